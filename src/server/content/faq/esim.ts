import { ASTRO_APN } from '@/server/apn/data/astro';
import { SONET_APN } from '@/server/apn/data/sonet';
import { esc, menu } from '@/server/apn/html';
import type { FaqEntry } from './entry';

/**
 * eSIM questions. The shared ones serve FAQ types 2 (eSIM: ESIMA and ESIMS) and 3 (LF); menu paths
 * are written as the APN steps write them (apn/steps/esim-download.ts).
 */
const astro = esc(ASTRO_APN.apn ?? '');
const sonet = esc(SONET_APN.apn ?? '');

export const EID: FaqEntry = {
  id: 251,
  text: {
    ja: {
      q: 'EIDとは何ですか？どこで確認できますか？',
      a: `<p>EIDは、eSIM対応の端末ごとに割り当てられた<strong>32桁の番号</strong>です。端末に直接配信されるeSIMのお申し込みには、eSIMを使う端末のEIDが必要です。</p><ul><li>iPhone：${menu('設定', '一般', '情報')}の「EID」</li><li>Android：${menu('設定', 'デバイス情報')}の「EID」（表示場所は機種により異なります）</li></ul><p>多くの端末では、電話アプリで<strong>*#06#</strong>と入力しても表示されます。EIDが見つからない端末は、eSIMに対応していない可能性があります。eSIMは、SIMロックが解除された端末でご利用ください。</p>`,
    },
    en: {
      q: 'What is the EID and where do I find it?',
      a: `<p>The EID is the <strong>32-digit number</strong> that identifies an eSIM-capable phone. Some eSIMs are sent straight to your phone: to apply for one, you need the EID of the phone that will use it.</p><ul><li>iPhone: ${menu('Settings', 'General', 'About')}, then “EID”</li><li>Android: ${menu('Settings', 'About phone')}, then “EID” (the place varies by model)</li></ul><p>On most phones, dialling <strong>*#06#</strong> also shows it. A phone without an EID probably does not support eSIM. Use the eSIM on a SIM-unlocked phone.</p>`,
    },
    zh: {
      q: '什么是EID？在哪里可以查看？',
      a: `<p>EID是每部支持eSIM的手机所拥有的<strong>32位数字</strong>。申请直接发送到手机的eSIM时，需要提供将使用该eSIM的手机的EID。</p><ul><li>iPhone：${menu('设置', '通用', '关于本机')}中的“EID”</li><li>Android：${menu('设置', '关于手机')}中的“EID”（位置因机型而异）</li></ul><p>大多数手机在拨号界面输入<strong>*#06#</strong>也可以查看。找不到EID的手机可能不支持eSIM。请在已解除SIM锁的手机上使用eSIM。</p>`,
    },
    tw: {
      q: '什麼是EID？要在哪裡查看？',
      a: `<p>EID是每支支援eSIM的手機專屬的<strong>32位數字</strong>。申請直接傳送到手機的eSIM時，需要提供將使用該eSIM的手機EID。</p><ul><li>iPhone：${menu('設定', '一般', '關於本機')}中的「EID」</li><li>Android：${menu('設定', '關於手機')}中的「EID」（位置依機型而異）</li></ul><p>大多數手機在撥號畫面輸入<strong>*#06#</strong>也能查看。找不到EID的手機可能不支援eSIM。請在已解鎖（無SIM卡鎖）的手機上使用eSIM。</p>`,
    },
    vi: {
      q: 'EID là gì và xem ở đâu?',
      a: `<p>EID là <strong>dãy 32 chữ số</strong> riêng của mỗi điện thoại hỗ trợ eSIM. Khi đăng ký loại eSIM được gửi thẳng đến điện thoại, quý khách cần EID của điện thoại sẽ dùng eSIM.</p><ul><li>iPhone: ${menu('Cài đặt', 'Cài đặt chung', 'Giới thiệu')}, mục “EID”</li><li>Android: ${menu('Cài đặt', 'Giới thiệu về điện thoại')}, mục “EID” (vị trí tùy theo dòng máy)</li></ul><p>Trên hầu hết điện thoại, nhập <strong>*#06#</strong> trong ứng dụng gọi điện cũng hiển thị EID. Điện thoại không có EID có thể không hỗ trợ eSIM. Vui lòng dùng eSIM trên điện thoại đã mở khóa mạng.</p>`,
    },
  },
};

