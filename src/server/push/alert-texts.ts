import type { AlertKind, Language } from '@/contract';
import { japanDate } from '@/server/domain/japan-time';
import { formatYen } from '@/server/domain/money';
import { gbFigures } from '@/server/domain/usage';

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
  /**
   * Data and extensions for this SIM are bought in the portal (the SIM types with plans): the texts
   * say to buy them. Without plans (astro, linksfield eSIMs) they say this eSIM cannot be recharged or
   * extended, and how to make the rest last, as the portal's top page does.
   */
  buysPlans?: boolean;
}

type Words = Record<AlertKind, (f: Required<AlertFacts>) => { title: string; body: string }>;

/** The figures the portal shows for the same line: GB with two decimals (domain/usage.ts). */
const gb = (n: number) => `${n.toFixed(2)} GB`;
const left = (f: Required<AlertFacts>) => gb(gbFigures(f.totalMb, f.usedMb).remaining);
const total = (f: Required<AlertFacts>) => gb(gbFigures(f.totalMb, f.usedMb).total);
const yen = (f: Required<AlertFacts>) => formatYen(f.price);

const WORDS: Record<Language, Words> = {
  ja: {
    data_20: (f) => ({
      title: 'データ残量が20%になりました',
      body: f.buysPlans
        ? `${f.sim}：残り${left(f)}（${total(f)}中）。通信できるうちにデータを追加してください。`
        : `${f.sim}：残り${left(f)}（${total(f)}中）。このeSIMはデータチャージできません。Wi-Fiが使える場所ではWi-Fiをご利用ください。`,
    }),
    data_5: (f) => ({
      title: 'データ残量が残り5%です',
      body: f.buysPlans
        ? `${f.sim}：残り${left(f)}（${total(f)}中）。まもなく通信できなくなります。今すぐデータを追加してください。`
        : `${f.sim}：残り${left(f)}（${total(f)}中）。まもなく通信できなくなります。このeSIMはデータチャージできないため、Wi-Fiが使える場所ではWi-Fiをご利用ください。`,
    }),
    period_3_days: (f) => ({
      title: `利用期間は${japanDate(f.at)}までです`,
      body: f.buysPlans
        ? `${f.sim}：期間が過ぎるとこのSIMは使えなくなります。早めに期間を延長してください。`
        : `${f.sim}：期間が過ぎるとこのSIMは使えなくなります。このeSIMは利用期間を延長できません。`,
    }),
    period_last_day: (f) => ({
      title: '本日が利用期間の最終日です',
      body: f.buysPlans
        ? `${f.sim}：利用期間は本日（${japanDate(f.at)}）で終了します。引き続き使うには期間を延長してください。`
        : `${f.sim}：利用期間は本日（${japanDate(f.at)}）で終了します。このeSIMは利用期間を延長できません。`,
    }),
    unpaid_tomorrow: (f) => ({
      title: `ご注文${f.orderNumber}のお支払い期限は明日です`,
      body: `${f.sim}：ご注文${f.orderNumber}（${yen(f)}・税込）のお支払い期限は${japanDate(f.at)}です。期限を過ぎるとキャンセルされます。`,
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
      body: f.buysPlans
        ? `${f.sim}: ${left(f)} of ${total(f)} left. Add data now, while you still have a connection.`
        : `${f.sim}: ${left(f)} of ${total(f)} left. This eSIM cannot be recharged: use Wi-Fi where you can to make the rest last.`,
    }),
    data_5: (f) => ({
      title: 'Only 5% of your data is left',
      body: f.buysPlans
        ? `${f.sim}: ${left(f)} of ${total(f)} left. You will soon be offline: add data now.`
        : `${f.sim}: ${left(f)} of ${total(f)} left. You will soon be offline. This eSIM cannot be recharged: use Wi-Fi where you can.`,
    }),
    period_3_days: (f) => ({
      title: `Your usage period ends on ${japanDate(f.at)}`,
      body: f.buysPlans
        ? `${f.sim}: after that, this SIM can no longer be used. Extend the period in time.`
        : `${f.sim}: after that, this SIM can no longer be used. This eSIM cannot be extended.`,
    }),
    period_last_day: (f) => ({
      title: 'Today is the last day of your usage period',
      body: f.buysPlans
        ? `${f.sim}: the period ends today (${japanDate(f.at)}). Extend it to keep using this SIM.`
        : `${f.sim}: the period ends today (${japanDate(f.at)}). This eSIM cannot be extended.`,
    }),
    unpaid_tomorrow: (f) => ({
      title: `Payment for order ${f.orderNumber} is due tomorrow`,
      body: `${f.sim}: order ${f.orderNumber} (${yen(f)}, tax incl.) must be paid by ${japanDate(f.at)}, or it will be cancelled.`,
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
    data_20: (f) => ({
      title: '流量仅剩20%',
      body: f.buysPlans
        ? `${f.sim}：剩余${left(f)}（共${total(f)}）。请趁还能上网时充值流量。`
        : `${f.sim}：剩余${left(f)}（共${total(f)}）。此eSIM无法充值流量，请尽量使用Wi-Fi，节省剩余流量。`,
    }),
    data_5: (f) => ({
      title: '流量仅剩5%',
      body: f.buysPlans
        ? `${f.sim}：剩余${left(f)}（共${total(f)}）。即将无法上网，请立即充值流量。`
        : `${f.sim}：剩余${left(f)}（共${total(f)}）。即将无法上网。此eSIM无法充值流量，请尽量使用Wi-Fi。`,
    }),
    period_3_days: (f) => ({
      title: `使用期限至${japanDate(f.at)}`,
      body: f.buysPlans
        ? `${f.sim}：过期后此SIM卡将无法使用，请及时延长使用期限。`
        : `${f.sim}：过期后此SIM卡将无法使用。此eSIM无法延长使用期限。`,
    }),
    period_last_day: (f) => ({
      title: '今天是使用期限的最后一天',
      body: f.buysPlans
        ? `${f.sim}：使用期限于今天（${japanDate(f.at)}）结束。如需继续使用，请延长期限。`
        : `${f.sim}：使用期限于今天（${japanDate(f.at)}）结束。此eSIM无法延长使用期限。`,
    }),
    unpaid_tomorrow: (f) => ({
      title: `订单${f.orderNumber}的付款期限为明天`,
      body: `${f.sim}：订单${f.orderNumber}（${yen(f)}，含税）须在${japanDate(f.at)}前付款，逾期将自动取消。`,
    }),
    esim_ready: (f) => ({ title: '您的eSIM已可以安装', body: `${f.sim}：请连接Wi-Fi，在客户门户中进行安装。` }),
    five_g_added: (f) => ({ title: '已添加5G选项', body: `${f.sim}：现在可以使用5G了。此SIM卡将无法再使用3G。` }),
    auto_topup_failed: (f) => ({ title: '自动充值未能完成', body: `${f.sim}：已保存的银行卡未能扣款。请在门户网站中添加流量。` }),
    auto_topup_off: (f) => ({ title: '自动充值已关闭', body: `${f.sim}：由于连续两次付款未成功，自动充值已关闭。` }),
  },
  tw: {
    data_20: (f) => ({
      title: '數據用量僅剩20%',
      body: f.buysPlans
        ? `${f.sim}：剩餘${left(f)}（共${total(f)}）。請趁還能上網時加購數據。`
        : `${f.sim}：剩餘${left(f)}（共${total(f)}）。此eSIM無法儲值數據，請盡量使用Wi-Fi，節省剩餘數據量。`,
    }),
    data_5: (f) => ({
      title: '數據用量僅剩5%',
      body: f.buysPlans
        ? `${f.sim}：剩餘${left(f)}（共${total(f)}）。即將無法上網，請立即加購數據。`
        : `${f.sim}：剩餘${left(f)}（共${total(f)}）。即將無法上網。此eSIM無法儲值數據，請盡量使用Wi-Fi。`,
    }),
    period_3_days: (f) => ({
      title: `使用期限至${japanDate(f.at)}`,
      body: f.buysPlans
        ? `${f.sim}：過期後此SIM卡將無法使用，請及早延長使用期限。`
        : `${f.sim}：過期後此SIM卡將無法使用。此eSIM無法延長使用期限。`,
    }),
    period_last_day: (f) => ({
      title: '今天是使用期限的最後一天',
      body: f.buysPlans
        ? `${f.sim}：使用期限於今天（${japanDate(f.at)}）結束。若要繼續使用，請延長期限。`
        : `${f.sim}：使用期限於今天（${japanDate(f.at)}）結束。此eSIM無法延長使用期限。`,
    }),
    unpaid_tomorrow: (f) => ({
      title: `訂單${f.orderNumber}的付款期限為明天`,
      body: `${f.sim}：訂單${f.orderNumber}（${yen(f)}，含稅）須於${japanDate(f.at)}前付款，逾期將自動取消。`,
    }),
    esim_ready: (f) => ({ title: '您的eSIM已可安裝', body: `${f.sim}：請連線Wi-Fi，在會員專區進行安裝。` }),
    five_g_added: (f) => ({ title: '已新增5G選項', body: `${f.sim}：現在可以使用5G了。此SIM卡將無法再使用3G。` }),
    auto_topup_failed: (f) => ({ title: '自動儲值未能完成', body: `${f.sim}：已儲存的信用卡無法扣款。請在入口網站中加購數據流量。` }),
    auto_topup_off: (f) => ({ title: '自動儲值已關閉', body: `${f.sim}：由於連續兩次付款未成功，自動儲值已關閉。` }),
  },
  vi: {
    data_20: (f) => ({
      title: 'Dung lượng dữ liệu chỉ còn 20%',
      body: f.buysPlans
        ? `${f.sim}: còn ${left(f)} trên ${total(f)}. Hãy mua thêm dữ liệu khi vẫn còn kết nối.`
        : `${f.sim}: còn ${left(f)} trên ${total(f)}. eSIM này không thể nạp thêm dữ liệu: hãy dùng Wi-Fi khi có thể để tiết kiệm phần còn lại.`,
    }),
    data_5: (f) => ({
      title: 'Dung lượng dữ liệu chỉ còn 5%',
      body: f.buysPlans
        ? `${f.sim}: còn ${left(f)} trên ${total(f)}. Bạn sắp mất kết nối: hãy mua thêm dữ liệu ngay.`
        : `${f.sim}: còn ${left(f)} trên ${total(f)}. Bạn sắp mất kết nối. eSIM này không thể nạp thêm dữ liệu: hãy dùng Wi-Fi khi có thể.`,
    }),
    period_3_days: (f) => ({
      title: `Thời hạn sử dụng kết thúc vào ${japanDate(f.at)}`,
      body: f.buysPlans
        ? `${f.sim}: sau ngày này, SIM sẽ không dùng được nữa. Hãy gia hạn kịp thời.`
        : `${f.sim}: sau ngày này, SIM sẽ không dùng được nữa. eSIM này không thể gia hạn thời hạn sử dụng.`,
    }),
    period_last_day: (f) => ({
      title: 'Hôm nay là ngày cuối của thời hạn sử dụng',
      body: f.buysPlans
        ? `${f.sim}: thời hạn kết thúc hôm nay (${japanDate(f.at)}). Hãy gia hạn để tiếp tục sử dụng SIM này.`
        : `${f.sim}: thời hạn kết thúc hôm nay (${japanDate(f.at)}). eSIM này không thể gia hạn thời hạn sử dụng.`,
    }),
    unpaid_tomorrow: (f) => ({
      title: `Hạn thanh toán đơn hàng ${f.orderNumber} là ngày mai`,
      body: `${f.sim}: đơn hàng ${f.orderNumber} (${yen(f)}, đã gồm thuế) cần được thanh toán trước ${japanDate(f.at)}, nếu không sẽ bị hủy.`,
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
  const full: Required<AlertFacts> = { usedMb: 0, totalMb: 0, at: 0, orderNumber: '', price: 0, buysPlans: true, ...facts };
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
