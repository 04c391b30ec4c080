import type { Language } from '../../../contract';
import { b, menu, steps, valueLines, type ApnValues, type Step } from '../html';
import type { ScreenName } from '../screenshots';

/**
 * Android: add the APN by hand. Menu names are those of stock Android 14 (Pixel); Samsung's path
 * is given too, as the most common other one in Japan.
 */
const IMAGES: ScreenName[] = ['android-network', 'android-sim-settings', 'android-apn-list', 'android-apn-form', 'android-apn-select', 'android-connected'];

type Texts = (values: string, roaming: boolean) => string[];

const LABELS: Record<Language, [string, string, string, string, string]> = {
  ja: ['名前', 'APN', 'ユーザー名', 'パスワード', '認証タイプ'],
  en: ['Name', 'APN', 'Username', 'Password', 'Authentication type'],
  zh: ['名称', 'APN', '用户名', '密码', '身份验证类型'],
  tw: ['名稱', 'APN', '使用者名稱', '密碼', '驗證類型'],
  vi: ['Tên', 'APN', 'Tên người dùng', 'Mật khẩu', 'Loại xác thực'],
};

const TEXTS: Record<Language, Texts> = {
  ja: (values, roaming) => [
    `${menu('設定', 'ネットワークとインターネット', 'SIM')}を開き、このSIMを選びます。<br>Galaxyの場合は${menu('設定', '接続', 'モバイルネットワーク')}です。`,
    roaming
      ? `${b('モバイルデータ')}と${b('ローミング')}をオンにします（このeSIMは国内の提携回線にローミングで接続します）。続けて${b('アクセスポイント名')}をタップします。`
      : `${b('モバイルデータ')}をオンにし、下のほうにある${b('アクセスポイント名')}をタップします。`,
    `右上の${b('＋')}（追加）をタップします。`,
    `次のとおり入力します。その他の項目は変更しません。<br>${values}`,
    `右上の${b('⋮')}から${b('保存')}をタップし、一覧に戻ったら作成したAPNを選択します。`,
    `Wi-Fiをオフにします。画面上部に${b('4G')}または${b('5G')}と表示されたら、Webページを開いて確認してください。つながらない場合は端末を再起動してください。`,
  ],
  en: (values, roaming) => [
    `Open ${menu('Settings', 'Network & internet', 'SIMs')} and choose this SIM.<br>On Samsung Galaxy: ${menu('Settings', 'Connections', 'Mobile networks')}.`,
    roaming
      ? `Turn on ${b('Mobile data')} and ${b('Roaming')} (this eSIM reaches its partner network in Japan by roaming), then tap ${b('Access Point Names')}.`
      : `Turn on ${b('Mobile data')}, then tap ${b('Access Point Names')} near the bottom.`,
    `Tap ${b('+')} (Add) at the top right.`,
    `Enter the following and leave the other fields as they are:<br>${values}`,
    `Tap ${b('⋮')} at the top right, then ${b('Save')}. Back in the list, select the new APN.`,
    `Turn off Wi-Fi. When ${b('4G')} or ${b('5G')} shows at the top of the screen, open a web page to check. If nothing connects, restart the phone.`,
  ],
  zh: (values, roaming) => [
    `打开${menu('设置', '网络和互联网', 'SIM 卡')}，选择此SIM卡。<br>三星Galaxy：${menu('设置', '连接', '移动网络')}。`,
    roaming
      ? `打开${b('移动数据')}和${b('漫游')}（此eSIM通过漫游接入日本国内的合作网络），然后轻触${b('接入点名称')}。`
      : `打开${b('移动数据')}，然后轻触下方的${b('接入点名称')}。`,
    `轻触右上角的${b('+')}（添加）。`,
    `输入以下内容，其他项目保持默认：<br>${values}`,
    `轻触右上角的${b('⋮')}，选择${b('保存')}。返回列表后，选中刚才创建的APN。`,
    `关闭Wi-Fi。屏幕顶部显示${b('4G')}或${b('5G')}后，打开任意网页进行确认。如仍无法连接，请重启手机。`,
  ],
  tw: (values, roaming) => [
    `開啟${menu('設定', '網路和網際網路', 'SIM 卡')}，選擇這張SIM卡。<br>三星Galaxy：${menu('設定', '連接', '行動網路')}。`,
    roaming
      ? `開啟${b('行動數據')}和${b('漫遊')}（此eSIM以漫遊方式連接日本國內的合作網路），接著輕觸${b('存取點名稱')}。`
      : `開啟${b('行動數據')}，接著輕觸下方的${b('存取點名稱')}。`,
    `輕觸右上角的${b('+')}（新增）。`,
    `輸入以下內容，其他欄位保持預設值：<br>${values}`,
    `輕觸右上角的${b('⋮')}，選擇${b('儲存')}。回到清單後，選取剛才建立的APN。`,
    `關閉Wi-Fi。畫面上方顯示${b('4G')}或${b('5G')}後，開啟任一網頁確認。若仍無法連線，請重新啟動手機。`,
  ],
  vi: (values, roaming) => [
    `Mở ${menu('Cài đặt', 'Mạng và Internet', 'SIM')} và chọn SIM này.<br>Trên Samsung Galaxy: ${menu('Cài đặt', 'Kết nối', 'Mạng di động')}.`,
    roaming
      ? `Bật ${b('Dữ liệu di động')} và ${b('Chuyển vùng')} (eSIM này kết nối với mạng đối tác tại Nhật Bản qua chuyển vùng), rồi chạm vào ${b('Tên điểm truy cập')}.`
      : `Bật ${b('Dữ liệu di động')}, rồi chạm vào ${b('Tên điểm truy cập')} ở phía dưới.`,
    `Chạm vào ${b('+')} (Thêm) ở góc trên bên phải.`,
    `Nhập các thông tin sau và giữ nguyên các mục khác:<br>${values}`,
    `Chạm ${b('⋮')} ở góc trên bên phải, rồi chạm ${b('Lưu')}. Quay lại danh sách và chọn APN vừa tạo.`,
    `Tắt Wi-Fi. Khi đầu màn hình hiện ${b('4G')} hoặc ${b('5G')}, hãy mở một trang web để kiểm tra. Nếu vẫn không kết nối được, hãy khởi động lại điện thoại.`,
  ],
};

export function androidApnSteps(lng: Language, v: ApnValues, options: { roaming?: boolean } = {}): Step[] {
  const [name, apn, user, pass, auth] = LABELS[lng];
  const values = valueLines([
    [name, v.name],
    [apn, v.apn],
    [user, v.username],
    [pass, v.password],
    [auth, v.authentication_type],
  ]);
  return steps(TEXTS[lng](values, options.roaming ?? false), IMAGES);
}
