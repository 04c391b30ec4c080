import type { Language, PaymentMethodName } from '@/contract';
import { formatYen } from '@/server/domain/money';
import { paymentMethodLabel } from './receipt-mail';

/**
 * "Your order was cancelled: its payment deadline passed", in the order's language (docs/decisions/
 * 0126). Written when the order ends, in the same transaction: a convenience-store slip or a wallet
 * left unpaid ends on its own, and a customer who is not looking at the portal learns it here. Plain
 * text, like the receipt; nothing was charged, and the link leads back to the plans.
 */
export interface OrderEndedVars {
  name: string;
  orderNumber: string;
  plan: string;
  amount: number;
  method: PaymentMethodName;
  /** yyyy/MM/dd in Japan: the deadline that passed. */
  deadline: string;
  /** The recharge screen of the order's type, where the plan can be bought again (and the order is listed). */
  link: string;
}

const TEMPLATES: Record<Language, { subject: (v: OrderEndedVars) => string; text: (v: OrderEndedVars, m: string) => string }> = {
  ja: {
    subject: (v) => `お支払い期限切れによるご注文キャンセルのお知らせ（注文番号 ${v.orderNumber}）`,
    text: (v, m) => `${v.name} 様

いつもご利用いただきありがとうございます。
以下のご注文は、お支払い期限までにお支払いを確認できなかったため、キャンセルとなりました。料金は発生していません。

注文番号：${v.orderNumber}
プラン：${v.plan}
金額：${formatYen(v.amount)}（税込）
お支払い方法：${m}
お支払い期限：${v.deadline}

プランが必要な場合は、ポータルから改めてご購入ください。
${v.link}

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
  },
  en: {
    subject: (v) => `Order cancelled: the payment deadline has passed (order ${v.orderNumber})`,
    text: (v, m) => `Hello ${v.name},

We did not receive the payment for the order below by its deadline, so the order has been cancelled. Nothing was charged.

Order number: ${v.orderNumber}
Plan: ${v.plan}
Amount: ${formatYen(v.amount)} (tax included)
Payment method: ${m}
Payment deadline: ${v.deadline}

If you still want the plan, please buy it again in the portal:
${v.link}

This is an automated message; please do not reply.
`,
  },
  zh: {
    subject: (v) => `订单已因超过付款期限而取消（订单号 ${v.orderNumber}）`,
    text: (v, m) => `${v.name}，您好：

由于在付款期限前未收到以下订单的款项，该订单已被取消，未产生任何费用。

订单号：${v.orderNumber}
套餐：${v.plan}
金额：${formatYen(v.amount)}（含税）
付款方式：${m}
付款期限：${v.deadline}

如仍需要该套餐，请在客户门户重新购买：
${v.link}

此邮件由系统自动发送，请勿直接回复。
`,
  },
  tw: {
    subject: (v) => `訂單已因超過付款期限而取消（訂單編號 ${v.orderNumber}）`,
    text: (v, m) => `${v.name} 您好：

由於在付款期限前未收到以下訂單的款項，此訂單已取消，不會產生任何費用。

訂單編號：${v.orderNumber}
方案：${v.plan}
金額：${formatYen(v.amount)}（含稅）
付款方式：${m}
付款期限：${v.deadline}

如仍需要此方案，請至會員專區重新購買：
${v.link}

此郵件由系統自動發送，請勿直接回覆。
`,
  },
  vi: {
    subject: (v) => `Đơn hàng đã bị hủy do quá hạn thanh toán (đơn hàng ${v.orderNumber})`,
    text: (v, m) => `Xin chào ${v.name},

Chúng tôi chưa nhận được khoản thanh toán cho đơn hàng dưới đây trước hạn, nên đơn hàng đã bị hủy. Bạn không bị trừ tiền.

Mã đơn hàng: ${v.orderNumber}
Gói: ${v.plan}
Số tiền: ${formatYen(v.amount)} (đã bao gồm thuế)
Phương thức thanh toán: ${m}
Hạn thanh toán: ${v.deadline}

Nếu bạn vẫn cần gói này, vui lòng mua lại trên cổng thông tin khách hàng:
${v.link}

Đây là email tự động, vui lòng không trả lời.
`,
  },
};

export function orderEndedMail(lng: Language, v: OrderEndedVars): { subject: string; text: string } {
  const t = TEMPLATES[lng];
  return { subject: t.subject(v), text: t.text(v, paymentMethodLabel(lng, v.method)) };
}
