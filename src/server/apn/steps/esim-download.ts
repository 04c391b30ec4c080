import type { Language } from '@/contract';
import { b, menu, steps, type Step } from '@/server/apn/html';
import type { ScreenName } from '@/server/apn/screenshots';
import type { PictureVariant } from '@/server/apn/values';

/**
 * sonet eSIM (ESIMS) initial settings: the profile is made for the EID the customer entered, so the
 * phone finds it by itself; there is no QR code to scan. The APN follows as a separate step.
 */
const IOS_IMAGES: ScreenName[] = ['ios-wifi', 'ios-esim-ready', 'ios-esim-plan', 'ios-esim-label', 'ios-esim-on'];
const ANDROID_IMAGES: ScreenName[] = ['android-wifi', 'android-sims-add', 'android-esim-download', 'android-esim-use', 'android-esim-on'];

const IOS: Record<Language, string[]> = {
  ja: [
    `ご登録のEIDのiPhoneをWi-Fiに接続します。設定が終わるまでWi-Fiにつないだままにしてください。`,
    `「モバイル通信プランをインストールする準備ができました」と表示されたらタップします。表示されない場合は${menu('設定', 'モバイル通信', 'eSIMを追加')}を開きます。`,
    `表示されたプランを選んで${b('続ける')}をタップし、インストールが終わるまでそのまま待ちます。`,
    `回線の名称（例：「データ」）を選びます。${b('モバイルデータ通信')}にはこのeSIMを選び、${b('モバイルデータ通信の切り替えを許可')}はオフにします。`,
    `回線が有効になったら、ポータルの次の手順でAPNを設定します。<br><strong>eSIMは削除しないでください。</strong>一度削除すると再インストールできません。`,
  ],
  en: [
    `Connect the iPhone with the EID you entered to Wi-Fi, and keep it on Wi-Fi until you finish.`,
    `Tap ${b('Mobile Data Plan Ready to Be Installed')} when it appears. If it does not, open ${menu('Settings', 'Mobile Data', 'Add eSIM')} (${b('Cellular')} in the US).`,
    `Choose the plan shown, tap ${b('Continue')} and wait on this screen until it is installed.`,
    `Give the line a label (for example "Data"). Choose this eSIM for ${b('Mobile Data')} and turn off ${b('Allow Mobile Data Switching')}.`,
    `When the line is on, set its APN in the next step of this portal.<br><strong>Do not delete the eSIM:</strong> once deleted it cannot be installed again.`,
  ],
  zh: [
    `将登记EID的iPhone连接到无线局域网（Wi-Fi），并在设置完成前保持连接。`,
    `出现“可以安装蜂窝号码”的提示时轻点它。如果没有出现，请打开${menu('设置', '蜂窝网络', '添加eSIM')}。`,
    `选择显示的套餐，轻点${b('继续')}，在此页面等待安装完成。`,
    `为号码选择标签（例如“数据”）。${b('蜂窝数据')}选择此eSIM，并关闭${b('允许切换蜂窝数据')}。`,
    `号码启用后，请在本门户的下一步设置APN。<br><strong>请勿删除eSIM：</strong>删除后将无法再次安装。`,
  ],
  tw: [
    `將登錄EID的iPhone連上Wi-Fi，並在設定完成前保持連線。`,
    `出現「可以安裝行動服務方案」的通知時點一下。若沒有出現，請開啟${menu('設定', '行動服務', '加入eSIM')}。`,
    `選擇顯示的方案，點一下${b('繼續')}，在此畫面等待安裝完成。`,
    `為號碼選擇標籤（例如「數據」）。${b('行動數據')}選擇這張eSIM，並關閉${b('允許切換行動數據')}。`,
    `號碼啟用後，請在本網站的下一步設定APN。<br><strong>請勿刪除eSIM：</strong>刪除後將無法再次安裝。`,
  ],
  vi: [
    `Kết nối iPhone có EID bạn đã đăng ký với Wi-Fi và giữ kết nối cho đến khi hoàn tất.`,
    `Chạm vào thông báo ${b('Gói cước di động sẵn sàng để cài đặt')} khi nó xuất hiện. Nếu không thấy, hãy mở ${menu('Cài đặt', 'Di động', 'Thêm eSIM')}.`,
    `Chọn gói cước hiển thị, chạm ${b('Tiếp tục')} và chờ ở màn hình này cho đến khi cài đặt xong.`,
    `Đặt nhãn cho số (ví dụ "Dữ liệu"). Chọn eSIM này cho ${b('Dữ liệu di động')} và tắt ${b('Cho phép chuyển dữ liệu di động')}.`,
    `Khi số đã bật, hãy cài đặt APN ở bước tiếp theo của cổng thông tin này.<br><strong>Không xóa eSIM:</strong> eSIM đã xóa sẽ không thể cài đặt lại.`,
  ],
};

