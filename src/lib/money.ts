/**
 * One formatter per locale, made on first use: building an Intl.NumberFormat costs far more than
 * formatting with it, and a plan list or an order history formats a dozen prices per render (issue 6).
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** Yen, tax included, as customers in Japan read it: ¥1,100. */
export function formatYen(amount: number, locale = 'ja-JP'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
