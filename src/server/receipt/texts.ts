import { LANGUAGES, PAYMENT_METHODS } from '@/contract';
import { RECEIPT_TEXT } from '@/contract/receipts';
import { PLANS, planName } from '@/server/domain/plans';
import { formatYen } from '@/server/domain/money';
import { paymentMethodLabel } from '@/server/mail/receipt-mail';

/**
 * Every fixed text a receipt can carry in any language: its labels, plan names and payment methods.
 * The font is cut to hold them (scripts/receipt-font.ts) and a test checks that it still does.
 */
export function receiptFixedTexts(): string[] {
  const out: string[] = [];
  for (const lng of LANGUAGES) {
    const t = RECEIPT_TEXT[lng];
    for (const value of Object.values(t)) if (typeof value === 'string') out.push(value);
    out.push(t.reissueNumber(1234567890));
    for (const m of PAYMENT_METHODS) out.push(paymentMethodLabel(lng, m));
    for (const plans of Object.values(PLANS)) for (const p of plans) out.push(planName(lng, { plan_gb: p.gb, plan_days: p.days }));
  }
  out.push(`${formatYen(1234567890)} -/:() 〒`);
  return out;
}
