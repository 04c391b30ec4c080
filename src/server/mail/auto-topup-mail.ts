import type { Language } from '@/contract';
import { formatYen } from '@/server/domain/money';

/**
 * What the customer is told when an automatic top-up could not be made (docs/decisions/0111), in the
 * language they agreed to it in. Plain text, like the other mails; nothing secret in it.
 * - declined: the card company refused the charge.
 * - challenge: the card company asks the customer to confirm the payment themselves (3-D Secure).
 * - no_card: the saved card was removed.
 * `turnedOff`: this was the second failure in a row, so automatic top-up is now off.
 */
export type AutoTopUpProblem = 'declined' | 'challenge' | 'no_card';

export interface AutoTopUpNoticeVars {
  name: string;
  problem: AutoTopUpProblem;
  plan: string;
  price: number;
  iccid: string;
  turnedOff: boolean;
  /** The automatic top-up settings of this SIM (after login). */
  link: string;
  /** The data recharge screen of this SIM, where the customer buys data now. */
  rechargeLink: string;
}

interface Words {
  subject: (off: boolean) => string;
  hello: (name: string) => string;
  problem: Record<AutoTopUpProblem, string>;
  facts: (v: AutoTopUpNoticeVars) => string;
  nothingCharged: string;
  off: string;
  stillOn: string;
  settings: string;
  action: string;
  footer: string;
}

