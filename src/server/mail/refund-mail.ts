import type { Language, PaymentMethodName } from '@/contract';
import { paymentMethodLabel } from './receipt-mail';
import { formatYen } from '@/server/domain/money';

/**
 * "We have refunded your payment", in the order's language: money arrived for an order that could not
 * keep it (docs/decisions/0063). Plain text, like the receipt. The reason says what happened in the
 * customer's terms; the refund goes back the way the money came.
 */
export type RefundMailReason = 'cancelled' | 'deadline' | 'paid_otherwise' | 'amount_mismatch';

export interface RefundVars {
  name: string;
  orderNumber: string;
  plan: string;
  amount: number;
  method: PaymentMethodName;
  /** yyyy/MM/dd in Japan. */
  refundedOn: string;
  link: string;
}

const REASONS: Record<Language, Record<RefundMailReason, string>> = {
  ja: {
    cancelled: 'お支払いが完了する前に、このご注文はキャンセルされていました。',
    deadline: 'お支払いが届いた時点で、このご注文のお支払い期限が過ぎていました。',
    paid_otherwise: 'このご注文はすでに別のお支払いで完了していたため、二重のお支払いとなりました。',
    amount_mismatch: 'お支払いの金額がご注文の金額と一致しなかったため、お受けできませんでした。',
  },
  en: {
    cancelled: 'The order had been cancelled before your payment reached us.',
    deadline: 'The payment deadline of the order had passed when your payment reached us.',
    paid_otherwise: 'The order had already been paid another way, so this payment was a second one.',
    amount_mismatch: 'The amount paid did not match the amount of the order, so we could not accept it.',
  },
  zh: {
    cancelled: '在您的付款到达之前，该订单已被取消。',
    deadline: '您的付款到达时，该订单的付款期限已过。',
    paid_otherwise: '该订单已通过其他方式付款，此笔付款为重复付款。',
    amount_mismatch: '付款金额与订单金额不一致，因此无法受理。',
  },
  tw: {
    cancelled: '在您的款項送達之前，此訂單已被取消。',
    deadline: '您的款項送達時，此訂單的付款期限已過。',
    paid_otherwise: '此訂單已透過其他方式完成付款，這筆款項為重複付款。',
    amount_mismatch: '付款金額與訂單金額不符，因此無法受理。',
  },
  vi: {
    cancelled: 'Đơn hàng đã bị hủy trước khi khoản thanh toán của bạn đến với chúng tôi.',
    deadline: 'Khi khoản thanh toán của bạn đến, hạn thanh toán của đơn hàng đã qua.',
    paid_otherwise: 'Đơn hàng đã được thanh toán bằng cách khác, nên khoản này là thanh toán lần thứ hai.',
    amount_mismatch: 'Số tiền thanh toán không khớp với số tiền của đơn hàng, nên chúng tôi không thể chấp nhận.',
  },
};

const TEMPLATES: Record<Language, { subject: (v: RefundVars) => string; text: (v: RefundVars, reason: string, method: string) => string }> =
  {
    ja: {
      subject: (v) => `ご返金のお知らせ（注文番号 ${v.orderNumber}）`,
      text: (v, reason, m) => `${v.name} 様

いつもご利用いただきありがとうございます。
${reason}
そのため、お支払いいただいた金額を全額返金いたしました。プランは追加されていません。

注文番号：${v.orderNumber}
プラン：${v.plan}
返金額：${formatYen(v.amount)}（税込）
お支払い方法：${m}
返金手続き日：${v.refundedOn}

ご返金は、お支払いに利用された方法（${m}）に対して行います。反映までの日数はご利用の決済サービスによって異なります。
プランが必要な場合は、ポータルから改めてご購入ください。
${v.link}

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
    },
    en: {
      subject: (v) => `Your payment has been refunded (order ${v.orderNumber})`,
      text: (v, reason, m) => `Hello ${v.name},

${reason}
We have therefore refunded the full amount you paid. No plan was added.

Order number: ${v.orderNumber}
Plan: ${v.plan}
Amount refunded: ${formatYen(v.amount)} (tax included)
Payment method: ${m}
Refunded on: ${v.refundedOn}

The refund goes back to the payment method you used (${m}); how soon you see it depends on your payment service.
If you still want the plan, please buy it again in the portal:
${v.link}

This is an automated message; please do not reply.
`,
    },
    zh: {
      subject: (v) => `退款通知（订单号 ${v.orderNumber}）`,
      text: (v, reason, m) => `${v.name}，您好：

${reason}
因此，我们已将您支付的款项全额退还。套餐未被添加。

订单号：${v.orderNumber}
套餐：${v.plan}
退款金额：${formatYen(v.amount)}（含税）
付款方式：${m}
退款日期：${v.refundedOn}

款项将退回至您付款时使用的方式（${m}），到账时间因支付服务而异。
如仍需要该套餐，请在客户门户重新购买：
${v.link}

此邮件由系统自动发送，请勿直接回复。
`,
    },
    tw: {
      subject: (v) => `退款通知（訂單編號 ${v.orderNumber}）`,
      text: (v, reason, m) => `${v.name} 您好：

${reason}
因此，我們已將您支付的款項全額退還。方案並未加值。

訂單編號：${v.orderNumber}
方案：${v.plan}
退款金額：${formatYen(v.amount)}（含稅）
付款方式：${m}
退款日期：${v.refundedOn}

款項將退回至您付款時使用的方式（${m}），入帳時間依各支付服務而定。
如仍需要此方案，請至會員專區重新購買：
${v.link}

此郵件由系統自動發送，請勿直接回覆。
`,
    },
    vi: {
      subject: (v) => `Đã hoàn tiền thanh toán của bạn (đơn hàng ${v.orderNumber})`,
      text: (v, reason, m) => `Xin chào ${v.name},

${reason}
Vì vậy, chúng tôi đã hoàn lại toàn bộ số tiền bạn đã thanh toán. Gói chưa được thêm vào.

Mã đơn hàng: ${v.orderNumber}
Gói: ${v.plan}
Số tiền hoàn lại: ${formatYen(v.amount)} (đã bao gồm thuế)
Phương thức thanh toán: ${m}
Ngày hoàn tiền: ${v.refundedOn}

Tiền được hoàn về phương thức bạn đã dùng để thanh toán (${m}); thời gian nhận được tùy thuộc vào dịch vụ thanh toán của bạn.
Nếu bạn vẫn cần gói này, vui lòng mua lại trên cổng thông tin khách hàng:
${v.link}

Đây là email tự động, vui lòng không trả lời.
`,
    },
  };

export function refundMail(lng: Language, reason: RefundMailReason, v: RefundVars): { subject: string; text: string } {
  const t = TEMPLATES[lng];
  return { subject: t.subject(v), text: t.text(v, REASONS[lng][reason], paymentMethodLabel(lng, v.method)) };
}
