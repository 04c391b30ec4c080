import type { Language, PaymentMethodName } from '@/contract';
import { formatYen } from '@/server/domain/money';

/**
 * "Payment received", in the language of the order's last request (as the eSIM mail follows its
 * request). Plain text, like the other mails. Amounts are tax included, with the tax part named.
 */
export interface ReceiptVars {
  name: string;
  orderNumber: string;
  plan: string;
  price: number;
  tax: number;
  method: PaymentMethodName;
  /** yyyy/MM/dd in Japan. */
  paidOn: string;
  iccid: string;
  /** yyyy/MM/dd in Japan: the SIM's usage expiry after this payment. */
  expiry: string | null;
  link: string;
  /** The receipt's page in the portal (領収書: print or PDF). */
  receiptLink: string;
}

const METHOD: Record<Language, Record<PaymentMethodName, string>> = {
  ja: {
    credit_card: 'クレジットカード',
    smartpit: 'コンビニ払い（スマートピット）',
    alipay: 'Alipay',
    wechat: 'WeChat Pay',
    unionpay: '銀聯（UnionPay）',
  },
  en: {
    credit_card: 'Credit card',
    smartpit: 'Convenience store (Smart Pit)',
    alipay: 'Alipay',
    wechat: 'WeChat Pay',
    unionpay: 'UnionPay',
  },
  zh: { credit_card: '信用卡', smartpit: '便利店支付（Smart Pit）', alipay: '支付宝', wechat: '微信支付', unionpay: '银联' },
  tw: { credit_card: '信用卡', smartpit: '超商付款（Smart Pit）', alipay: '支付寶', wechat: '微信支付', unionpay: '銀聯' },
  vi: {
    credit_card: 'Thẻ tín dụng',
    smartpit: 'Thanh toán tại cửa hàng tiện lợi (Smart Pit)',
    alipay: 'Alipay',
    wechat: 'WeChat Pay',
    unionpay: 'UnionPay',
  },
};

const TEMPLATES: Record<Language, { subject: (v: ReceiptVars) => string; text: (v: ReceiptVars, m: string) => string }> = {
  ja: {
    subject: (v) => `お支払い完了のお知らせ（注文番号 ${v.orderNumber}）`,
    text: (v, m) => `${v.name} 様

いつもご利用いただきありがとうございます。
以下のご注文のお支払いを確認しました。

注文番号：${v.orderNumber}
プラン：${v.plan}
金額：${formatYen(v.price)}（税込、うち消費税 ${formatYen(v.tax)}）
お支払い方法：${m}
お支払い日：${v.paidOn}
ICCID：${v.iccid}${v.expiry ? `\nご利用期限：${v.expiry}` : ''}

領収書（印刷・PDF）はこちらから発行できます。
${v.receiptLink}

ご利用状況はポータルでご確認いただけます。
${v.link}

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
  },
  en: {
    subject: (v) => `Payment received (order ${v.orderNumber})`,
    text: (v, m) => `Hello ${v.name},

Thank you for your payment. We have received it for the order below.

Order number: ${v.orderNumber}
Plan: ${v.plan}
Amount: ${formatYen(v.price)} (tax included, of which consumption tax ${formatYen(v.tax)})
Payment method: ${m}
Paid on: ${v.paidOn}
ICCID: ${v.iccid}${v.expiry ? `\nUsage expiry date: ${v.expiry}` : ''}

Your receipt (to print or as a PDF):
${v.receiptLink}

You can check your usage in the portal:
${v.link}

This is an automated message; please do not reply.
`,
  },
  zh: {
    subject: (v) => `付款完成通知（订单号 ${v.orderNumber}）`,
    text: (v, m) => `${v.name}，您好：

感谢您的付款。以下订单的款项已确认收到。

订单号：${v.orderNumber}
套餐：${v.plan}
金额：${formatYen(v.price)}（含税，其中消费税 ${formatYen(v.tax)}）
付款方式：${m}
付款日期：${v.paidOn}
ICCID：${v.iccid}${v.expiry ? `\n使用截止日期：${v.expiry}` : ''}

收据（可打印或下载PDF）：
${v.receiptLink}

您可以在客户门户查看使用情况：
${v.link}

此邮件由系统自动发送，请勿直接回复。
`,
  },
  tw: {
    subject: (v) => `付款完成通知（訂單編號 ${v.orderNumber}）`,
    text: (v, m) => `${v.name} 您好：

感謝您的付款。以下訂單的款項已確認收到。

訂單編號：${v.orderNumber}
方案：${v.plan}
金額：${formatYen(v.price)}（含稅，其中消費稅 ${formatYen(v.tax)}）
付款方式：${m}
付款日期：${v.paidOn}
ICCID：${v.iccid}${v.expiry ? `\n使用期限：${v.expiry}` : ''}

收據（可列印或下載PDF）：
${v.receiptLink}

您可以在會員專區查看使用狀況：
${v.link}

此郵件由系統自動發送，請勿直接回覆。
`,
  },
  vi: {
    subject: (v) => `Đã nhận thanh toán (đơn hàng ${v.orderNumber})`,
    text: (v, m) => `Xin chào ${v.name},

Cảm ơn bạn đã thanh toán. Chúng tôi đã nhận được khoản thanh toán cho đơn hàng dưới đây.

Mã đơn hàng: ${v.orderNumber}
Gói: ${v.plan}
Số tiền: ${formatYen(v.price)} (đã bao gồm thuế, trong đó thuế tiêu dùng ${formatYen(v.tax)})
Phương thức thanh toán: ${m}
Ngày thanh toán: ${v.paidOn}
ICCID: ${v.iccid}${v.expiry ? `\nHạn sử dụng: ${v.expiry}` : ''}

Biên lai (in hoặc tải PDF):
${v.receiptLink}

Bạn có thể xem tình trạng sử dụng trên cổng thông tin khách hàng:
${v.link}

Đây là email tự động, vui lòng không trả lời.
`,
  },
};

export function receiptMail(lng: Language, v: ReceiptVars): { subject: string; text: string } {
  const t = TEMPLATES[lng];
  return { subject: t.subject(v), text: t.text(v, METHOD[lng][v.method]) };
}

export const paymentMethodLabel = (lng: Language, m: PaymentMethodName) => METHOD[lng][m];
