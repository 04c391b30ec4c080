import type { Language } from '@/contract';
import { b, menu, steps, valueLines, type Step } from '@/server/apn/html';
import { ANDROID_WORDS, type AndroidWords } from '@/server/apn/pictures/android-words';
import type { ScreenName } from '@/server/apn/screenshots';
import { PICTURE_VARIANTS, type PictureVariant } from '@/server/apn/values';

/**
 * Android: add the APN by hand. Menu names are those of stock Android 14 (Pixel); Samsung's path
 * is given too, as the most common other one in Japan.
 */
const IMAGES: ScreenName[] = [
  'android-network',
  'android-sim-settings',
  'android-apn-list',
  'android-apn-form',
  'android-apn-save',
  'android-apn-select',
  'android-connected',
];

/** The step texts: `t` holds the words the pictures draw, `name` the new APN's name in the list. */
type Texts = (t: AndroidWords, values: string, roaming: boolean, name: string) => string[];

const TEXTS: Record<Language, Texts> = {
  ja: (t, values, roaming, name) => [
    `${menu('設定', t.network, t.sims)}を開き、このSIMを選びます。<br>Galaxyの場合は${menu('設定', '接続', 'モバイルネットワーク')}です。`,
    roaming
      ? `${b(t.mobileData)}と${b(t.roaming)}をオンにします（このeSIMは国内の提携回線にローミングで接続します）。続けて${b(t.apns)}をタップします。`
      : `${b(t.mobileData)}をオンにし、下のほうにある${b(t.apns)}をタップします。`,
    `右上の${b('+')}（追加）をタップします。`,
    `次のとおり入力します。その他の項目は変更しません。<br>${values}`,
    `右上の${b('⋮')}をタップし、${b(t.save)}をタップします。`,
    `一覧に戻ったら、作成したAPN（${b(name)}）を選択します。`,
    `Wi-Fiをオフにします。画面上部に${b('4G')}または${b('5G')}と表示されたら、Webページを開いて確認してください。つながらない場合は端末を再起動してください。`,
  ],
  en: (t, values, roaming, name) => [
    `Open ${menu('Settings', t.network, t.sims)} and choose this SIM.<br>On Samsung Galaxy: ${menu('Settings', 'Connections', 'Mobile networks')}.`,
    roaming
      ? `Turn on ${b(t.mobileData)} and ${b(t.roaming)} (this eSIM reaches its partner network in Japan by roaming), then tap ${b(t.apns)}.`
      : `Turn on ${b(t.mobileData)}, then tap ${b(t.apns)} near the bottom.`,
    `Tap ${b('+')} (Add) at the top right.`,
    `Enter the following and leave the other fields as they are:<br>${values}`,
    `Tap ${b('⋮')} at the top right, then ${b(t.save)}.`,
    `Back in the list, select the new APN (${b(name)}).`,
    `Turn off Wi-Fi. When ${b('4G')} or ${b('5G')} shows at the top of the screen, open a web page to check. If nothing connects, restart the phone.`,
  ],
  zh: (t, values, roaming, name) => [
    `打开${menu('设置', t.network, t.sims)}，选择此SIM卡。<br>三星Galaxy：${menu('设置', '连接', '移动网络')}。`,
    roaming
      ? `打开${b(t.mobileData)}和${b(t.roaming)}（此eSIM通过漫游接入日本国内的合作网络），然后轻触${b(t.apns)}。`
      : `打开${b(t.mobileData)}，然后轻触下方的${b(t.apns)}。`,
    `轻触右上角的${b('+')}（添加）。`,
    `输入以下内容，其他项目保持默认：<br>${values}`,
    `轻触右上角的${b('⋮')}，选择${b(t.save)}。`,
    `返回列表后，选中刚才创建的APN（${b(name)}）。`,
    `关闭${t.wifi}。屏幕顶部显示${b('4G')}或${b('5G')}后，打开任意网页进行确认。如仍无法连接，请重启手机。`,
  ],
  tw: (t, values, roaming, name) => [
    `開啟${menu('設定', t.network, t.sims)}，選擇這張SIM卡。<br>三星Galaxy：${menu('設定', '連接', '行動網路')}。`,
    roaming
      ? `開啟${b(t.mobileData)}和${b(t.roaming)}（此eSIM以漫遊方式連接日本國內的合作網路），接著輕觸${b(t.apns)}。`
      : `開啟${b(t.mobileData)}，接著輕觸下方的${b(t.apns)}。`,
    `輕觸右上角的${b('+')}（新增）。`,
    `輸入以下內容，其他欄位保持預設值：<br>${values}`,
    `輕觸右上角的${b('⋮')}，選擇${b(t.save)}。`,
    `回到清單後，選取剛才建立的APN（${b(name)}）。`,
    `關閉Wi-Fi。畫面上方顯示${b('4G')}或${b('5G')}後，開啟任一網頁確認。若仍無法連線，請重新啟動手機。`,
  ],
  vi: (t, values, roaming, name) => [
    `Mở ${menu('Cài đặt', t.network, t.sims)} và chọn SIM này.<br>Trên Samsung Galaxy: ${menu('Cài đặt', 'Kết nối', 'Mạng di động')}.`,
    roaming
      ? `Bật ${b(t.mobileData)} và ${b(t.roaming)} (eSIM này kết nối với mạng đối tác tại Nhật Bản qua chuyển vùng), rồi chạm vào ${b(t.apns)}.`
      : `Bật ${b(t.mobileData)}, rồi chạm vào ${b(t.apns)} ở phía dưới.`,
    `Chạm vào ${b('+')} (Thêm) ở góc trên bên phải.`,
    `Nhập các thông tin sau và giữ nguyên các mục khác:<br>${values}`,
    `Chạm ${b('⋮')} ở góc trên bên phải, rồi chạm ${b(t.save)}.`,
    `Quay lại danh sách và chọn APN vừa tạo (${b(name)}).`,
    `Tắt Wi-Fi. Khi đầu màn hình hiện ${b('4G')} hoặc ${b('5G')}, hãy mở một trang web để kiểm tra. Nếu vẫn không kết nối được, hãy khởi động lại điện thoại.`,
  ],
};

export function androidApnSteps(lng: Language, variant: PictureVariant): Step[] {
  const t = ANDROID_WORDS[lng];
  const { values: v, roaming } = PICTURE_VARIANTS[variant];
  const values = valueLines([
    [t.name, v.name],
    [t.apn, v.apn],
    [t.username, v.username],
    [t.password, v.password],
    [t.auth, v.authentication_type],
  ]);
  return steps(TEXTS[lng](t, values, roaming, v.name ?? 'APN'), IMAGES, { lng, variant });
}
