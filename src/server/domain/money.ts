/**
 * Yen as every text the server writes states them — mails, pushes, the receipt PDF, the sandbox's
 * payment pages — in every language: ￥3,980, tax included where the text says so. The same text
 * the portal writes (lib/money.ts), so a mail, a receipt and a screen never disagree on how an
 * amount looks. One formatter, kept here; nothing else in the server formats yen.
 */
const YEN = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

export const formatYen = (amount: number): string => YEN.format(amount);
