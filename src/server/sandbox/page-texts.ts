import type { Language } from '@/contract';

/** Words of the sandbox wallet and convenience-store pages, in the order's language. */
export interface PageTexts {
  continueTo: (wallet: string) => string;
  /** Shown for the moment the auto-submitting form takes to leave for the wallet. */
  takingYou: (wallet: string) => string;
  /** The link back to the merchant (the portal's return URL). */
  returnToShop: string;
  merchant: string;
  amount: string;
  orderNumber: string;
  approve: string;
  decline: string;
  declined: string;
  notFound: string;
  alreadyPaid: string;
  expired: string;
  slipTitle: string;
  smartpitNumber: string;
  deadline: string;
  simulateStore: string;
  letExpire: string;
  sandboxNote: string;
}

export const MERCHANT = 'Prepaid SIM Portal';

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  ja: {
    continueTo: (w) => `${w}へ進む`,
    takingYou: (w) => `${w}に移動しています…`,
    returnToShop: 'ショップ（Prepaid SIM Portal）に戻る',
    merchant: '加盟店',
    amount: '金額（税込）',
    orderNumber: '注文番号',
    approve: '支払いを承認する',
    decline: '支払いを拒否する',
    declined: 'お支払いが拒否されました。',
    notFound: 'このお支払いは見つかりません。',
    alreadyPaid: 'このご注文はお支払い済みです。',
    expired: 'お支払い期限を過ぎています。',
    slipTitle: 'コンビニ払い（スマートピット）',
    smartpitNumber: 'スマートピット番号',
    deadline: 'お支払い期限',
    simulateStore: '店頭での支払いをシミュレートする',
    letExpire: '期限切れにする',
    sandboxNote: 'これはテスト用のサンドボックスです。実際の支払いは行われません。',
  },
  en: {
    continueTo: (w) => `Continue to ${w}`,
    takingYou: (w) => `Taking you to ${w}…`,
    returnToShop: 'Return to the shop (Prepaid SIM Portal)',
    merchant: 'Merchant',
    amount: 'Amount (tax included)',
    orderNumber: 'Order number',
    approve: 'Approve payment',
    decline: 'Decline payment',
    declined: 'Payment declined.',
    notFound: 'This payment was not found.',
    alreadyPaid: 'This order has already been paid.',
    expired: 'The payment deadline has passed.',
    slipTitle: 'Convenience store payment (Smart Pit)',
    smartpitNumber: 'Smart Pit number',
    deadline: 'Payment deadline',
    simulateStore: 'Simulate payment at the store',
    letExpire: 'Let it expire',
    sandboxNote: 'This is a test sandbox. No real payment takes place.',
  },
  zh: {
    continueTo: (w) => `前往${w}`,
    takingYou: (w) => `正在前往${w}…`,
    returnToShop: '返回商户（Prepaid SIM Portal）',
    merchant: '商户',
    amount: '金额（含税）',
    orderNumber: '订单号',
    approve: '确认付款',
    decline: '拒绝付款',
    declined: '付款已被拒绝。',
    notFound: '未找到该付款。',
    alreadyPaid: '该订单已付款。',
    expired: '已超过付款期限。',
    slipTitle: '便利店支付（Smart Pit）',
    smartpitNumber: 'Smart Pit 号码',
    deadline: '付款期限',
    simulateStore: '模拟在店内付款',
    letExpire: '让其过期',
    sandboxNote: '这是测试用沙盒，不会产生实际付款。',
  },
  tw: {
    continueTo: (w) => `前往${w}`,
    takingYou: (w) => `正在前往${w}…`,
    returnToShop: '返回商店（Prepaid SIM Portal）',
    merchant: '商店',
    amount: '金額（含稅）',
    orderNumber: '訂單編號',
    approve: '核准付款',
    decline: '拒絕付款',
    declined: '付款已被拒絕。',
    notFound: '找不到此筆付款。',
    alreadyPaid: '此訂單已付款。',
    expired: '已超過付款期限。',
    slipTitle: '超商付款（Smart Pit）',
    smartpitNumber: 'Smart Pit 號碼',
    deadline: '付款期限',
    simulateStore: '模擬在店內付款',
    letExpire: '讓其逾期',
    sandboxNote: '這是測試用沙盒，不會產生實際付款。',
  },
  vi: {
    continueTo: (w) => `Tiếp tục đến ${w}`,
    takingYou: (w) => `Đang chuyển đến ${w}…`,
    returnToShop: 'Quay lại cửa hàng (Prepaid SIM Portal)',
    merchant: 'Người bán',
    amount: 'Số tiền (đã bao gồm thuế)',
    orderNumber: 'Mã đơn hàng',
    approve: 'Chấp thuận thanh toán',
    decline: 'Từ chối thanh toán',
    declined: 'Thanh toán đã bị từ chối.',
    notFound: 'Không tìm thấy khoản thanh toán này.',
    alreadyPaid: 'Đơn hàng này đã được thanh toán.',
    expired: 'Đã quá hạn thanh toán.',
    slipTitle: 'Thanh toán tại cửa hàng tiện lợi (Smart Pit)',
    smartpitNumber: 'Mã Smart Pit',
    deadline: 'Hạn thanh toán',
    simulateStore: 'Mô phỏng thanh toán tại cửa hàng',
    letExpire: 'Để quá hạn',
    sandboxNote: 'Đây là môi trường thử nghiệm. Không có khoản thanh toán thật nào.',
  },
};
