import type { Language } from '@/contract';
import { b, menu, steps, type Step } from '@/server/apn/html';
import type { ScreenName } from '@/server/apn/screenshots';
import { PICTURE_VARIANTS, type PictureVariant } from '@/server/apn/values';

/** iPhone / iPad with a physical SIM: install the configuration profile (apn/apn_download). */
const IMAGES: ScreenName[] = ['ios-profile-download', 'ios-settings-profile', 'ios-profile-install', 'ios-connected', 'ios-profile-remove'];

const TEXTS: Record<Language, (profile: string) => string[]> = {
  ja: (p) => [
    `iPhoneをWi-Fiに接続し、このページを${b('Safari')}で開きます。${b('プロファイルをダウンロード')}をタップし、「構成プロファイルをダウンロードしようとしています」と表示されたら${b('許可')}をタップします。`,
    `${menu('設定')}を開き、上部の${b('プロファイルがダウンロード済み')}をタップします。表示されない場合は${menu('設定', '一般', 'VPNとデバイス管理')}を開き、${b(p)}をタップします。`,
    `右上の${b('インストール')}をタップしてパスコードを入力します。警告画面でもう一度${b('インストール')}をタップし、最後に${b('完了')}をタップします。`,
    `Wi-Fiをオフにします。画面上部に${b('4G')}または${b('5G')}と表示されたら、Webページを開いて通信できることを確認してください。`,
    `以前に別のSIMのAPNプロファイルを入れていた場合は削除してください。${menu('設定', '一般', 'VPNとデバイス管理')}で古いプロファイルを選び、${b('プロファイルを削除')}をタップします。<br>APNプロファイルは同時に1つしか使えません。`,
  ],
  en: (p) => [
    `Connect the iPhone to Wi-Fi and open this page in ${b('Safari')}. Tap ${b('Download the profile')}, then tap ${b('Allow')} when iOS asks whether to download a configuration profile.`,
    `Open ${menu('Settings')} and tap ${b('Profile Downloaded')} near the top. If it is not there, go to ${menu('Settings', 'General', 'VPN & Device Management')} and tap ${b(p)}.`,
    `Tap ${b('Install')} at the top right and enter your passcode. Tap ${b('Install')} again on the warning screen, then ${b('Done')}.`,
    `Turn off Wi-Fi. When the status bar shows ${b('4G')} or ${b('5G')}, open a web page to check that mobile data works.`,
    `If a profile from another SIM is installed, remove it: go to ${menu('Settings', 'General', 'VPN & Device Management')}, choose the old profile and tap ${b('Remove Profile')}.<br>Only one APN profile can be in use at a time.`,
  ],
  zh: (p) => [
    `将iPhone连接到Wi-Fi，并用${b('Safari')}打开本页面。轻点${b('下载描述文件')}，系统询问是否允许下载配置描述文件时，轻点${b('允许')}。`,
    `打开${menu('设置')}，轻点顶部的${b('已下载描述文件')}。如果没有显示，请前往${menu('设置', '通用', 'VPN与设备管理')}，轻点${b(p)}。`,
    `轻点右上角的${b('安装')}并输入锁屏密码，在警告页面再次轻点${b('安装')}，最后轻点${b('完成')}。`,
    `关闭无线局域网。状态栏显示${b('4G')}或${b('5G')}后，打开任意网页，确认可以使用移动数据。`,
    `如果装有其他SIM卡的APN描述文件，请将其删除：前往${menu('设置', '通用', 'VPN与设备管理')}，选择旧的描述文件，轻点${b('移除描述文件')}。<br>同一时间只能使用一个APN描述文件。`,
  ],
  tw: (p) => [
    `將iPhone連上Wi-Fi，並以${b('Safari')}開啟本頁面。點一下${b('下載描述檔')}，系統詢問是否允許下載設定描述檔時，點一下${b('允許')}。`,
    `開啟${menu('設定')}，點一下上方的${b('已下載描述檔')}。若沒有顯示，請前往${menu('設定', '一般', 'VPN與裝置管理')}，點一下${b(p)}。`,
    `點一下右上角的${b('安裝')}並輸入密碼，在警告畫面再點一下${b('安裝')}，最後點一下${b('完成')}。`,
    `關閉Wi-Fi。狀態列顯示${b('4G')}或${b('5G')}後，開啟任一網頁，確認可以使用行動數據。`,
    `如果裝有其他SIM卡的APN描述檔，請先移除：前往${menu('設定', '一般', 'VPN與裝置管理')}，選擇舊的描述檔，點一下${b('移除描述檔')}。<br>同一時間只能使用一個APN描述檔。`,
  ],
  vi: (p) => [
    `Kết nối iPhone với Wi-Fi và mở trang này bằng ${b('Safari')}. Chạm vào ${b('Tải hồ sơ về')}, sau đó chạm ${b('Cho phép')} khi iOS hỏi có tải về hồ sơ cấu hình hay không.`,
    `Mở ${menu('Cài đặt')} và chạm vào ${b('Đã tải về hồ sơ')} ở gần đầu màn hình. Nếu không thấy, hãy vào ${menu('Cài đặt', 'Cài đặt chung', 'Quản lý VPN & thiết bị')} và chạm vào ${b(p)}.`,
    `Chạm ${b('Cài đặt')} ở góc trên bên phải và nhập mật mã. Chạm ${b('Cài đặt')} thêm một lần nữa ở màn hình cảnh báo, rồi chạm ${b('Xong')}.`,
    `Tắt Wi-Fi. Khi thanh trạng thái hiện ${b('4G')} hoặc ${b('5G')}, hãy mở một trang web để kiểm tra dữ liệu di động đã hoạt động.`,
    `Nếu máy đang có hồ sơ APN của SIM khác, hãy xóa nó: vào ${menu('Cài đặt', 'Cài đặt chung', 'Quản lý VPN & thiết bị')}, chọn hồ sơ cũ và chạm ${b('Xóa hồ sơ')}.<br>Mỗi lúc chỉ dùng được một hồ sơ APN.`,
  ],
};

export function iosProfileSteps(lng: Language, variant: PictureVariant): Step[] {
  return steps(TEXTS[lng](PICTURE_VARIANTS[variant].values.name ?? 'APN'), IMAGES, { lng, variant });
}
