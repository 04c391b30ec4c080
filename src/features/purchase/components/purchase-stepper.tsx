import { useTranslation } from 'react-i18next';
import { Phrases } from '@/components/ui/phrases';

/** Which of the three steps of spec §2 each screen of the journey is. */
export const PURCHASE_STEP = { plans: 1, payment: 2, verify: 2, completed: 3 } as const;
export type PurchaseScreen = keyof typeof PURCHASE_STEP;

/** The 3-step indicator of the purchase journey (spec §2); the current step is announced as such. */
export function PurchaseStepper({ at }: { at: PurchaseScreen }) {
  const { t } = useTranslation('recharge');
  const current = PURCHASE_STEP[at];
  const steps = [t('steps.plan'), t('steps.method'), t('steps.complete')];
  return (
    <ol aria-label={t('steps.label')} className="mb-6 flex gap-2 text-xs">
      {steps.map((step, index) => {
        const n = index + 1;
        return (
          <li
            key={step}
            aria-current={n === current ? 'step' : undefined}
            className={`flex-1 rounded border-t-4 pt-1 ${n <= current ? 'border-brand-600 font-semibold text-brand-700' : 'border-slate-200 text-slate-600'}`}
          >
            <Phrases text={`${n}. ${step}`} />
          </li>
        );
      })}
    </ol>
  );
}