export const NO_REINSTALL: FaqEntry = {
  id: 252,
  text: {
    ja: {
      q: '削除したeSIMを再インストールできますか？',
      a: '<p>できません。<strong>一度インストールしたeSIM、または削除したeSIMは、再度インストールできません。</strong>端末の設定からeSIMを削除しないようご注意ください。</p><p>機種変更や端末の初期化をされる場合は、事前にカスタマーサポートへご相談ください。</p>',
    },
    en: {
      q: 'Can I reinstall an eSIM I deleted?',
      a: '<p>No. <strong>An eSIM that has been installed or deleted cannot be installed again.</strong> Be careful not to delete the eSIM in your phone’s settings.</p><p>If you plan to change or reset your phone, contact customer support first.</p>',
    },
    zh: {
      q: '删除的eSIM可以重新安装吗？',
      a: '<p>不可以。<strong>已安装或已删除的eSIM无法再次安装。</strong>请注意不要在手机设置中删除eSIM。</p><p>如需更换手机或将手机恢复出厂设置，请事先联系客服。</p>',
    },
    tw: {
      q: '刪除的eSIM可以重新安裝嗎？',
      a: '<p>無法。<strong>已安裝或已刪除的eSIM無法再次安裝。</strong>請注意不要在手機設定中刪除eSIM。</p><p>如需更換手機或將手機重設為原廠設定，請事先與客服中心聯繫。</p>',
    },
    vi: {
      q: 'Tôi có thể cài đặt lại eSIM đã xóa không?',
      a: '<p>Không. <strong>eSIM đã được cài đặt hoặc đã bị xóa thì không thể cài đặt lại.</strong> Vui lòng cẩn thận, không xóa eSIM trong phần cài đặt của điện thoại.</p><p>Nếu quý khách định đổi hoặc khôi phục cài đặt gốc điện thoại, vui lòng liên hệ bộ phận hỗ trợ trước.</p>',
    },
  },
};

export const ISSUANCE: FaqEntry = {
  id: 253,
  text: {
    ja: {
      q: 'eSIMの発行にはどのくらい時間がかかりますか？有効期間はいつから始まりますか？',
      a: '<p>お申し込みから<strong>10〜20分程度</strong>で発行が完了し、ご登録のメールアドレスにお知らせします。</p><p>プランの有効期間は、インストールした時点ではなく、<strong>eSIMの発行をお申し込みいただいた時点</strong>から始まります。</p>',
    },
    en: {
      q: 'How long does it take to issue an eSIM, and when does its validity start?',
      a: '<p>Issuance takes about <strong>10 to 20 minutes</strong> from your request; we let you know by email when it is done.</p><p>Your plan’s validity starts <strong>when you request the eSIM</strong>, not when you install it.</p>',
    },
    zh: {
      q: 'eSIM的发放需要多长时间？有效期从什么时候开始计算？',
      a: '<p>申请后约<strong>10～20分钟</strong>即可完成发放，届时会发送邮件至您注册的邮箱。</p><p>套餐有效期从<strong>申请发放eSIM时</strong>开始计算，而不是从安装时开始。</p>',
    },
    tw: {
      q: 'eSIM核發需要多久？使用期限從什麼時候開始計算？',
      a: '<p>申請後約<strong>10～20分鐘</strong>即可完成核發，屆時會寄送電子郵件至您註冊的信箱。</p><p>方案的使用期限自<strong>申請核發eSIM時</strong>開始計算，而非安裝時。</p>',
    },
    vi: {
      q: 'Cấp eSIM mất bao lâu và thời hạn sử dụng bắt đầu từ khi nào?',
      a: '<p>eSIM được cấp trong khoảng <strong>10 đến 20 phút</strong> sau khi đăng ký; chúng tôi sẽ gửi email thông báo khi hoàn tất.</p><p>Thời hạn của gói cước bắt đầu <strong>từ lúc quý khách yêu cầu cấp eSIM</strong>, không phải từ lúc cài đặt.</p>',
    },
  },
};

