import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, RechargeType } from '@/contract';
import { formatJstDate } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { Alert } from '@/components/ui/alert';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type Props = {
  type: RechargeType;
  plans: Plan[];
  purchasing: boolean;
  /** Why the last Purchase failed; each new `trigger` takes focus (the button was busy, focus nowhere). */
  purchaseError?: { text: string; trigger: unknown } | undefined;
  onPurchase: (plan: Plan) => void;
};

/** Spec §2 plan list: selectable cards (a radio group), the warning note, Purchase once one is chosen. */
export function PlanList({ type, plans, purchasing, purchaseError, onPurchase }: Props) {
  const { t } = useTranslation(['recharge', 'common']);
  const name = useId();
  const [selected, setSelected] = useState<number>();
  if (plans.length === 0) return <EmptyState text={t('common:status.noData')} />;
  const chosen = plans.find((p) => p.id === selected);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('choosePlan')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {plans.map((plan) => (
            <label
              key={plan.id}
              className="flex cursor-pointer flex-col rounded-xl border-2 border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={plan.id}
                className="sr-only"
                checked={selected === plan.id}
                onChange={() => setSelected(plan.id)}
              />
              <span className="text-xl font-bold">{type === 0 ? `${plan.size} GB` : t('days', { count: plan.days ?? 0 })}</span>
              <span className="text-lg">{formatYen(plan.price)}</span>
              <span className="text-xs text-slate-600">
                {plan.currency} · {t('taxIncluded')}
              </span>
              <span className="text-xs text-slate-600">
                {plan.validity ? t('validUntil', { date: formatJstDate(plan.validity) }) : '\u00a0'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Alert tone="info">{t('warning')}</Alert>
      {purchaseError && (
        <FocusedAlert tone="error" trigger={purchaseError.trigger}>
          {purchaseError.text}
        </FocusedAlert>
      )}
      <Button needsConnection disabled={!chosen || purchasing} onClick={() => chosen && onPurchase(chosen)}>
        {purchasing ? t('common:actions.processing') : t('purchase')}
      </Button>
    </div>
  );
}
