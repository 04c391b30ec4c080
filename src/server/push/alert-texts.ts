import type { AlertKind, Language } from '@/contract';
import { japanDate } from '@/server/domain/japan-time';

/**
 * What each alert says, in the customer's language: a title and one or two sentences, short enough
 * for a lock screen. The same words go into the alert mail (push/alert-mail.ts).
 */
export interface AlertFacts {
  /** How the customer knows the SIM: its phone number, or the end of its ICCID. */
  sim: string;
  usedMb?: number;
  totalMb?: number;
  /** Epoch ms: when the usage period ends, or an order's payment deadline. */
  at?: number;
  orderNumber?: string;
  price?: number;
}

type Words = Record<AlertKind, (f: Required<AlertFacts>) => { title: string; body: string }>;

/** MB as people read it: GB with one decimal from 1 GB up. */
export function dataAmount(mb: number): string {
  return mb >= 1024 ? `${(Math.floor((mb / 1024) * 10) / 10).toFixed(1)} GB` : `${Math.max(0, Math.round(mb))} MB`;
}

const left = (f: Required<AlertFacts>) => dataAmount(Math.max(0, f.totalMb - f.usedMb));
const total = (f: Required<AlertFacts>) => dataAmount(f.totalMb);
const yen = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

const WORDS: Record<Language, Words> = {
  ja: {
    data_20: (f) => ({
      title: 'データ残量が20%になりました',
      body: `${f.sim}：残り${left(f)}（${total(f)}中）。通信できるうちにデータを追加してください。`,
    }),
    data_5: (f) => ({
      title: 'データ残量が残り5%です',
      body: `${f.sim}：残り${left(f)}（${total(f)}中）。まもなく通信できなくなります。今すぐデータを追加してください。`,
    }),
    period_3_days: (f) => ({
      title: `利用期間は${japanDate(f.at)}までです`,
      body: `${f.sim}：期間が過ぎるとこのSIMは使えなくなります。早めに期間を延長してください。`,
    }),
    period_last_day: (f) => ({
      title: '本日が利用期間の最終日です',
      body: `${f.sim}：利用期間は本日（${japanDate(f.at)}）で終了します。引き続き使うには期間を延長してください。`,
    }),
    unpaid_tomorrow: (f) => ({
      title: 'お支払い期限は明日です',
      body: `${f.sim}：ご注文${f.orderNumber}（${yen(f.price, ',')}円・税込）のお支払い期限は${japanDate(f.at)}です。期限を過ぎるとキャンセルされます。`,
    }),
    esim_ready: (f) => ({ title: 'eSIMの準備ができました', body: `${f.sim}：Wi-Fiに接続して、ポータルからインストールしてください。` }),
    five_g_added: (f) => ({
      title: '5Gオプションを追加しました',
      body: `${f.sim}：5Gが使えるようになりました。このSIMでは3Gは使えなくなります。`,
    }),
    auto_topup_failed: (f) => ({
      title: '自動チャージできませんでした',
      body: `${f.sim}：登録カードでのお支払いができませんでした。ポータルからデータを追加してください。`,
    }),
    auto_topup_off: (f) => ({
      title: '自動チャージを停止しました',
      body: `${f.sim}：お支払いが2回続けてできなかったため、自動チャージをオフにしました。`,
    }),
  },
  en: {
    data_20: (f) => ({
      title: '20% of your data is left',
      body: `${f.sim}: ${left(f)} of ${total(f)} left. Add data now, while you still have a connection.`,
    }),
    data_5: (f) => ({
      title: 'Only 5% of your data is left',
      body: `${f.sim}: ${left(f)} of ${total(f)} left. You will soon be offline: add data now.`,
    }),
    period_3_days: (f) => ({
      title: `Your usage period ends on ${japanDate(f.at)}`,
      body: `${f.sim}: after that, this SIM can no longer be used. Extend the period in time.`,
    }),
    period_last_day: (f) => ({
      title: 'Today is the last day of your usage period',
      body: `${f.sim}: the period ends today (${japanDate(f.at)}). Extend it to keep using this SIM.`,
    }),
    unpaid_tomorrow: (f) => ({
      title: 'Your payment is due tomorrow',
      body: `${f.sim}: order ${f.orderNumber} (¥${yen(f.price, ',')}, tax incl.) must be paid by ${japanDate(f.at)}, or it will be cancelled.`,
    }),
    esim_ready: (f) => ({ title: 'Your eSIM is ready to install', body: `${f.sim}: connect to Wi-Fi and install it from the portal.` }),
    five_g_added: (f) => ({ title: '5G option added', body: `${f.sim}: 5G is now on. 3G is no longer available on this SIM.` }),
    auto_topup_failed: (f) => ({
      title: 'Automatic top-up could not buy data',
      body: `${f.sim}: your saved card could not be charged. Please add data in the portal.`,
    }),
    auto_topup_off: (f) => ({
      title: 'Automatic top-up is now off',
      body: `${f.sim}: two payments in a row did not go through, so automatic top-up has been turned off.`,
    }),
  },
  zh: {
    data_20: (f) => ({ title: '流量仅剩20%', body: `${f.sim}：剩余${left(f)}（共${total(f)}）。请趁还能上网时充值流量。` }),
    data_5: (f) => ({ title: '流量仅剩5%', body: `${f.sim}：剩余${left(f)}（共${total(f)}）。即将无法上网，请立即充值流量。` }),
    period_3_days: (f) => ({ title: `使用期限至${japanDate(f.at)}`, body: `${f.sim}：过期后此SIM卡将无法使用，请及时延长使用期限。` }),
    period_last_day: (f) => ({
      title: '今天是使用期限的最后一天',
      body: `${f.sim}：使用期限于今天（${japanDate(f.at)}）结束。如需继续使用，请延长期限。`,
    }),
    unpaid_tomorrow: (f) => ({
      title: '付款期限为明天',
      body: `${f.sim}：订单${f.orderNumber}（${yen(f.price, ',')}日元，含税）须在${japanDate(f.at)}前付款，逾期将自动取消。`,
    }),
    esim_ready: (f) => ({ title: '您的eSIM已可以安装', body: `${f.sim}：请连接Wi-Fi，在客户门户中进行安装。` }),
    five_g_added: (f) => ({ title: '已添加5G选项', body: `${f.sim}：现在可以使用5G了。此SIM卡将无法再使用3G。` }),
    auto_topup_failed: (f) => ({ title: '自动充值未能完成', body: `${f.sim}：已保存的银行卡未能扣款。请在门户网站中添加流量。` }),
    auto_topup_off: (f) => ({ title: '自动充值已关闭', body: `${f.sim}：由于连续两次付款未成功，自动充值已关闭。` }),
  },
  tw: {
    data_20: (f) => ({ title: '數據用量僅剩20%', body: `${f.sim}：剩餘${left(f)}（共${total(f)}）。請趁還能上網時加購數據。` }),
    data_5: (f) => ({ title: '數據用量僅剩5%', body: `${f.sim}：剩餘${left(f)}（共${total(f)}）。即將無法上網，請立即加購數據。` }),
    period_3_days: (f) => ({ title: `使用期限至${japanDate(f.at)}`, body: `${f.sim}：過期後此SIM卡將無法使用，請及早延長使用期限。` }),
    period_last_day: (f) => ({
      title: '今天是使用期限的最後一天',
      body: `${f.sim}：使用期限於今天（${japanDate(f.at)}）結束。若要繼續使用，請延長期限。`,
    }),
    unpaid_tomorrow: (f) => ({
      title: '付款期限為明天',
      body: `${f.sim}：訂單${f.orderNumber}（${yen(f.price, ',')}日圓，含稅）須於${japanDate(f.at)}前付款，逾期將自動取消。`,
    }),
    esim_ready: (f) => ({ title: '您的eSIM已可安裝', body: `${f.sim}：請連線Wi-Fi，在會員專區進行安裝。` }),
    five_g_added: (f) => ({ title: '已新增5G選項', body: `${f.sim}：現在可以使用5G了。此SIM卡將無法再使用3G。` }),
    auto_topup_failed: (f) => ({ title: '自動儲值未能完成', body: `${f.sim}：已儲存的信用卡無法扣款。請在入口網站中加購數據流量。` }),
    auto_topup_off: (f) => ({ title: '自動儲值已關閉', body: `${f.sim}：由於連續兩次付款未成功，自動儲值已關閉。` }),
  },
  vi: {
    data_20: (f) => ({
      title: 'Dung lượng dữ liệu chỉ còn 20%',
      body: `${f.sim}: còn ${left(f)} trên ${total(f)}. Hãy mua thêm dữ liệu khi vẫn còn kết nối.`,
    }),
    data_5: (f) => ({
      title: 'Dung lượng dữ liệu chỉ còn 5%',
      body: `${f.sim}: còn ${left(f)} trên ${total(f)}. Bạn sắp mất kết nối: hãy mua thêm dữ liệu ngay.`,
    }),
    period_3_days: (f) => ({
      title: `Thời hạn sử dụng kết thúc vào ${japanDate(f.at)}`,
      body: `${f.sim}: sau ngày này, SIM sẽ không dùng được nữa. Hãy gia hạn kịp thời.`,
    }),
    period_last_day: (f) => ({
      title: 'Hôm nay là ngày cuối của thời hạn sử dụng',
      body: `${f.sim}: thời hạn kết thúc hôm nay (${japanDate(f.at)}). Hãy gia hạn để tiếp tục sử dụng SIM này.`,
    }),
    unpaid_tomorrow: (f) => ({
      title: 'Hạn thanh toán là ngày mai',
      body: `${f.sim}: đơn hàng ${f.orderNumber} (${yen(f.price, '.')} yên, đã gồm thuế) cần được thanh toán trước ${japanDate(f.at)}, nếu không sẽ bị hủy.`,
    }),
    esim_ready: (f) => ({
      title: 'eSIM của bạn đã sẵn sàng để cài đặt',
      body: `${f.sim}: hãy kết nối Wi-Fi và cài đặt từ cổng thông tin khách hàng.`,
    }),
    five_g_added: (f) => ({ title: 'Đã thêm tùy chọn 5G', body: `${f.sim}: 5G đã được bật. SIM này không còn dùng được 3G.` }),
    auto_topup_failed: (f) => ({
      title: 'Không thể tự động nạp dữ liệu',
      body: `${f.sim}: không thể thanh toán bằng thẻ đã lưu. Vui lòng mua thêm dữ liệu trên cổng thông tin.`,
    }),
    auto_topup_off: (f) => ({
      title: 'Đã tắt tự động nạp dữ liệu',
      body: `${f.sim}: hai lần thanh toán liên tiếp không thành công nên tính năng tự động nạp đã được tắt.`,
    }),
  },
};

