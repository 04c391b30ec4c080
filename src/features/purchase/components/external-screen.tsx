import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { getSession, updateSession } from '@/lib/session';
import { isApiError } from '@/lib/api-error';
import { holdUpdates } from '@/lib/pwa';
import { orderOptions } from '@/features/purchase/api/order';
import { refreshAfterPayment } from '@/features/purchase/after-payment';
import { pollUntilPaid } from '@/features/purchase/poll-until-paid';
import { ProviderHandover } from './provider-handover';
import { OrderEnded } from './order-ended';

type Props = { paymentId: string; html: string | undefined; slip: string | undefined };

/**
 * Spec §2 payment-external: the stored wallet page runs (its scripts included) and the store slip
 * opens, top level in the tab the customer tapped in (decisions 0022, 0059). Back from the wallet,
 * this page shows the order as it stands, a way on to the wallet again, and the way to the order.
 */
export function ExternalScreen({ paymentId, html, slip }: Props) {
  const { t } = useTranslation('payment');
  // Just sent here by make payment: on to the provider at once. Read once, and cleared at once, so
  // that coming back (Back, reload) stops here.
  const [auto] = useState(() => getSession().payment_handover === paymentId);
  useEffect(() => {
    if (auto) void updateSession({ payment_handover: undefined });
  }, [auto]);
  const order = useQuery({ ...orderOptions(paymentId), refetchInterval: (q) => pollUntilPaid(q.state) });
  useEffect(() => holdUpdates(), []);
  const paid = order.data?.status === 'paid';
  const ended = isApiError(order.error, 'E0030');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid && !ended) return;
    void updateSession({ html_content: undefined, smartpit_url: undefined });
    // Paid (or ended) outside this page (no mutation here saw it): the histories and the SIM's data
    // are out of date now, not 30 s from now.
    void refreshAfterPayment(queryClient);
  }, [paid, ended, queryClient]);
  const method = order.data?.payment_method;
  const provider = method ? t(`methods.${method}`) : '';
  if (ended) {
    return (
      <Page title={t('ended.title')}>
        <OrderEnded rechargeType={getSession()['recharge-type']} />
      </Page>
    );
  }
  return (
    <Page
      title={t('external.title')}
      intro={paid ? undefined : slip ? t('external.introSlip') : t('external.intro', { provider: provider || t('external.provider') })}
    >
      {paid ? (
        <div className="space-y-4">
          <Alert tone="success">{t('completed.paid')}</Alert>
          <Link to="/ordercompleted" search={{ paymentId }} className={buttonClass()}>
            {t('external.toOrder')}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <ProviderHandover
            html={html}
            slip={slip}
            auto={auto}
            label={slip ? t('external.toSlip') : t('external.continue', { provider: provider || t('external.provider') })}
          />
          {/* A way on after Decline or "later": the order, its history, Pay again or Cancel. */}
          <p className="text-sm text-slate-600">{t('external.later')}</p>
          <Link to="/ordercompleted" search={{ paymentId }} className={buttonClass('secondary')}>
            {t('external.toOrder')}
          </Link>
        </div>
      )}
    </Page>
  );
}
