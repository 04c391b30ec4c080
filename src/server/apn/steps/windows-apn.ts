import type { Language } from '@/contract';
import { b, menu, steps, valueLines, type Step } from '@/server/apn/html';
import { WINDOWS_WORDS } from '@/server/apn/pictures/windows-words';
import type { ScreenName } from '@/server/apn/screenshots';
import { PICTURE_VARIANTS, type PictureVariant } from '@/server/apn/values';

/** A Windows 11 computer with the SIM inside (or in a USB modem it manages). */
const IMAGES: ScreenName[] = ['windows-cellular', 'windows-add-apn', 'windows-apn-form', 'windows-connect'];

const TEXTS: Record<Language, (values: string) => string[]> = {
  ja: (values) => [
    `SIMをパソコン（またはUSBモデム）に挿し、${menu('設定', 'ネットワークとインターネット', '携帯電話')}を開いて${b('携帯電話')}をオンにします。<br>設定は${b('Windows キー + I')}で開けます。`,
    `${b('携帯電話会社の設定')}をクリックし、${b('APN を追加')}をクリックします。`,
    `次のとおり入力し、${b('このプロファイルを適用する')}にチェックを入れて${b('保存')}をクリックします。<br>${values}`,
    `${b('携帯電話')}の画面に戻って${b('接続')}をクリックし、${b('Windows による接続の維持を許可する')}をオンにします。「接続済み」と表示されたら、Webページを開いて確認してください。`,
  ],
  en: (values) => [
    `Insert the SIM into the computer (or its USB modem), open ${menu('Settings', 'Network & internet', 'Cellular')} and turn ${b('Cellular')} on.<br>${b('Windows key + I')} opens Settings.`,
    `Click ${b('Mobile operator settings')}, then ${b('Add APN')}.`,
    `Enter the following, tick ${b('Apply this profile')} and click ${b('Save')}:<br>${values}`,
    `Back on the ${b('Cellular')} page, click ${b('Connect')} and turn on ${b('Let Windows keep me connected')}. When it says Connected, open a web page to check.`,
  ],
  zh: (values) => [
    `将SIM卡插入电脑（或USB调制解调器），打开${menu('设置', '网络和 Internet', '手机网络')}，并打开${b('手机网络')}开关。<br>按${b('Windows 键 + I')}可打开设置。`,
    `点击${b('移动运营商设置')}，然后点击${b('添加 APN')}。`,
    `输入以下内容，勾选${b('应用此配置文件')}，然后点击${b('保存')}：<br>${values}`,
    `回到${b('手机网络')}页面，点击${b('连接')}，并打开${b('让 Windows 保持我的连接')}。显示“已连接”后，打开任意网页进行确认。`,
  ],
  tw: (values) => [
    `將SIM卡插入電腦（或USB數據機），開啟${menu('設定', '網路和網際網路', '行動電話')}，並開啟${b('行動電話')}。<br>按${b('Windows 鍵 + I')}即可開啟設定。`,
    `按一下${b('行動電信業者設定')}，再按一下${b('新增 APN')}。`,
    `輸入以下內容，勾選${b('套用此設定檔')}，然後按一下${b('儲存')}：<br>${values}`,
    `回到${b('行動電話')}頁面，按一下${b('連線')}，並開啟${b('讓 Windows 保持連線')}。顯示「已連線」後，開啟任一網頁確認。`,
  ],
  vi: (values) => [
    `Lắp SIM vào máy tính (hoặc USB modem), mở ${menu('Cài đặt', 'Mạng & Internet', 'Di động')} và bật ${b('Di động')}.<br>Nhấn ${b('phím Windows + I')} để mở Cài đặt.`,
    `Nhấp vào ${b('Cài đặt nhà mạng di động')}, rồi nhấp ${b('Thêm APN')}.`,
    `Nhập các thông tin sau, đánh dấu ${b('Áp dụng hồ sơ này')} và nhấp ${b('Lưu')}:<br>${values}`,
    `Quay lại trang ${b('Di động')}, nhấp ${b('Kết nối')} và bật ${b('Để Windows duy trì kết nối')}. Khi hiện Đã kết nối, hãy mở một trang web để kiểm tra.`,
  ],
};

/** Windows' own names, from the words its pictures draw: its choices say "IPv4v6" and "Internet and attach". */
export function windowsApnSteps(lng: Language, variant: PictureVariant): Step[] {
  const t = WINDOWS_WORDS[lng];
  const v = PICTURE_VARIANTS[variant].values;
  const values = valueLines([
    [t.profileName, v.name],
    [t.apn, v.apn],
    [t.username, v.username],
    [t.password, v.password],
    [t.signIn, v.authentication_type],
    [t.ipType, v.ip === null ? null : 'IPv4v6'],
    [t.apnType, v.type_of_apn === null ? null : t.internetAndAttach],
  ]);
  return steps(TEXTS[lng](values), IMAGES, { lng, variant });
}