const ANDROID: Record<Language, string[]> = {
  ja: [
    `ご登録のEIDのAndroidスマートフォンをWi-Fiに接続します。設定が終わるまでWi-Fiにつないだままにしてください。`,
    `${menu('設定', 'ネットワークとインターネット', 'SIM')}を開き、${b('SIMを追加')}（または${b('代わりにSIMをダウンロードしますか？')}）をタップします。<br>Galaxyの場合は${menu('設定', '接続', 'SIMマネージャー', 'eSIMを追加')}です。`,
    `端末がこのEID用に用意されたeSIMを見つけます。${b('ダウンロード')}をタップし、完了するまで待ちます。`,
    `「SIMをオンにしますか？」と表示されたら${b('オンにする')}をタップし、モバイルデータにこのSIMを使うよう選びます。`,
    `SIMが有効になったら、ポータルの次の手順でAPNを設定します。<br><strong>eSIMは削除しないでください。</strong>一度削除すると再インストールできません。`,
  ],
  en: [
    `Connect the Android phone with the EID you entered to Wi-Fi, and keep it on Wi-Fi until you finish.`,
    `Open ${menu('Settings', 'Network & internet', 'SIMs')} and tap ${b('Add SIM')} (or ${b('Download a SIM instead?')}).<br>On Samsung Galaxy: ${menu('Settings', 'Connections', 'SIM manager', 'Add eSIM')}.`,
    `The phone finds the eSIM prepared for its EID. Tap ${b('Download')} and wait until it finishes.`,
    `When asked ${b('Turn on SIM?')}, tap ${b('Turn on')} and choose this SIM for mobile data.`,
    `When the SIM is active, set its APN in the next step of this portal.<br><strong>Do not delete the eSIM:</strong> once deleted it cannot be installed again.`,
  ],
  zh: [
    `将登记EID的Android手机连接到WLAN（Wi-Fi），并在设置完成前保持连接。`,
    `打开${menu('设置', '网络和互联网', 'SIM 卡')}，轻触${b('添加 SIM 卡')}（或${b('改为下载 SIM 卡？')}）。<br>三星Galaxy：${menu('设置', '连接', 'SIM卡管理器', '添加eSIM')}。`,
    `手机会找到为此EID准备的eSIM。轻触${b('下载')}，等待完成。`,
    `出现“要开启 SIM 卡吗？”时轻触${b('开启')}，并选择将此SIM卡用于移动数据。`,
    `SIM卡启用后，请在本门户的下一步设置APN。<br><strong>请勿删除eSIM：</strong>删除后将无法再次安装。`,
  ],
  tw: [
    `將登錄EID的Android手機連上Wi-Fi，並在設定完成前保持連線。`,
    `開啟${menu('設定', '網路和網際網路', 'SIM 卡')}，輕觸${b('新增 SIM 卡')}（或${b('改為下載 SIM 卡？')}）。<br>三星Galaxy：${menu('設定', '連接', 'SIM卡管理員', '新增eSIM')}。`,
    `手機會找到為此EID準備的eSIM。輕觸${b('下載')}，等待完成。`,
    `出現「要開啟 SIM 卡嗎？」時輕觸${b('開啟')}，並選擇以這張SIM卡使用行動數據。`,
    `SIM卡啟用後，請在本網站的下一步設定APN。<br><strong>請勿刪除eSIM：</strong>刪除後將無法再次安裝。`,
  ],
  vi: [
    `Kết nối điện thoại Android có EID bạn đã đăng ký với Wi-Fi và giữ kết nối cho đến khi hoàn tất.`,
    `Mở ${menu('Cài đặt', 'Mạng và Internet', 'SIM')} và chạm ${b('Thêm SIM')} (hoặc ${b('Tải SIM xuống?')}).<br>Trên Samsung Galaxy: ${menu('Cài đặt', 'Kết nối', 'Trình quản lý SIM', 'Thêm eSIM')}.`,
    `Điện thoại sẽ tìm thấy eSIM được chuẩn bị cho EID của máy. Chạm ${b('Tải xuống')} và chờ đến khi hoàn tất.`,
    `Khi được hỏi có bật SIM không, chạm ${b('Bật')} và chọn dùng SIM này cho dữ liệu di động.`,
    `Khi SIM đã hoạt động, hãy cài đặt APN ở bước tiếp theo của cổng thông tin này.<br><strong>Không xóa eSIM:</strong> eSIM đã xóa sẽ không thể cài đặt lại.`,
  ],
};

export const iosEsimSteps = (lng: Language, variant: PictureVariant): Step[] => steps(IOS[lng], IOS_IMAGES, { lng, variant });
export const androidEsimSteps = (lng: Language, variant: PictureVariant): Step[] => steps(ANDROID[lng], ANDROID_IMAGES, { lng, variant });
