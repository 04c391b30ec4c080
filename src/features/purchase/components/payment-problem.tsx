import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { apiErrorText } from '@/lib/api-error-text';
import { isCardChargeRefusal, isNoAnswer } from '@/features/purchase/money-answers';

type Props = {
  error: unknown;
  /** The order the step was about, when there is one: the way back to it. */
  paymentId?: string | undefined;
  /** The step may have charged a card (a card's final Purchase or Pay): without an answer, nobody knows yet. */
  mayHaveCharged?: boolean;
  /** Any other failure, as the screen says it. */
  otherwise: ReactNode;
};

/**
 * What a money step's failure tells the customer about their money (docs/decisions/0125), focused as
 * every result message is: the card company's refusal (nothing charged, another card or method for
 * this order, and that a saved card stays saved), or no answer at all (nothing charged, or "check the
 * order": it is never charged twice). Anything else is the screen's own message.
 */
export function PaymentProblem({ error, paymentId, mayHaveCharged = false, otherwise }: Props) {
  const { t } = useTranslation();
  const link = 'mt-2 inline-block font-semibold underline';
  if (isNoAnswer(error)) {
    return (
      <FocusedAlert tone="error" trigger={error}>
        <p>{t(mayHaveCharged ? 'money.noAnswerMayCharge' : 'money.noAnswerNothingCharged')}</p>
        {mayHaveCharged && paymentId && (
          <Link to="/ordercompleted" search={{ paymentId }} className={link}>
            {t('money.checkOrder')}
          </Link>
        )}
      </FocusedAlert>
    );
  }
  if (isCardChargeRefusal(error)) {
    return (
      <FocusedAlert tone="error" trigger={error}>
        <p>{apiErrorText(error, t('errors.tryAgain'))}</p>
        <p className="mt-1">{t('money.savedCardStays')}</p>
        {paymentId && (
          <Link to="/payment" search={{ paymentId }} className={link}>
            {t('money.anotherWay')}
          </Link>
        )}
      </FocusedAlert>
    );
  }
  return otherwise;
}
