import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_WINDOW_DAYS } from '@/contract';
import { Alert } from '@/components/ui/alert';
import { useFocusWhen } from '@/components/ui/focused-alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { activationDateRange } from '@/features/onboarding/model';
import { usePrepaidActivate } from '@/features/onboarding/api/prepaid-activate';
import { ReservedDate } from './reserved-date';

type Props = { scId: number; onReserved: (isoDate: string) => Promise<void>; onContinue: () => void };

/**
 * Physical SIM, step 2: choose the day the SIM starts working, confirm, reserve. The warning that a
 * reservation is final stands before the confirmation, not after (spec §2, §4).
 */
export function ActivationDateForm({ scId, onReserved, onContinue }: Props) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [range] = useState(() => activationDateRange(Date.now(), ACTIVATION_WINDOW_DAYS));
  // Spec §9: dates read yyyy/MM/dd, in the hint and in the error alike.
  const shown = { min: range.min.replace(/-/g, '/'), max: range.max.replace(/-/g, '/') };
  const [date, setDate] = useState('');
  const [stage, setStage] = useState<'choose' | 'confirm' | 'reserved'>('choose');
  const [error, setError] = useState<string>();
  const mutation = usePrepaidActivate();
  // Each stage replaces the one whose button was pressed: its question or result takes focus, and
  // "Change" goes back to the date field (decision 0054).
  const [moved, setMoved] = useState(0);
  const confirmRef = useFocusWhen(stage === 'confirm' && moved);
  const dateRef = useFocusWhen<HTMLInputElement>(stage === 'choose' && moved);
  const go = (next: typeof stage) => {
    setStage(next);
    setMoved((n) => n + 1);
  };

  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError(t('activationDate.required'));
    if (date < range.min || date > range.max) return setError(t('activationDate.outOfRange', shown));
    go('confirm');
  };

  if (stage === 'reserved') return <ReservedDate isoDate={date} onContinue={onContinue} justReserved />;

  if (stage === 'confirm')
    return (
      <div>
        <ApiErrorAlert error={mutation.error} />
        <div ref={confirmRef} tabIndex={-1} className="scroll-mt-20">
          <p className="mb-2">{t('activationDate.confirmLead')}</p>
          <p className="mb-4 text-2xl font-bold" data-testid="chosen-date">
            {date.replace(/-/g, '/')}
          </p>
          <Alert tone="error">{t('activationDate.final')}</Alert>
        </div>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => go('choose')} disabled={mutation.isPending}>
            {t('activationDate.change')}
          </Button>
          <Button
            needsConnection
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(
                { id: scId, activation_date: date },
                {
                  onSuccess: async () => {
                    await onReserved(date);
                    go('reserved');
                  },
                },
              )
            }
          >
            {mutation.isPending ? t('common:actions.processing') : t('activationDate.reserve')}
          </Button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={toConfirm}>
      <p className="mb-4 text-slate-700">{t('activationDate.lead')}</p>
      <Alert tone="info">{t('activationDate.deadlineNote')}</Alert>
      <TextField
        ref={dateRef}
        label={t('activationDate.label')}
        type="date"
        name="activation_date"
        min={range.min}
        max={range.max}
        value={date}
        hint={t('activationDate.hint', shown)}
        error={error}
        onChange={(e) => {
          setDate(e.target.value);
          setError(undefined);
        }}
      />
      <p className="mb-4 text-sm font-medium text-red-800">{t('activationDate.final')}</p>
      <Button type="submit">{t('activationDate.next')}</Button>
    </form>
  );
}
