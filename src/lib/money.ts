/** Yen, tax included, as customers in Japan read it: ¥1,100. */
export function formatYen(amount: number, locale = 'ja-JP'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' }).format(amount);
}
