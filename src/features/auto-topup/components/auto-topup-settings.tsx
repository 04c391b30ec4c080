import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTO_TOPUP_CAPS, AUTO_TOPUP_THRESHOLDS, type AutoTopUpState } from '@/contract/auto-topup';
import { Alert } from '@/components/ui/alert';
import { FocusedAlert, useFocusWhen } from '@/components/ui/focused-alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { formatJstDate } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { autoTopUpView, chosenPlan, initialChoice } from '@/features/auto-topup/model';
import type { TurnOnChoice } from '@/features/auto-topup/api/auto-topup';
import { LastFailure, LiftWarning } from '@/features/auto-topup/components/auto-topup-notes';

type Props = {
  state: AutoTopUpState;
  onTurnOn: (choice: TurnOnChoice) => void;
  onTurnOff: () => void;
  busy: boolean;
  error: unknown;
  /** What the customer just did here, if anything: its result takes focus (decision 0054). */
  changed?: 'on' | 'off' | undefined;
};

/**
 * Automatic top-up of one SIM (docs/decisions/0110): off by default; on only after the customer has
 * seen the plan, its price (tax included), the card and the terms and agreed; off in one tap.
 */
export function AutoTopUpSettings({ state, onTurnOn, onTurnOff, busy, error, changed }: Props) {
  const { t } = useTranslation(['autoTopUp', 'common']);
  const view = autoTopUpView(state);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('lead')}</p>
      {state.off_reason === 'failures' && !state.enabled && <Alert tone="error">{t('offAfterFailures')}</Alert>}
      {state.last_failure && <LastFailure failure={state.last_failure} />}
      <ApiErrorAlert error={error} />
      {view === 'unavailable' && <Alert tone="info">{t(`unavailable.${state.unavailable ?? 'sim_type'}`)}</Alert>}
      {view === 'on' && <OnSummary state={state} onTurnOff={onTurnOff} busy={busy} justTurnedOn={changed === 'on'} />}
      {/* Focused: the Turn off button is gone with the summary it belonged to. */}
      {view === 'form' && changed === 'off' && (
        <FocusedAlert tone="success" trigger={changed}>
          {t('offDone')}
        </FocusedAlert>
      )}
      {view === 'no-card' && (
        <Alert tone="info">
          <p>{t('noCard')}</p>
          <Link to="/data-recharge" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t('saveCardLink')}
          </Link>
        </Alert>
      )}
      {view === 'form' && <TurnOnForm state={state} onTurnOn={onTurnOn} busy={busy} />}
      {(view === 'on' || view === 'form') && <p className="text-sm text-slate-700">{t('declinedCard')}</p>}
    </div>
  );
}

function OnSummary({
  state,
  onTurnOff,
  busy,
  justTurnedOn,
}: {
  state: AutoTopUpState;
  onTurnOff: () => void;
  busy: boolean;
  justTurnedOn: boolean;
}) {
  const { t } = useTranslation(['autoTopUp', 'common']);
  const plan = chosenPlan(state, state.plan_id);
  // Focused when it replaces the form just sent (whose button went with it); not on arrival.
  const ref = useFocusWhen(justTurnedOn);
  return (
    <>
      <div ref={ref} tabIndex={-1} role="status" className="scroll-mt-20 space-y-1 rounded-lg border border-green-300 bg-green-50 p-3">
        <p className="font-semibold">{t('onTitle')}</p>
        {plan && (
          <p>
            {t('onRule', {
              pct: state.threshold_pct,
              size: plan.size ?? 0,
              price: formatYen(plan.price),
              card: `${state.card?.card_type ?? ''} ${state.card?.card_no ?? ''}`.trim(),
            })}
          </p>
        )}
        <p>{t('onCount', { count: state.purchases_this_month, cap: state.monthly_cap })}</p>
      </div>
      {plan && <LiftWarning state={state} plan={plan} thresholdPct={state.threshold_pct} />}
      <Button variant="secondary" needsConnection disabled={busy} onClick={onTurnOff}>
        {busy ? t('common:actions.processing') : t('turnOff')}
      </Button>
    </>
  );
}

function TurnOnForm({ state, onTurnOn, busy }: { state: AutoTopUpState; onTurnOn: (c: TurnOnChoice) => void; busy: boolean }) {
  const { t } = useTranslation(['autoTopUp', 'common']);
  const ids = { threshold: useId(), plan: useId(), cap: useId(), terms: useId() };
  const start = initialChoice(state);
  const [threshold, setThreshold] = useState(start.threshold_pct);
  const [planId, setPlanId] = useState(start.plan_id);
  const [cap, setCap] = useState(start.monthly_cap);
  const [agreed, setAgreed] = useState(false);
  const plan = chosenPlan(state, planId);
  const radio =
    'flex cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (plan && agreed) onTurnOn({ threshold_pct: threshold, plan_id: plan.id, monthly_cap: cap });
      }}
    >
      <fieldset>
        <legend className="mb-2 font-semibold">{t('thresholdLegend')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {AUTO_TOPUP_THRESHOLDS.map((pct) => (
            <label key={pct} className={radio}>
              <input type="radio" name={ids.threshold} checked={threshold === pct} onChange={() => setThreshold(pct)} />
              {t('thresholdOption', { pct })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold">{t('planLegend')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {state.plans.map((p) => (
            <label key={p.id} className={radio}>
              <input type="radio" name={ids.plan} checked={planId === p.id} onChange={() => setPlanId(p.id)} />
              <span>
                <span className="block font-bold">{p.size} GB</span>
                <span className="block">
                  {formatYen(p.price)} <span className="text-xs text-slate-600">{t('taxIncluded')}</span>
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold">{t('capLegend')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {AUTO_TOPUP_CAPS.map((n) => (
            <label key={n} className={radio}>
              <input type="radio" name={ids.cap} checked={cap === n} onChange={() => setCap(n)} />
              {t('capOption', { count: n })}
            </label>
          ))}
        </div>
      </fieldset>
      {plan && <LiftWarning state={state} plan={plan} thresholdPct={threshold} />}
      {plan && (
        <section aria-labelledby={ids.terms} className="rounded-lg border border-slate-200 p-3 text-sm">
          <h2 id={ids.terms} className="mb-2 font-semibold">
            {t('termsTitle')}
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('terms.rule', { pct: threshold, size: plan.size ?? 0, price: formatYen(plan.price) })}</li>
            <li>{t('terms.perFall', { pct: threshold })}</li>
            <li>{t('terms.card', { card: `${state.card?.card_type ?? ''} ${state.card?.card_no ?? ''}`.trim() })}</li>
            <li>{t('terms.cap', { count: cap, max: formatYen(plan.price * cap) })}</li>
            <li>{t('terms.order')}</li>
            <li>{t('terms.expiry', { date: formatJstDate(state.expiry_date) })}</li>
            <li>{t('terms.failures')}</li>
            <li>{t('terms.off')}</li>
          </ul>
        </section>
      )}
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t('agree')}</span>
      </label>
      <Button type="submit" needsConnection disabled={!plan || !agreed || busy}>
        {busy ? t('common:actions.processing') : t('turnOn')}
      </Button>
    </form>
  );
}
