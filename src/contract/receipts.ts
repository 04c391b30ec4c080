import * as v from 'valibot';
import type { Language } from './codes';

/**
 * Receipts (領収書 / 適格請求書) of paid orders. Imported as `@/contract/receipts`, not through the
 * contract's index: the index is in both doors' first load, the receipt's texts must not be. GET reads one without issuing it (safe on preload);
 * the two POSTs issue it, as a printable page or as a PDF, and count each issue: the first is the
 * original, every later one is marked 再発行 with its number (docs/decisions/0101).
 */
export const RECEIPT_API = {
  receipt: 'payments/receipt',
  issue: 'payments/receipt/issue',
  pdf: 'payments/receipt/pdf',
} as const;

/** 宛名: a company or person's name; empty means 上様. Longer names do not fit the receipt's line. */
export const ADDRESSEE_MAX = 40;

export const ReceiptQuery = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

export const ReceiptIssueRequest = v.object({
  payment_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  addressee: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ADDRESSEE_MAX, 'AddresseeTooLong')), ''),
});
export type ReceiptIssueRequest = v.InferInput<typeof ReceiptIssueRequest>;

/** A text in Japanese (the legal text) and in the language of the request (the same in ja). */
const Bilingual = v.object({ ja: v.string(), lng: v.string() });

export const Receipt = v.object({
  payment_id: v.string(),
  order_number: v.string(),
  /** When the payment was received, epoch seconds (shown yyyy/MM/dd in Japan time). */
  transaction_date: v.number(),
  item: Bilingual,
  payment_method: Bilingual,
  /** JPY, tax included: the amount subject to 10 %, its tax (one rounding per order), the total. */
  amount_10: v.number(),
  tax_10: v.number(),
  total: v.number(),
  /** As the customer set it last; empty prints 上様. */
  addressee: v.string(),
  seller: v.object({ name: v.string(), address: v.string(), registration_number: v.string() }),
  /** How many times it has been issued so far (print and PDF share the count). */
  issued_count: v.number(),
  /** Only in the answer of an issue: this issue's number, 1 for the original. */
  issue_number: v.optional(v.number()),
  /** When this issue was made, epoch seconds; with issue_number. */
  issued_at: v.optional(v.number()),
});
export type Receipt = v.InferOutput<typeof Receipt>;

export interface ReceiptText {
  title: string;
  /** With an addressee: a qualified invoice (適格請求書), which names its buyer. */
  invoice: string;
  /** Without one: a simplified qualified invoice (適格簡易請求書), which may leave the buyer out. */
  simplifiedInvoice: string;
  honorific: string;
  defaultAddressee: string;
  received: string;
  total: string;
  item: string;
  amount: string;
  subjectTo10: string;
  tax10: string;
  transactionDate: string;
  paymentMethod: string;
  orderNumber: string;
  issuer: string;
  registrationNumber: string;
  issuedOn: string;
  reissue: string;
  reissueNumber: (n: number) => string;
  translationNote: string;
}

/**
 * The receipt's own words, one table for the PDF and the printable page. Japanese is the legal text;
 * the other languages stand beside it as a translation.
 */