export const INSTALL_BY_CODE: FaqEntry = {
  id: 254,
  text: {
    ja: {
      q: 'QRコードやアクティベーションコードでeSIMをインストールするには？',
      a: '<p>発行完了のメールが届いたら、メニューの「eSIM設定」を開き、Wi-Fiに接続した状態で次のいずれかの方法でインストールしてください。</p><ul><li>別の画面に表示したQRコードを、端末のカメラで読み取る</li><li>SM-DP+アドレスとアクティベーションコードを手動で入力する</li></ul><p>スマートフォンは自分の画面に表示したQRコードを読み取れません。「QRコードを画像で保存」で保存して別の画面に表示するか、コードを手動で入力してください。</p>',
    },
    en: {
      q: 'How do I install my eSIM with its QR code or activation code?',
      a: '<p>When the “eSIM is ready” email arrives, open “eSIM settings” in the menu and, connected to Wi-Fi, install it in one of these ways:</p><ul><li>Scan the QR code shown on another screen with the phone’s camera.</li><li>Enter the SM-DP+ address and activation code manually.</li></ul><p>A phone cannot scan a QR code on its own screen: save it with “Keep the QR code” and show it on another screen, or enter the codes by hand.</p>',
    },
    zh: {
      q: '如何使用QR码或激活码安装eSIM？',
      a: '<p>收到发放完成的邮件后，请打开菜单中的“eSIM设置”，在连接Wi-Fi的状态下，通过以下任一方式安装：</p><ul><li>用手机相机扫描显示在其他屏幕上的QR码</li><li>手动输入SM-DP+地址和激活码</li></ul><p>手机无法扫描自身屏幕上的QR码。请通过“保存QR码”保存后在其他屏幕上显示，或手动输入代码。</p>',
    },
    tw: {
      q: '要如何使用QR碼或開通碼安裝eSIM？',
      a: '<p>收到核發完成的電子郵件後，請開啟選單中的「eSIM設定」，在連上Wi-Fi的狀態下，以下列任一方式安裝：</p><ul><li>用手機相機掃描顯示在其他螢幕上的QR碼</li><li>手動輸入SM-DP+位址和開通碼</li></ul><p>手機無法掃描自己螢幕上的QR碼。請透過「儲存QR碼」儲存後顯示在其他螢幕上，或手動輸入代碼。</p>',
    },
    vi: {
      q: 'Làm thế nào để cài đặt eSIM bằng mã QR hoặc mã kích hoạt?',
      a: '<p>Khi nhận được email thông báo eSIM đã được cấp, hãy mở “Cài đặt eSIM” trong menu và, trong khi kết nối Wi-Fi, cài đặt theo một trong hai cách:</p><ul><li>Dùng camera điện thoại quét mã QR hiển thị trên một màn hình khác.</li><li>Nhập thủ công địa chỉ SM-DP+ và mã kích hoạt.</li></ul><p>Điện thoại không thể quét mã QR trên chính màn hình của nó: hãy lưu mã bằng “Lưu mã QR” rồi hiển thị trên màn hình khác, hoặc nhập mã thủ công.</p>',
    },
  },
};

