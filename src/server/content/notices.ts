import type { Language, Notice } from '@/contract';
import { japanMidnight } from '@/server/domain/japan-time';
import { link, withHelpLinks, type Localised } from './localised';

/**
 * Notices of the top page (spec §2, §3), as an MVNO publishes them: maintenance, support hours,
 * new options, changes to the service. Bodies are short HTML (p, strong, ul/li, a) that the portal
 * sanitises. Dated: an old notice stays until the operator removes it, as on a real notice board.
 */
interface NoticeEntry {
  id: number;
  /** The day it was published, in Japan. */
  published: string;
  text: Localised<{ title: string; body: string }>;
}

const NOTICES: NoticeEntry[] = [
  {
    id: 4,
    published: '2026-11-20',
    text: {
      ja: {
        title: '年末年始のカスタマーサポート休業のお知らせ',
        body: '<p>誠に勝手ながら、<strong>2026年12月30日（水）から2027年1月3日（日）まで</strong>、カスタマーサポートを休業いたします。</p><ul><li>期間中にいただいたメール・LINE・WeChat・Facebook・WhatsAppでのお問い合わせには、1月4日（月）10:00以降、順次回答いたします。</li><li>マイページ、データチャージ、利用期間の延長は期間中も通常どおりご利用いただけます。</li></ul><p>ご不便をおかけしますが、何卒ご了承ください。</p>',
      },
      en: {
        title: 'Customer support closed over the New Year holidays',
        body: '<p>Customer support will be closed <strong>from Wednesday 30 December 2026 to Sunday 3 January 2027</strong>.</p><ul><li>Messages sent by email, LINE, WeChat, Facebook or WhatsApp during this period will be answered in order from 10:00 on Monday 4 January.</li><li>The portal, data recharges and usage period extensions remain available as usual.</li></ul><p>We apologise for any inconvenience.</p>',
      },
      zh: {
        title: '年末年初客服休息通知',
        body: '<p><strong>2026年12月30日（周三）至2027年1月3日（周日）</strong>期间，客服中心暂停服务。</p><ul><li>期间通过邮件、LINE、微信、Facebook、WhatsApp发送的咨询，将于1月4日（周一）10:00起依次回复。</li><li>会员页面、流量充值和有效期延长在此期间照常可用。</li></ul><p>给您带来不便，敬请谅解。</p>',
      },
      tw: {
        title: '年末年初客服休息公告',
        body: '<p><strong>2026年12月30日（週三）至2027年1月3日（週日）</strong>期間，客服中心暫停服務。</p><ul><li>期間內透過電子郵件、LINE、WeChat、Facebook、WhatsApp傳送的詢問，將於1月4日（週一）10:00起依序回覆。</li><li>會員專區、流量儲值及延長使用期限於期間內仍可照常使用。</li></ul><p>造成不便，敬請見諒。</p>',
      },
      vi: {
        title: 'Thông báo nghỉ hỗ trợ khách hàng dịp cuối năm và Tết Dương lịch',
        body: '<p>Bộ phận hỗ trợ khách hàng sẽ nghỉ <strong>từ thứ Tư ngày 30/12/2026 đến hết Chủ nhật ngày 3/1/2027</strong>.</p><ul><li>Các yêu cầu gửi qua email, LINE, WeChat, Facebook hoặc WhatsApp trong thời gian này sẽ được trả lời lần lượt từ 10:00 thứ Hai ngày 4/1.</li><li>Trang thành viên, nạp data và gia hạn thời gian sử dụng vẫn hoạt động bình thường.</li></ul><p>Rất mong quý khách thông cảm.</p>',
      },
    },
  },
  {
    id: 3,
    published: '2026-11-10',
    text: {
      ja: {
        title: '【メンテナンス】12月8日（火）2:00〜5:00 システムメンテナンスのお知らせ',
        body: '<p>システムメンテナンスのため、<strong>2026年12月8日（火）2:00〜5:00</strong>の間、次のサービスを停止いたします。</p><ul><li>マイページへのログイン</li><li>データチャージ・利用期間の延長のお申し込みとお支払い</li></ul><p>データ通信は通常どおりご利用いただけます。作業の状況により、終了時刻が前後する場合があります。</p>',
      },
      en: {
        title: 'Scheduled maintenance: Tuesday 8 December, 2:00–5:00',
        body: '<p>Because of system maintenance, the following will be unavailable on <strong>Tuesday 8 December 2026 from 2:00 to 5:00 (Japan time)</strong>:</p><ul><li>Logging in to the portal</li><li>Ordering and paying for data recharges and usage period extensions</li></ul><p>Mobile data keeps working as usual. The work may finish earlier or later than planned.</p>',
      },
      zh: {
        title: '【维护】12月8日（周二）2:00～5:00 系统维护通知',
        body: '<p>因系统维护，<strong>2026年12月8日（周二）2:00～5:00（日本时间）</strong>期间，以下服务将暂停：</p><ul><li>登录会员页面</li><li>流量充值、有效期延长的申请与支付</li></ul><p>数据通信不受影响，可照常使用。结束时间可能因作业情况提前或推迟。</p>',
      },
      tw: {
        title: '【維護】12月8日（週二）2:00～5:00 系統維護公告',
        body: '<p>因系統維護，<strong>2026年12月8日（週二）2:00～5:00（日本時間）</strong>期間，以下服務將暫停：</p><ul><li>登入會員專區</li><li>流量儲值、延長使用期限的申請與付款</li></ul><p>行動數據不受影響，可照常使用。結束時間可能依作業狀況提前或延後。</p>',
      },
      vi: {
        title: '[Bảo trì] Thứ Ba ngày 8/12, 2:00–5:00',
        body: '<p>Do bảo trì hệ thống, các dịch vụ sau sẽ tạm ngừng vào <strong>thứ Ba ngày 8/12/2026, từ 2:00 đến 5:00 (giờ Nhật Bản)</strong>:</p><ul><li>Đăng nhập trang thành viên</li><li>Đăng ký và thanh toán nạp data, gia hạn thời gian sử dụng</li></ul><p>Kết nối dữ liệu di động vẫn hoạt động bình thường. Thời gian kết thúc có thể sớm hoặc muộn hơn dự kiến.</p>',
      },
    },
  },
  {
    id: 2,
    published: '2026-10-01',
    text: {
      ja: {
        title: 'プリペイドSIMで5Gオプションの提供を開始しました',
        body: `<p>本日より、プリペイドSIM（物理SIM）をご利用のお客さまは、メニューの「5G通信オプション」から<strong>無料で</strong>5Gオプションをお申し込みいただけます。</p><ul><li>お申し込み後、しばらくすると5Gがご利用いただけるようになります。</li><li>お申し込み後の取り消しはできません。また、3Gはご利用いただけなくなります。</li><li>5G対応端末と5Gエリアが必要です。eSIMは対象外です。</li></ul><p>詳しくは${link('{help:prepaid-sim/5g-option}', 'こちら')}をご覧ください。</p>`,
      },
      en: {
        title: '5G option now available for prepaid SIMs',
        body: `<p>From today, customers with a physical prepaid SIM can add the 5G option <strong>free of charge</strong> from “5G communication option” in the menu.</p><ul><li>5G becomes available shortly after you apply.</li><li>The option cannot be cancelled once requested, and 3G is no longer available afterwards.</li><li>You need a 5G-capable phone and 5G coverage. eSIMs are not eligible.</li></ul><p>${link('{help:prepaid-sim/5g-option}', 'Read more about the 5G option')}.</p>`,
      },
      zh: {
        title: '预付费SIM卡开始提供5G选项',
        body: `<p>即日起，使用预付费SIM卡（实体SIM卡）的用户可通过菜单中的“5G通信选项”<strong>免费</strong>申请5G选项。</p><ul><li>申请后稍等片刻即可使用5G。</li><li>申请后无法取消，且将无法再使用3G。</li><li>需要支持5G的手机并位于5G覆盖区域。eSIM不在适用范围内。</li></ul><p>详情请${link('{help:prepaid-sim/5g-option}', '点击此处')}查看。</p>`,
      },
      tw: {
        title: '預付SIM卡開始提供5G選項',
        body: `<p>即日起，使用預付SIM卡（實體SIM卡）的用戶可從選單中的「5G通訊選項」<strong>免費</strong>申請5G選項。</p><ul><li>申請後稍待片刻即可使用5G。</li><li>申請後無法取消，且將無法再使用3G。</li><li>需使用支援5G的手機並位於5G涵蓋範圍內。eSIM不適用。</li></ul><p>詳情請${link('{help:prepaid-sim/5g-option}', '點此查看')}。</p>`,
      },
      vi: {
        title: 'Ra mắt tùy chọn 5G cho SIM trả trước',
        body: `<p>Từ hôm nay, khách hàng dùng SIM vật lý trả trước có thể đăng ký tùy chọn 5G <strong>miễn phí</strong> tại mục “Tùy chọn kết nối 5G” trong menu.</p><ul><li>5G sẽ sử dụng được sau khi đăng ký một thời gian ngắn.</li><li>Sau khi đăng ký, không thể hủy và sẽ không dùng được 3G nữa.</li><li>Cần điện thoại hỗ trợ 5G và ở trong vùng phủ sóng 5G. eSIM không được áp dụng.</li></ul><p>${link('{help:prepaid-sim/5g-option}', 'Xem chi tiết về tùy chọn 5G')}.</p>`,
      },
    },
  },
  {
    id: 1,
    published: '2023-10-02',
    text: {
      ja: {
        title: '11月1日より、データ容量の繰り越しを開始します',
        body: '<p><strong>2023年11月1日</strong>より、3GB以上のプランでその月に使い切れなかった基本データ容量を、翌月に繰り越せるようになります。</p><ul><li>繰り越したデータ容量は翌月末までにご利用ください。翌月に使い切れなかった分は失効します。</li><li>オンライン申込限定の1GBプランと、データチャージで追加したデータ容量は対象外です。</li></ul><p>お申し込みは不要です。</p>',
      },
      en: {
        title: 'Data rollover starts on 1 November',
        body: '<p>From <strong>1 November 2023</strong>, unused basic monthly data of plans of 3GB or more carries over to the next month.</p><ul><li>Carried-over data must be used during that next month; whatever is left at its end expires.</li><li>The 1GB plan sold only online and data added by recharges do not carry over.</li></ul><p>There is nothing you need to do: it applies automatically.</p>',
      },
      zh: {
        title: '11月1日起开始提供流量结转',
        body: '<p>自<strong>2023年11月1日</strong>起，3GB及以上套餐当月未用完的基本流量可结转至下个月。</p><ul><li>结转的流量请在下个月内使用，月底未用完的部分将失效。</li><li>仅限网上申请的1GB套餐以及通过充值增加的流量不在结转范围内。</li></ul><p>无需申请，自动适用。</p>',
      },
      tw: {
        title: '11月1日起開始提供流量累積',
        body: '<p>自<strong>2023年11月1日</strong>起，3GB以上方案當月沒用完的基本流量，可累積至下個月使用。</p><ul><li>累積的流量請於下個月內使用完畢，月底未用完的部分將失效。</li><li>限網路申辦的1GB方案，以及透過儲值增加的流量，不適用累積。</li></ul><p>無需申請，將自動適用。</p>',
      },
      vi: {
        title: 'Bắt đầu chuyển dung lượng sang tháng sau từ ngày 1/11',
        body: '<p>Từ <strong>ngày 1/11/2023</strong>, dung lượng cơ bản hằng tháng chưa dùng hết của các gói từ 3GB trở lên sẽ được chuyển sang tháng sau.</p><ul><li>Dung lượng được chuyển cần dùng trong tháng tiếp theo; phần còn lại vào cuối tháng đó sẽ hết hiệu lực.</li><li>Gói 1GB chỉ bán trực tuyến và dung lượng nạp thêm không được chuyển.</li></ul><p>Quý khách không cần đăng ký, chương trình được áp dụng tự động.</p>',
      },
    },
  },
];

/** Every notice in the reader's language, newest first; published_at is 00:00 JST of its day. */
export function noticesIn(lng: Language): Notice[] {
  return NOTICES.map((n) => ({
    id: n.id,
    title: n.text[lng].title,
    body: withHelpLinks(n.text[lng].body, lng),
    published_at: japanMidnight(n.published) / 1000,
  })).sort((a, b) => b.published_at - a.published_at || b.id - a.id);
}
