import { ACTIVATION_WINDOW_DAYS as DAYS } from '@/contract';
import { PREPAID_APN } from '@/server/apn/data/prepaid';
import { esc } from '@/server/apn/html';
import type { FaqEntry } from './entry';

/** FAQ type 1: the physical prepaid SIM. APN values and the window come from the code that enforces them. */
const apn = esc(PREPAID_APN.apn ?? '');
const user = esc(PREPAID_APN.username ?? '');
const pass = esc(PREPAID_APN.password ?? '');
const auth = esc(PREPAID_APN.authentication_type ?? '');

export const PREPAID_FAQ: FaqEntry[] = [
  {
    id: 101,
    text: {
      ja: {
        q: 'SIMはいつから使えますか？開通日は変更できますか？',
        a: `<p>「初期設定」で、本日から${DAYS}日以内の開通日を予約してください。<strong>予約した日の0:00（日本時間）</strong>から通信でき、プランの有効期間もその日から始まります。</p><ul><li>予約した開通日は、変更・取り消しができません。</li><li>SIMカードの台紙に記載された開通期限を過ぎると、SIMは自動的に解約されます。</li></ul>`,
      },
      en: {
        q: 'When can I start using my SIM? Can I change the activation date?',
        a: `<p>Reserve an activation date within ${DAYS} days from today in “Initial settings”. The SIM works <strong>from 0:00 (Japan time) on that day</strong>, and your plan’s validity starts the same day.</p><ul><li>A reserved activation date cannot be changed or cancelled.</li><li>If the activation deadline printed on the SIM card’s holder passes, the SIM is terminated automatically.</li></ul>`,
      },
      zh: {
        q: '什么时候可以开始使用SIM卡？可以更改激活日期吗？',
        a: `<p>请在“初始设置”中预约今天起${DAYS}天内的激活日期。SIM卡<strong>从该日0:00（日本时间）起</strong>即可上网，套餐有效期也从当天开始计算。</p><ul><li>激活日期一经预约，无法更改或取消。</li><li>超过SIM卡卡托上印有的激活期限后，SIM卡将被自动注销。</li></ul>`,
      },
      tw: {
        q: '什麼時候可以開始使用SIM卡？可以更改開通日期嗎？',
        a: `<p>請在「初始設定」中預約今天起${DAYS}天內的開通日期。SIM卡<strong>自該日0:00（日本時間）起</strong>即可上網，方案的使用期限也從當天開始計算。</p><ul><li>開通日期一經預約，即無法更改或取消。</li><li>超過SIM卡卡板上印製的開通期限後，SIM卡將自動解約。</li></ul>`,
      },
      vi: {
        q: 'Khi nào tôi có thể bắt đầu dùng SIM? Tôi có đổi được ngày kích hoạt không?',
        a: `<p>Vui lòng đặt ngày kích hoạt trong vòng ${DAYS} ngày kể từ hôm nay tại mục “Cài đặt ban đầu”. SIM kết nối được <strong>từ 0:00 (giờ Nhật Bản) của ngày đó</strong>, và thời hạn gói cước cũng bắt đầu từ ngày đó.</p><ul><li>Ngày kích hoạt đã đặt không thể thay đổi hay hủy.</li><li>Nếu quá hạn kích hoạt in trên vỉ SIM, SIM sẽ tự động bị hủy.</li></ul>`,
      },
    },
  },
  {
    id: 102,
    text: {
      ja: {
        q: 'APNの設定内容を教えてください。',
        a: `<p>次のとおり設定してください。</p><ul><li>APN：<strong>${apn}</strong></li><li>ユーザー名：<strong>${user}</strong></li><li>パスワード：<strong>${pass}</strong></li><li>認証タイプ：<strong>${auth}</strong></li></ul><p>iPhone・iPadは、メニューの「APN設定」から構成プロファイルをダウンロードしてインストールするだけで設定できます。Android、パソコン、Wi-Fiルーターの手順も「APN設定」でご案内しています。</p>`,
      },
      en: {
        q: 'What are the APN settings?',
        a: `<p>Enter the following:</p><ul><li>APN: <strong>${apn}</strong></li><li>Username: <strong>${user}</strong></li><li>Password: <strong>${pass}</strong></li><li>Authentication type: <strong>${auth}</strong></li></ul><p>On an iPhone or iPad, just download and install the configuration profile from “APN configuration” in the menu. The steps for Android, computers and Wi-Fi routers are there too.</p>`,
      },
      zh: {
        q: 'APN应该如何设置？',
        a: `<p>请按以下内容设置：</p><ul><li>APN：<strong>${apn}</strong></li><li>用户名：<strong>${user}</strong></li><li>密码：<strong>${pass}</strong></li><li>身份验证类型：<strong>${auth}</strong></li></ul><p>iPhone和iPad只需在菜单的“APN设置”中下载并安装描述文件即可。Android手机、电脑和Wi-Fi路由器的设置步骤也可在“APN设置”中查看。</p>`,
      },
      tw: {
        q: 'APN要如何設定？',
        a: `<p>請依下列內容設定：</p><ul><li>APN：<strong>${apn}</strong></li><li>使用者名稱：<strong>${user}</strong></li><li>密碼：<strong>${pass}</strong></li><li>驗證類型：<strong>${auth}</strong></li></ul><p>iPhone和iPad只要從選單的「APN設定」下載並安裝描述檔即可完成設定。Android手機、電腦及Wi-Fi分享器的設定步驟，也可在「APN設定」中查看。</p>`,
      },
      vi: {
        q: 'Cài đặt APN như thế nào?',
        a: `<p>Vui lòng nhập như sau:</p><ul><li>APN: <strong>${apn}</strong></li><li>Tên người dùng: <strong>${user}</strong></li><li>Mật khẩu: <strong>${pass}</strong></li><li>Loại xác thực: <strong>${auth}</strong></li></ul><p>Với iPhone và iPad, quý khách chỉ cần tải và cài đặt cấu hình từ mục “Cài đặt APN” trong menu. Hướng dẫn cho Android, máy tính và bộ phát Wi-Fi cũng có tại mục này.</p>`,
      },
    },
  },
  {
    id: 103,
    text: {
      ja: {
        q: '使い切れなかったデータ容量は翌月に繰り越せますか？',
        a: '<p>はい。<strong>3GB以上のプラン</strong>では、その月に使い切れなかった基本データ容量が自動的に翌月に繰り越されます（2023年11月1日から）。</p><ul><li>繰り越した分は翌月中にご利用ください。翌月に使い切れなかった分は失効します。</li><li>オンライン申込限定の1GBプランと、データチャージで追加したデータ容量は対象外です。</li></ul>',
      },
      en: {
        q: 'Does unused data carry over to the next month?',
        a: '<p>Yes. On <strong>plans of 3GB or more</strong>, the basic monthly data you did not use carries over to the next month automatically (since 1 November 2023).</p><ul><li>Carried-over data must be used during that next month; whatever is left at its end expires.</li><li>The 1GB plan sold only online and data added by recharges do not carry over.</li></ul>',
      },
      zh: {
        q: '当月没用完的流量可以结转到下个月吗？',
        a: '<p>可以。<strong>3GB及以上的套餐</strong>，当月未用完的基本流量会自动结转至下个月（2023年11月1日起）。</p><ul><li>结转的流量请在下个月内使用，下个月仍未用完的部分将失效。</li><li>仅限网上申请的1GB套餐以及通过充值增加的流量不可结转。</li></ul>',
      },
      tw: {
        q: '當月沒用完的流量可以累積到下個月嗎？',
        a: '<p>可以。<strong>3GB以上的方案</strong>，當月沒用完的基本流量會自動累積至下個月（自2023年11月1日起）。</p><ul><li>累積的流量請於下個月內使用完畢，下個月仍未用完的部分將失效。</li><li>限網路申辦的1GB方案，以及透過儲值增加的流量，不適用累積。</li></ul>',
      },
      vi: {
        q: 'Dung lượng chưa dùng hết có được chuyển sang tháng sau không?',
        a: '<p>Có. Với <strong>các gói từ 3GB trở lên</strong>, dung lượng cơ bản hằng tháng chưa dùng hết sẽ tự động được chuyển sang tháng sau (từ ngày 1/11/2023).</p><ul><li>Dung lượng được chuyển cần dùng trong tháng tiếp theo; phần còn lại vào cuối tháng đó sẽ hết hiệu lực.</li><li>Gói 1GB chỉ bán trực tuyến và dung lượng nạp thêm không được chuyển.</li></ul>',
      },
    },
  },
  {
    id: 104,
    text: {
      ja: {
        q: '有効期限が切れた後でも、データチャージや利用期間の延長はできますか？',
        a: '<p>できません。データチャージと利用期間の延長は、<strong>有効期限より前</strong>にお申し込みください。有効期限を過ぎると、お申し込みいただけなくなります。</p><p>メニューの「データチャージ」または「利用期間延長」からプランを選び、各プランに表示されている期限までにご購入ください。</p>',
      },
      en: {
        q: 'Can I recharge data or extend my usage period after the expiry date?',
        a: '<p>No. Data recharges and usage period extensions are only possible <strong>before your usage expiry date</strong>; after it, they can no longer be ordered.</p><p>Choose a plan under “Data recharge” or “Use period extension” in the menu, and buy it before the date shown on the plan.</p>',
      },
      zh: {
        q: '有效期过后还能充值流量或延长有效期吗？',
        a: '<p>不能。流量充值和延长有效期只能在<strong>有效期截止前</strong>申请，过期后将无法申请。</p><p>请在菜单的“流量充值”或“延长有效期”中选择套餐，并在套餐显示的期限前购买。</p>',
      },
      tw: {
        q: '使用期限過後，還能儲值流量或延長使用期限嗎？',
        a: '<p>無法。流量儲值與延長使用期限僅能於<strong>使用期限截止前</strong>申請，過期後即無法申請。</p><p>請從選單的「流量儲值」或「延長使用期限」選擇方案，並於方案標示的期限前購買。</p>',
      },
      vi: {
        q: 'Tôi có thể nạp data hoặc gia hạn thời gian sử dụng sau khi hết hạn không?',
        a: '<p>Không. Nạp data và gia hạn thời gian sử dụng chỉ thực hiện được <strong>trước ngày hết hạn sử dụng</strong>; sau ngày đó sẽ không thể đăng ký.</p><p>Vui lòng chọn gói tại mục “Nạp data” hoặc “Gia hạn thời gian sử dụng” trong menu và mua trước thời hạn ghi trên gói.</p>',
      },
    },
  },
  {
    id: 105,
    text: {
      ja: {
        q: '支払い方法には何がありますか？コンビニでも支払えますか？',
        a: '<p>次のお支払い方法をご利用いただけます。料金はすべて税込です。</p><ul><li>クレジットカード（Visa、Mastercard、JCB、American Express、Diners Club）</li><li>銀聯（UnionPay）</li><li>WeChat Pay</li><li>Alipay</li><li>コンビニ払い（スマートピット）</li></ul><p>コンビニ払いでは、ご注文後に表示されるスマートピット番号で、お支払い期限までに店頭でお支払いください。未払いのご注文は「注文履歴」からお支払いまたはキャンセルできます。</p>',
      },
      en: {
        q: 'How can I pay? Can I pay at a convenience store?',
        a: '<p>You can pay by any of these methods. All prices include tax.</p><ul><li>Credit card (Visa, Mastercard, JCB, American Express, Diners Club)</li><li>UnionPay</li><li>WeChat Pay</li><li>Alipay</li><li>Convenience store payment (Smartpit)</li></ul><p>To pay at a convenience store, take the Smartpit number shown after you order to the store and pay before the payment deadline. Unpaid orders can be paid or cancelled from “Order history”.</p>',
      },
      zh: {
        q: '有哪些付款方式？可以在便利店付款吗？',
        a: '<p>可使用以下付款方式，价格均已含税。</p><ul><li>信用卡（Visa、Mastercard、JCB、American Express、Diners Club）</li><li>银联</li><li>微信支付</li><li>支付宝</li><li>便利店付款（Smartpit）</li></ul><p>选择便利店付款时，请凭下单后显示的Smartpit号码，在付款期限前到便利店柜台付款。未付款的订单可在“订单记录”中付款或取消。</p>',
      },
      tw: {
        q: '有哪些付款方式？可以在便利商店付款嗎？',
        a: '<p>可使用以下付款方式，價格皆已含稅。</p><ul><li>信用卡（Visa、Mastercard、JCB、American Express、Diners Club）</li><li>銀聯卡</li><li>微信支付</li><li>支付寶</li><li>日本便利商店付款（Smartpit）</li></ul><p>選擇便利商店付款時，請憑下單後顯示的Smartpit號碼，於繳費期限前至日本便利商店櫃檯付款。未付款的訂單可在「訂單紀錄」中付款或取消。</p>',
      },
      vi: {
        q: 'Có những phương thức thanh toán nào? Tôi có thể thanh toán tại cửa hàng tiện lợi không?',
        a: '<p>Quý khách có thể thanh toán bằng các phương thức sau. Giá đã bao gồm thuế.</p><ul><li>Thẻ tín dụng (Visa, Mastercard, JCB, American Express, Diners Club)</li><li>UnionPay</li><li>WeChat Pay</li><li>Alipay</li><li>Thanh toán tại cửa hàng tiện lợi (Smartpit)</li></ul><p>Khi thanh toán tại cửa hàng tiện lợi, vui lòng mang số Smartpit hiển thị sau khi đặt hàng đến quầy và thanh toán trước hạn. Đơn hàng chưa thanh toán có thể được thanh toán hoặc hủy tại “Lịch sử đơn hàng”.</p>',
      },
    },
  },
  {
    id: 106,
    text: {
      ja: {
        q: '5Gは使えますか？',
        a: '<p>プリペイドSIMをご利用の方は、メニューの「5G通信オプション」から<strong>無料で</strong>5Gオプションを追加できます。お申し込み後、まもなく5Gエリアで5Gをご利用いただけるようになります。</p><ul><li>お申し込み後の取り消しはできません。</li><li>追加後は3Gをご利用いただけなくなります。</li><li>5G対応の端末が必要です。eSIMは対象外です。</li></ul>',
      },
      en: {
        q: 'Can I use 5G?',
        a: '<p>With a prepaid SIM you can add the 5G option <strong>free of charge</strong> from “5G communication option” in the menu. Shortly after you apply, you can use 5G wherever it is available.</p><ul><li>The option cannot be cancelled once requested.</li><li>3G is no longer available after it is added.</li><li>You need a 5G-capable phone. eSIMs are not eligible.</li></ul>',
      },
      zh: {
        q: '可以使用5G吗？',
        a: '<p>使用预付费SIM卡的用户，可通过菜单中的“5G通信选项”<strong>免费</strong>添加5G选项。申请后稍等片刻，即可在5G覆盖区域使用5G。</p><ul><li>申请后无法取消。</li><li>添加后将无法再使用3G。</li><li>需要支持5G的手机。eSIM不在适用范围内。</li></ul>',
      },
      tw: {
        q: '可以使用5G嗎？',
        a: '<p>使用預付SIM卡的用戶，可從選單中的「5G通訊選項」<strong>免費</strong>加入5G選項。申請後稍待片刻，即可在5G涵蓋範圍內使用5G。</p><ul><li>申請後無法取消。</li><li>加入後將無法再使用3G。</li><li>需使用支援5G的手機。eSIM不適用。</li></ul>',
      },
      vi: {
        q: 'Tôi có dùng được 5G không?',
        a: '<p>Khách hàng dùng SIM trả trước có thể thêm tùy chọn 5G <strong>miễn phí</strong> tại mục “Tùy chọn kết nối 5G” trong menu. Sau khi đăng ký một thời gian ngắn, quý khách có thể dùng 5G tại khu vực có sóng 5G.</p><ul><li>Không thể hủy sau khi đã đăng ký.</li><li>Sau khi thêm, sẽ không dùng được 3G nữa.</li><li>Cần điện thoại hỗ trợ 5G. eSIM không được áp dụng.</li></ul>',
      },
    },
  },
  {
    id: 107,
    text: {
      ja: {
        q: 'インターネットにつながりません。',
        a: '<p>次の点をご確認ください。</p><ul><li>開通日を迎えているか、有効期限が切れていないか、データ残量があるか（「トップページ」で確認できます）</li><li>APNが正しく入力され、選択されているか</li><li>モバイルデータ通信がオンになっているか</li></ul><p>それでもつながらない場合は、機内モードのオン・オフや端末の再起動をお試しのうえ、カスタマーサポートへご連絡ください。</p>',
      },
      en: {
        q: 'I cannot connect to the internet.',
        a: '<p>Please check the following:</p><ul><li>Your activation date has arrived, the SIM has not expired and you have data left (see the “Top page”).</li><li>The APN is entered correctly and selected.</li><li>Mobile data is turned on.</li></ul><p>If it still does not connect, turn airplane mode on and off or restart the phone, then contact customer support.</p>',
      },
      zh: {
        q: '无法连接网络怎么办？',
        a: '<p>请确认以下几点：</p><ul><li>是否已到激活日期、是否已过有效期、是否还有剩余流量（可在“首页”查看）</li><li>APN是否输入正确并已选中</li><li>移动数据是否已开启</li></ul><p>如仍无法连接，请尝试开关飞行模式或重启手机，然后联系客服。</p>',
      },
      tw: {
        q: '無法連上網路怎麼辦？',
        a: '<p>請確認下列事項：</p><ul><li>是否已到開通日期、是否已超過使用期限、是否還有剩餘流量（可在「首頁」查看）</li><li>APN是否輸入正確並已選取</li><li>行動數據是否已開啟</li></ul><p>若仍無法連線，請嘗試開關飛航模式或重新啟動手機，再與客服中心聯繫。</p>',
      },
      vi: {
        q: 'Tôi không kết nối được Internet.',
        a: '<p>Vui lòng kiểm tra các điểm sau:</p><ul><li>Đã đến ngày kích hoạt chưa, SIM đã hết hạn chưa, còn dung lượng không (xem tại “Trang chủ”)</li><li>APN đã được nhập đúng và đã được chọn chưa</li><li>Dữ liệu di động đã được bật chưa</li></ul><p>Nếu vẫn không kết nối được, hãy bật rồi tắt chế độ máy bay hoặc khởi động lại điện thoại, sau đó liên hệ bộ phận hỗ trợ khách hàng.</p>',
      },
    },
  },
];
