import type { Language } from '@/contract';
import { b, menu, steps, valueLines, type Step } from '@/server/apn/html';
import { ROUTER_WORDS } from '@/server/apn/pictures/router-words';
import type { ScreenName } from '@/server/apn/screenshots';
import { PICTURE_VARIANTS, type PictureVariant } from '@/server/apn/values';

/**
 * A mobile Wi-Fi or home router. Every maker's admin page differs, so the steps name the usual
 * menus and the common alternative ("profile management").
 */
const IMAGES: ScreenName[] = ['router-wifi', 'router-login', 'router-apn-menu', 'router-apn-form', 'router-apn-select', 'router-status'];

const TEXTS: Record<Language, (values: string) => string[]> = {
  ja: (values) => [
    `ルーターの電源を切ってSIMを挿し、電源を入れます。スマートフォンまたはパソコンをルーターのWi-Fiに接続します（SSIDとパスワードはルーターのラベルまたは画面に記載されています）。`,
    `ブラウザで管理画面（例：${b('http://192.168.0.1')}、またはラベルに記載のアドレス）を開き、ラベルに記載の管理者パスワードでログインします。`,
    `${menu('設定', 'モバイルネットワーク', 'APN設定')}を開き、${b('新規作成')}をクリックします。<br>機種によっては${b('プロファイル設定')}という名前です。`,
    `次のとおり入力して${b('保存')}します。<br>${values}`,
    `作成したプロファイルを選んで${b('デフォルトに設定')}し、${b('適用')}をクリックしてからルーターを再起動します。`,
    `ホーム画面やステータス画面に${b('4G')}・${b('LTE')}または${b('5G')}の「接続中」と表示されれば完了です。表示されない場合は入力内容を確認し、もう一度再起動してください。`,
  ],
  en: (values) => [
    `Turn the router off, insert the SIM and turn it on again. Connect your phone or computer to the router's Wi-Fi (the network name and password are on the router's label or screen).`,
    `In a browser, open the admin page (for example ${b('http://192.168.0.1')}, or the address on the label) and log in with the admin password from the label.`,
    `Open ${menu('Settings', 'Mobile network', 'APN settings')} and click ${b('New')}.<br>Some models call it ${b('Profile management')}.`,
    `Enter the following and click ${b('Save')}:<br>${values}`,
    `Select the new profile, click ${b('Set as default')} and ${b('Apply')}, then restart the router.`,
    `You are done when the home or status page shows ${b('4G')}, ${b('LTE')} or ${b('5G')} as connected. If it does not, check what you entered and restart the router once more.`,
  ],
  zh: (values) => [
    `关闭路由器电源，插入SIM卡后重新开机。将手机或电脑连接到路由器的Wi-Fi（网络名称和密码印在路由器的标签或屏幕上）。`,
    `在浏览器中打开管理页面（例如${b('http://192.168.0.1')}，或标签上的地址），用标签上的管理员密码登录。`,
    `打开${menu('设置', '移动网络', 'APN设置')}，点击${b('新建')}。<br>部分机型称为${b('配置文件管理')}。`,
    `输入以下内容，然后点击${b('保存')}：<br>${values}`,
    `选择刚才创建的配置文件，点击${b('设为默认')}和${b('应用')}，然后重启路由器。`,
    `首页或状态页面显示${b('4G')}、${b('LTE')}或${b('5G')}“已连接”即设置完成。如未显示，请检查输入内容并再次重启。`,
  ],
  tw: (values) => [
    `關閉分享器電源，插入SIM卡後重新開機。將手機或電腦連上分享器的Wi-Fi（網路名稱與密碼印在分享器的標籤或螢幕上）。`,
    `在瀏覽器開啟管理頁面（例如${b('http://192.168.0.1')}，或標籤上的位址），以標籤上的管理員密碼登入。`,
    `開啟${menu('設定', '行動網路', 'APN設定')}，按一下${b('新增')}。<br>部分機型稱為${b('設定檔管理')}。`,
    `輸入以下內容，然後按一下${b('儲存')}：<br>${values}`,
    `選取剛才建立的設定檔，按一下${b('設為預設')}與${b('套用')}，然後重新啟動分享器。`,
    `首頁或狀態頁面顯示${b('4G')}、${b('LTE')}或${b('5G')}「已連線」即完成設定。若沒有顯示，請檢查輸入內容並再次重新啟動。`,
  ],
  vi: (values) => [
    `Tắt bộ phát Wi-Fi, lắp SIM rồi bật lại. Kết nối điện thoại hoặc máy tính với Wi-Fi của bộ phát (tên mạng và mật khẩu in trên nhãn hoặc màn hình của bộ phát).`,
    `Mở trang quản trị trên trình duyệt (ví dụ ${b('http://192.168.0.1')}, hoặc địa chỉ ghi trên nhãn) và đăng nhập bằng mật khẩu quản trị ghi trên nhãn.`,
    `Mở ${menu('Cài đặt', 'Mạng di động', 'Cài đặt APN')} và nhấp ${b('Thêm mới')}.<br>Một số dòng máy gọi mục này là ${b('Quản lý hồ sơ')}.`,
    `Nhập các thông tin sau và nhấp ${b('Lưu')}:<br>${values}`,
    `Chọn hồ sơ vừa tạo, nhấp ${b('Đặt làm mặc định')} và ${b('Áp dụng')}, sau đó khởi động lại bộ phát.`,
    `Hoàn tất khi trang chủ hoặc trang trạng thái hiện ${b('4G')}, ${b('LTE')} hoặc ${b('5G')} đã kết nối. Nếu không, hãy kiểm tra lại thông tin đã nhập và khởi động lại một lần nữa.`,
  ],
};

export function routerApnSteps(lng: Language, variant: PictureVariant): Step[] {
  const t = ROUTER_WORDS[lng];
  const v = PICTURE_VARIANTS[variant].values;
  const values = valueLines([
    [t.profileName, v.name],
    [t.apn, v.apn],
    [t.username, v.username],
    [t.password, v.password],
    [t.auth, v.authentication_type],
    [t.ipType, v.ip],
  ]);
  return steps(TEXTS[lng](values), IMAGES, { lng, variant });
}