export const WITHIN_24_HOURS: FaqEntry = {
  id: 255,
  text: {
    ja: {
      q: 'eSIMはいつまでにインストールすればよいですか？',
      a: '<p>QRコードやアクティベーションコードでインストールするeSIMは、<strong>発行から24時間以内</strong>にインストールしてください。24時間を過ぎると、eSIMが無効になる場合があります。</p><p>EIDを登録した端末に配信されるeSIMは、発行完了のメールが届いたら、お早めに端末の設定から追加してください。</p>',
    },
    en: {
      q: 'How soon do I have to install the eSIM?',
      a: '<p>An eSIM you install with a QR code or activation code must be installed <strong>within 24 hours of its issuance</strong>. After 24 hours it may become invalid.</p><p>An eSIM sent to the phone whose EID you entered is added from the phone’s settings: please do so soon after the “eSIM is ready” email arrives.</p>',
    },
    zh: {
      q: 'eSIM需要在多长时间内安装？',
      a: '<p>使用QR码或激活码安装的eSIM，请在<strong>发放后24小时内</strong>安装。超过24小时，eSIM可能会失效。</p><p>发送到您所填EID对应手机的eSIM，请在收到发放完成的邮件后，尽快通过手机设置添加。</p>',
    },
    tw: {
      q: 'eSIM需要在多久之內安裝？',
      a: '<p>使用QR碼或開通碼安裝的eSIM，請於<strong>核發後24小時內</strong>安裝。超過24小時，eSIM可能會失效。</p><p>傳送到您填寫的EID所屬手機的eSIM，請於收到核發完成的電子郵件後，盡快從手機設定中加入。</p>',
    },
    vi: {
      q: 'Tôi cần cài đặt eSIM trong thời hạn bao lâu?',
      a: '<p>eSIM cài đặt bằng mã QR hoặc mã kích hoạt cần được cài đặt <strong>trong vòng 24 giờ kể từ khi được cấp</strong>. Sau 24 giờ, eSIM có thể bị vô hiệu.</p><p>eSIM được gửi đến điện thoại có EID mà quý khách đã nhập thì được thêm từ phần cài đặt của điện thoại: vui lòng thực hiện sớm sau khi nhận được email thông báo.</p>',
    },
  },
};

/** FAQ type 2 only: the APN of the astro and sonet eSIMs, and how a pushed sonet eSIM is added. */
export const ESIM_APN: FaqEntry = {
  id: 201,
  text: {
    ja: {
      q: 'eSIMのAPN設定は必要ですか？',
      a: `<p>QRコードでインストールしたeSIMをiPhoneでご利用の場合、APNはeSIMとともに自動で設定されます。それ以外の場合は、次のAPNを追加してください。ユーザー名とパスワードは不要です。</p><ul><li>QRコードやアクティベーションコードでインストールしたeSIM：<strong>${astro}</strong></li><li>EIDを登録した端末に配信されたeSIM：<strong>${sonet}</strong></li></ul><p>詳しい手順は、メニューの「eSIM設定」でご案内しています。</p>`,
    },
    en: {
      q: 'Do I need to set up an APN for my eSIM?',
      a: `<p>An eSIM installed with a QR code on an iPhone sets its APN up by itself. Otherwise, add the following APN; no username or password is needed.</p><ul><li>An eSIM installed with a QR code or activation code: <strong>${astro}</strong></li><li>An eSIM sent to the phone whose EID you entered: <strong>${sonet}</strong></li></ul><p>The steps are under “eSIM settings” in the menu.</p>`,
    },
    zh: {
      q: 'eSIM需要设置APN吗？',
      a: `<p>在iPhone上使用以QR码安装的eSIM时，APN会随eSIM自动设置。其他情况下，请添加以下APN，无需用户名和密码。</p><ul><li>使用QR码或激活码安装的eSIM：<strong>${astro}</strong></li><li>发送到您所填EID对应手机的eSIM：<strong>${sonet}</strong></li></ul><p>详细步骤请查看菜单中的“eSIM设置”。</p>`,
    },
    tw: {
      q: 'eSIM需要設定APN嗎？',
      a: `<p>在iPhone上使用以QR碼安裝的eSIM時，APN會隨eSIM自動設定。其他情況下，請新增以下APN，不需要使用者名稱和密碼。</p><ul><li>使用QR碼或開通碼安裝的eSIM：<strong>${astro}</strong></li><li>傳送到您填寫的EID所屬手機的eSIM：<strong>${sonet}</strong></li></ul><p>詳細步驟請參閱選單中的「eSIM設定」。</p>`,
    },
    vi: {
      q: 'eSIM có cần cài đặt APN không?',
      a: `<p>eSIM cài đặt bằng mã QR trên iPhone tự động cài đặt APN. Trong các trường hợp khác, vui lòng thêm APN sau; không cần tên người dùng và mật khẩu.</p><ul><li>eSIM cài đặt bằng mã QR hoặc mã kích hoạt: <strong>${astro}</strong></li><li>eSIM được gửi đến điện thoại có EID mà quý khách đã nhập: <strong>${sonet}</strong></li></ul><p>Các bước chi tiết có tại mục “Cài đặt eSIM” trong menu.</p>`,
    },
  },
};

