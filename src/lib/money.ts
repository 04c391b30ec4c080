/**
 * Yen, tax included, as customers in Japan read it: ￥1,100 — the text Intl.NumberFormat('ja-JP',
 * JPY) writes, built by hand: the first Intl.NumberFormat of a page loads its locale data and cost
 * the plan list more than the rest of its render. Yen have no fractions: rounded.
 */
export function formatYen(amount: number): string {
  const digits = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount <= -0.5 ? '-' : ''}￥${digits}`;
}