const WORDS: Record<Language, Words> = {
  ja: {
    subject: (off) => (off ? '自動チャージを停止しました' : '自動チャージができませんでした'),
    hello: (name) => `${name} 様`,
    problem: {
      declined: 'データ残量が設定した割合を下回ったため自動チャージを行おうとしましたが、カード会社により決済が承認されませんでした。',
      challenge:
        'データ残量が設定した割合を下回ったため自動チャージを行おうとしましたが、カード会社がご本人による認証（3Dセキュア）を求めたため、決済を完了できませんでした。',
      no_card: 'データ残量が設定した割合を下回りましたが、登録済みのカードがないため自動チャージを行えませんでした。',
    },
    facts: (v) => `プラン：${v.plan}\n金額：${formatYen(v.price)}（税込）\nICCID：${v.iccid}`,
    nothingCharged: '今回の請求は発生していません。',
    off: '2回続けて決済できなかったため、自動チャージを停止しました。再開するには、ポータルで設定をもう一度オンにしてください。',
    stillOn: '自動チャージの設定はオンのままです。もう一度失敗すると自動的に停止します。',
    settings: '自動チャージの設定：',
    action: 'データが必要な場合は、こちらからチャージしてください：',
    footer: '※本メールは送信専用のため、ご返信いただいてもお答えできません。',
  },
  en: {
    subject: (off) => (off ? 'Automatic top-up has been turned off' : 'Your automatic top-up could not be made'),
    hello: (name) => `Hello ${name},`,
    problem: {
      declined:
        'Your data left fell below the level you set, so we tried to top up automatically, but your card company declined the payment.',
      challenge:
        'Your data left fell below the level you set, so we tried to top up automatically, but your card company asked you to confirm the payment yourself (3-D Secure), which cannot be done automatically.',
      no_card: 'Your data left fell below the level you set, but no card is saved, so we could not top up automatically.',
    },
    facts: (v) => `Plan: ${v.plan}\nAmount: ${formatYen(v.price)} (tax included)\nICCID: ${v.iccid}`,
    nothingCharged: 'You have not been charged.',
    off: 'As the payment failed twice in a row, automatic top-up has been turned off. To use it again, turn it back on in the portal.',
    stillOn: 'Automatic top-up stays on. If it fails once more, it will be turned off.',
    settings: 'Automatic top-up settings:',
    action: 'If you need data now, top up here:',
    footer: 'This is an automated message; please do not reply.',
  },
  zh: {
    subject: (off) => (off ? '自动充值已关闭' : '自动充值未能完成'),
    hello: (name) => `${name}，您好：`,
    problem: {
      declined: '您的剩余流量已低于设定比例，我们尝试为您自动充值，但发卡机构拒绝了此次付款。',
      challenge: '您的剩余流量已低于设定比例，我们尝试为您自动充值，但发卡机构要求您本人进行验证（3-D Secure），无法自动完成付款。',
      no_card: '您的剩余流量已低于设定比例，但由于没有已保存的银行卡，无法自动充值。',
    },
    facts: (v) => `套餐：${v.plan}\n金额：${formatYen(v.price)}（含税）\nICCID：${v.iccid}`,
    nothingCharged: '此次未产生任何扣款。',
    off: '由于连续两次付款失败，自动充值已关闭。如需继续使用，请在客户门户中重新开启。',
    stillOn: '自动充值仍保持开启。如再失败一次，将自动关闭。',
    settings: '自动充值设置：',
    action: '如需流量，请在此充值：',
    footer: '此邮件由系统自动发送，请勿直接回复。',
  },
  tw: {
    subject: (off) => (off ? '自動儲值已關閉' : '自動儲值未能完成'),
    hello: (name) => `${name} 您好：`,
    problem: {
      declined: '您的剩餘數據量已低於設定比例，我們嘗試為您自動儲值，但發卡機構拒絕了此次付款。',
      challenge: '您的剩餘數據量已低於設定比例，我們嘗試為您自動儲值，但發卡機構要求您本人進行驗證（3-D Secure），無法自動完成付款。',
      no_card: '您的剩餘數據量已低於設定比例，但由於沒有已儲存的信用卡，無法自動儲值。',
    },
    facts: (v) => `方案：${v.plan}\n金額：${formatYen(v.price)}（含稅）\nICCID：${v.iccid}`,
    nothingCharged: '此次未產生任何費用。',
    off: '由於連續兩次付款失敗，自動儲值已關閉。如需繼續使用，請在會員專區重新開啟。',
    stillOn: '自動儲值仍維持開啟。若再失敗一次，將自動關閉。',
    settings: '自動儲值設定：',
    action: '如需數據，請在此儲值：',
    footer: '此郵件由系統自動發送，請勿直接回覆。',
  },
  vi: {
    subject: (off) => (off ? 'Đã tắt tự động nạp dữ liệu' : 'Không thể tự động nạp dữ liệu'),
    hello: (name) => `Xin chào ${name},`,
    problem: {
      declined:
        'Dung lượng dữ liệu còn lại của bạn đã xuống dưới mức bạn đặt, nên chúng tôi đã thử tự động nạp, nhưng công ty thẻ đã từ chối thanh toán.',
      challenge:
        'Dung lượng dữ liệu còn lại của bạn đã xuống dưới mức bạn đặt, nên chúng tôi đã thử tự động nạp, nhưng công ty thẻ yêu cầu chính bạn xác thực thanh toán (3-D Secure), việc này không thể thực hiện tự động.',
      no_card: 'Dung lượng dữ liệu còn lại của bạn đã xuống dưới mức bạn đặt, nhưng chưa có thẻ nào được lưu nên không thể tự động nạp.',
    },
    facts: (v) => `Gói: ${v.plan}\nSố tiền: ${formatYen(v.price)} (đã bao gồm thuế)\nICCID: ${v.iccid}`,
    nothingCharged: 'Bạn chưa bị trừ tiền.',
    off: 'Do thanh toán thất bại hai lần liên tiếp, tính năng tự động nạp đã được tắt. Để dùng lại, hãy bật lại trên cổng thông tin khách hàng.',
    stillOn: 'Tính năng tự động nạp vẫn đang bật. Nếu thất bại thêm một lần nữa, tính năng sẽ tự tắt.',
    settings: 'Cài đặt tự động nạp:',
    action: 'Nếu cần dữ liệu ngay, hãy nạp tại đây:',
    footer: 'Đây là email tự động, vui lòng không trả lời.',
  },
};

export function autoTopUpMail(lng: Language, v: AutoTopUpNoticeVars): { subject: string; text: string } {
  const w = WORDS[lng];
  const text = [
    w.hello(v.name),
    '',
    w.problem[v.problem],
    w.nothingCharged,
    '',
    w.facts(v),
    '',
    v.turnedOff ? w.off : w.stillOn,
    w.settings,
    v.link,
    '',
    w.action,
    v.rechargeLink,
    '',
    w.footer,
    '',
  ].join('\n');
  return { subject: w.subject(v.turnedOff), text };
}