export function alertWords(lng: Language, kind: AlertKind, facts: AlertFacts): { title: string; body: string } {
  const full: Required<AlertFacts> = { usedMb: 0, totalMb: 0, at: 0, orderNumber: '', price: 0, ...facts };
  return WORDS[lng][kind](full);
}

/** The SIM as its customer knows it: the phone number, else "ICCID …1234". */
export function simLabel(sim: { tel_no: string | null; iccid: string }): string {
  return sim.tel_no ?? `ICCID …${sim.iccid.slice(-4)}`;
}

const MAIL_FRAME: Record<Language, { open: string; footer: string }> = {
  ja: {
    open: '以下のリンクからポータルを開けます。',
    footer:
      'このお知らせはポータルの「お知らせ設定」で変更・停止できます。\n※本メールは送信専用のため、ご返信いただいてもお答えできません。',
  },
  en: {
    open: 'Open the portal here:',
    footer:
      'You can change or turn off these alerts in the portal under Alert settings.\nThis is an automated message; please do not reply.',
  },
  zh: {
    open: '点击以下链接打开客户门户：',
    footer: '您可以在客户门户的“提醒设置”中更改或关闭这些提醒。\n此邮件由系统自动发送，请勿直接回复。',
  },
  tw: {
    open: '點選以下連結開啟會員專區：',
    footer: '您可以在會員專區的「通知設定」中變更或關閉這些通知。\n此郵件由系統自動發送，請勿直接回覆。',
  },
  vi: {
    open: 'Mở cổng thông tin khách hàng tại đây:',
    footer:
      'Bạn có thể thay đổi hoặc tắt các thông báo này trong mục Cài đặt thông báo trên cổng thông tin.\nĐây là email tự động, vui lòng không trả lời.',
  },
};

/** The alert as a mail: the same words, a link to the screen the push would open, how to stop them. */
export function alertMail(lng: Language, words: { title: string; body: string }, link: string): { subject: string; text: string } {
  const frame = MAIL_FRAME[lng];
  return { subject: words.title, text: `${words.body}\n\n${frame.open}\n${link}\n\n${frame.footer}\n` };
}