export const RECEIPT_TEXT: Record<Language, ReceiptText> = {
  ja: {
    title: '領収書',
    invoice: '適格請求書',
    simplifiedInvoice: '適格簡易請求書',
    honorific: '様',
    defaultAddressee: '上様',
    received: '上記の金額を正に領収いたしました。',
    total: '合計（税込）',
    item: '品目',
    amount: '金額',
    subjectTo10: '10%対象（税込）',
    tax10: 'うち消費税（10%）',
    transactionDate: '取引年月日',
    paymentMethod: 'お支払い方法',
    orderNumber: '注文番号',
    issuer: '発行者',
    registrationNumber: '登録番号',
    issuedOn: '発行日',
    reissue: '再発行',
    reissueNumber: (n) => `再発行（${n}回目）`,
    translationNote: '',
  },
  en: {
    title: 'Receipt',
    invoice: 'Qualified invoice',
    simplifiedInvoice: 'Simplified qualified invoice',
    honorific: '',
    defaultAddressee: 'To the bearer',
    received: 'We acknowledge receipt of the amount above.',
    total: 'Total (tax included)',
    item: 'Item',
    amount: 'Amount',
    subjectTo10: 'Subject to 10% (tax included)',
    tax10: 'of which consumption tax (10%)',
    transactionDate: 'Date of transaction',
    paymentMethod: 'Payment method',
    orderNumber: 'Order number',
    issuer: 'Issued by',
    registrationNumber: 'Registration number',
    issuedOn: 'Date of issue',
    reissue: 'Re-issue',
    reissueNumber: (n) => `Re-issue no. ${n}`,
    translationNote: 'English translation for reference; the Japanese text is authoritative.',
  },
  zh: {
    title: '收据',
    invoice: '适格请求书（合格发票）',
    simplifiedInvoice: '适格简易请求书（简易合格发票）',
    honorific: '',
    defaultAddressee: '（未填写抬头）',
    received: '兹收到上述款项。',
    total: '合计（含税）',
    item: '项目',
    amount: '金额',
    subjectTo10: '适用10%税率（含税）',
    tax10: '其中消费税（10%）',
    transactionDate: '交易日期',
    paymentMethod: '付款方式',
    orderNumber: '订单号',
    issuer: '开具方',
    registrationNumber: '登记号码',
    issuedOn: '开具日期',
    reissue: '补开',
    reissueNumber: (n) => `补开（第${n}次）`,
    translationNote: '中文译文仅供参考，以日文为准。',
  },
  tw: {
    title: '收據',
    invoice: '適格請求書（合格發票）',
    simplifiedInvoice: '適格簡易請求書（簡易合格發票）',
    honorific: '',
    defaultAddressee: '（未填寫抬頭）',
    received: '茲收到上述款項。',
    total: '合計（含稅）',
    item: '項目',
    amount: '金額',
    subjectTo10: '適用10%稅率（含稅）',
    tax10: '其中消費稅（10%）',
    transactionDate: '交易日期',
    paymentMethod: '付款方式',
    orderNumber: '訂單編號',
    issuer: '開立者',
    registrationNumber: '登錄號碼',
    issuedOn: '開立日期',
    reissue: '補發',
    reissueNumber: (n) => `補發（第${n}次）`,
    translationNote: '中文譯文僅供參考，以日文為準。',
  },
  vi: {
    title: 'Biên lai',
    invoice: 'Hóa đơn đủ điều kiện',
    simplifiedInvoice: 'Hóa đơn đủ điều kiện giản lược',
    honorific: '',
    defaultAddressee: '(không ghi tên người nhận)',
    received: 'Chúng tôi xác nhận đã nhận đủ số tiền trên.',
    total: 'Tổng cộng (đã gồm thuế)',
    item: 'Mặt hàng',
    amount: 'Số tiền',
    subjectTo10: 'Chịu thuế suất 10% (đã gồm thuế)',
    tax10: 'trong đó thuế tiêu dùng (10%)',
    transactionDate: 'Ngày giao dịch',
    paymentMethod: 'Phương thức thanh toán',
    orderNumber: 'Mã đơn hàng',
    issuer: 'Đơn vị phát hành',
    registrationNumber: 'Số đăng ký',
    issuedOn: 'Ngày phát hành',
    reissue: 'Cấp lại',
    reissueNumber: (n) => `Cấp lại lần ${n}`,
    translationNote: 'Bản dịch tiếng Việt chỉ để tham khảo; văn bản tiếng Nhật là bản chính thức.',
  },
};

/** The re-issue number of an issue: none for the original (1), then 1, 2, … */
export const reissueOf = (issueNumber: number): number | undefined => (issueNumber > 1 ? issueNumber - 1 : undefined);

/**
 * The kind of invoice a receipt is (docs/decisions/0140). A qualified invoice (適格請求書) names its
 * buyer; without an addressee the receipt prints 上様 and is a simplified qualified invoice
 * (適格簡易請求書), which a seller to the general public may issue without the buyer's name.
 */
export const invoiceOf = (t: ReceiptText, addressee: string): string => (addressee.trim() ? t.invoice : t.simplifiedInvoice);