export const SONET_PUSH: FaqEntry = {
  id: 202,
  text: {
    ja: {
      q: 'EIDを登録したeSIMは、どのように端末に追加しますか？',
      a: `<p>このeSIMは、お申し込み時に入力いただいた<strong>EIDの端末</strong>に配信されます。発行完了のメールが届いたら、Wi-Fiに接続した状態で次のとおり追加してください。</p><ul><li>iPhone：${menu('設定', 'モバイル通信', 'eSIMを追加')}</li><li>Android：${menu('設定', 'ネットワークとインターネット', 'SIM')}で「SIMを追加」</li></ul><p>入力したEIDと異なる端末には追加できません。</p>`,
    },
    en: {
      q: 'How do I add an eSIM that is sent to my phone by its EID?',
      a: `<p>This eSIM is sent to <strong>the phone whose EID you entered</strong> when you applied. When the “eSIM is ready” email arrives, connect to Wi-Fi and add it:</p><ul><li>iPhone: ${menu('Settings', 'Mobile Data', 'Add eSIM')}</li><li>Android: ${menu('Settings', 'Network & internet', 'SIMs')}, then “Add SIM”</li></ul><p>It cannot be added to a phone with a different EID.</p>`,
    },
    zh: {
      q: '如何将按EID发送的eSIM添加到手机？',
      a: `<p>此类eSIM会发送到您申请时所填<strong>EID对应的手机</strong>。收到发放完成的邮件后，请在连接Wi-Fi的状态下按以下方式添加：</p><ul><li>iPhone：${menu('设置', '蜂窝网络', '添加eSIM')}</li><li>Android：${menu('设置', '网络和互联网', 'SIM 卡')}，然后轻触“添加 SIM 卡”</li></ul><p>无法添加到EID不同的手机上。</p>`,
    },
    tw: {
      q: '要如何將依EID傳送的eSIM加入手機？',
      a: `<p>此類eSIM會傳送到您申請時填寫的<strong>EID所屬手機</strong>。收到核發完成的電子郵件後，請在連上Wi-Fi的狀態下依下列方式加入：</p><ul><li>iPhone：${menu('設定', '行動服務', '加入eSIM')}</li><li>Android：${menu('設定', '網路和網際網路', 'SIM 卡')}，再輕觸「新增 SIM 卡」</li></ul><p>無法加入到EID不同的手機。</p>`,
    },
    vi: {
      q: 'Làm thế nào để thêm eSIM được gửi theo EID vào điện thoại?',
      a: `<p>Loại eSIM này được gửi đến <strong>điện thoại có EID mà quý khách đã nhập</strong> khi đăng ký. Khi nhận được email thông báo eSIM đã được cấp, hãy kết nối Wi-Fi và thêm eSIM:</p><ul><li>iPhone: ${menu('Cài đặt', 'Di động', 'Thêm eSIM')}</li><li>Android: ${menu('Cài đặt', 'Mạng và Internet', 'SIM')}, rồi chạm “Thêm SIM”</li></ul><p>Không thể thêm eSIM vào điện thoại có EID khác.</p>`,
    },
  },
};
