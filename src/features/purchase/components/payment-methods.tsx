import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodName, SavedCard } from '@/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { providerRefusal } from '@/features/purchase/registration-error';
import { CardInvalid, useRegisterPayment } from '@/features/purchase/use-register-payment';
import type { CardErrors, CardField } from '@/features/purchase/card-rules';
import { CreditCardSection } from './credit-card-section';
import { PaymentProblem } from './payment-problem';

/** Spec §2 order of the accordion. */
const SECTIONS: PaymentMethodName[] = ['credit_card', 'unionpay', 'wechat', 'alipay', 'smartpit'];

/** The saved card as the screen loaded it: its failure belongs to the card section alone. */
export type SavedCardState = { card: SavedCard | null; loading: boolean; error: unknown; retry: () => void };

type Props = { paymentId: string; saved: SavedCardState; onRegistered: () => void };

/** Step 2: the payment methods as an accordion, one section open at a time, each with Registration. */
export function PaymentMethods({ paymentId, saved, onRegistered }: Props) {
  const { t } = useTranslation(['payment', 'common']);
  const baseId = useId();
  const cardRegion = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<PaymentMethodName>('credit_card');
  const [fieldErrors, setFieldErrors] = useState<CardErrors>({});
  const [invalidSubmit, setInvalidSubmit] = useState(0);
  const register = useRegisterPayment(paymentId);
  const error = register.error;
  const refusal = providerRefusal(error);

  // A card that fails spec §5: the first field in error takes focus (the Register button was
  // disabled for a moment, which left focus nowhere).
  useEffect(() => {
    if (invalidSubmit) cardRegion.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmit]);

  const submit: Parameters<typeof CreditCardSection>[0]['onRegister'] = (registration) =>
    register.mutate(registration, {
      onSuccess: onRegistered,
      onError: (e) => {
        setFieldErrors(e instanceof CardInvalid ? e.errors : {});
        if (e instanceof CardInvalid) setInvalidSubmit((n) => n + 1);
      },
    });

  return (
    <div className="space-y-2">
      {refusal ? (
        <FocusedAlert tone="error" trigger={error}>
          {t(`errors.${refusal.key}`)}
          {refusal.detail && <span className="mt-1 block text-xs">{t('errors.providerSaid', { text: refusal.detail })}</span>}
        </FocusedAlert>
      ) : (
        !(error instanceof CardInvalid) && (
          // Registering a method never charges: with no answer, nothing was charged.
          <PaymentProblem error={error} otherwise={<ApiErrorAlert error={error} fallback={t('errors.registerFailed')} />} />
        )
      )}
      {SECTIONS.map((method) => {
        const expanded = open === method;
        return (
          <section key={method} className="rounded-lg border border-slate-300">
            <h2>
              <button
                type="button"
                id={`${baseId}-${method}-head`}
                aria-expanded={expanded}
                aria-controls={`${baseId}-${method}`}
                onClick={() => setOpen(method)}
                className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold"
              >
                {t(`methods.${method}`)}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h2>
            <div
              id={`${baseId}-${method}`}
              ref={method === 'credit_card' ? cardRegion : undefined}
              role="region"
              aria-labelledby={`${baseId}-${method}-head`}
              hidden={!expanded}
              className="border-t border-slate-200 p-4"
            >
              {method === 'credit_card' ? (
                <CreditCardSection
                  saved={saved}
                  busy={register.isPending}
                  fieldErrors={fieldErrors}
                  onClearError={(field: CardField) => setFieldErrors(({ [field]: _gone, ...rest }) => rest)}
                  onRegister={submit}
                />
              ) : (
                <div className="space-y-3">
                  <p className="text-sm text-slate-700">{t(`methodNotes.${method}`)}</p>
                  <Button
                    needsConnection
                    disabled={register.isPending}
                    onClick={() => submit({ method: method as Exclude<PaymentMethodName, 'credit_card'> })}
                  >
                    {register.isPending ? t('common:actions.processing') : t('register')}
                  </Button>
                </div>
              )}
            </div>
          </section>
        );
      })}
      <Alert tone="info">{t('warningNote')}</Alert>
    </div>
  );
}
