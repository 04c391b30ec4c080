/**
 * Consumption tax on tax-included yen (spec §9; docs/decisions/0100). One rate today, kept as a table
 * so a reduced rate (8 %) is a row, not a rewrite. An order is one rounding: the tax in a
 * tax-included total is total × rate / (100 + rate), rounded down to the yen, once per order and
 * rate, never per line and then summed (as the qualified-invoice rules require).
 */
export const TAX_RATES = [{ rate: 10, label: '10%' }] as const;
export type TaxRate = (typeof TAX_RATES)[number]['rate'];

/** The standard rate, in percent; every plan is sold at it. */
export const STANDARD_RATE: TaxRate = 10;

/** The consumption tax contained in a tax-included amount in yen, rounded down. */
export function taxIncluded(totalYen: number, rate: TaxRate = STANDARD_RATE): number {
  if (!Number.isInteger(totalYen) || totalYen < 0) throw new RangeError(`not an amount in yen: ${totalYen}`);
  // Integer arithmetic: 1480 * 10 / 110 in floating point is 134.54…, and no float error can cross a yen.
  return Math.floor((totalYen * rate) / (100 + rate));
}

/** One order's amounts per rate: the tax-included amount subject to the rate and the tax in it. */
export interface TaxLine {
  rate: TaxRate;
  amount: number;
  tax: number;
}

/** The lines of a receipt: each rate's tax-included amounts summed first, then rounded once. */
export function taxLines(items: { amount: number; rate?: TaxRate }[]): TaxLine[] {
  const sums = new Map<TaxRate, number>();
  for (const i of items) sums.set(i.rate ?? STANDARD_RATE, (sums.get(i.rate ?? STANDARD_RATE) ?? 0) + i.amount);
  return TAX_RATES.filter((r) => sums.has(r.rate)).map((r) => ({
    rate: r.rate,
    amount: sums.get(r.rate)!,
    tax: taxIncluded(sums.get(r.rate)!, r.rate),
  }));
}
