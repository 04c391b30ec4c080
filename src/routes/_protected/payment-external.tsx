import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { getSession, updateSession } from '../../lib/session';
import { holdUpdates } from '../../lib/pwa';
import { PaymentFrame } from '../../features/payment/components/payment-frame';
import { orderOptions } from '../../features/payment/api/order';
import { optionalTexts } from '../../lib/search-params';

const Search = optionalTexts({ paymentId: 64 });

/**
 * Spec §2 payment-external: the stored wallet page or convenience-store slip, in a sandboxed frame,
 * in the tab the customer tapped in (decision 0022); without one, /unauth.
 */
export const Route = createFileRoute('/_protected/payment-external')({
  validateSearch: Search,
  beforeLoad: ({ search }) => {
    const { html_content: html, smartpit_url: slip } = getSession();
    if ((!html && !slip) || !search.paymentId) throw redirect({ to: '/unauth', replace: true });
    return { html, slip, paymentId: search.paymentId };
  },
  component: ExternalScreen,
});

function ExternalScreen() {
  const { t } = useTranslation('payment');
  const { html, slip, paymentId } = Route.useRouteContext();
  // The wallet tells our API, not this page: watch the order until it is paid.
  const order = useQuery({ ...orderOptions(paymentId), refetchInterval: (q) => (q.state.data?.status === 'paid' ? false : 3000) });
  useEffect(() => holdUpdates(), []);
  const paid = order.data?.status === 'paid';
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    void updateSession({ html_content: undefined, smartpit_url: undefined });
    // The wallet paid outside this page (no mutation here saw it): the histories and the SIM's data
    // are out of date now, not 30 s from now (a blocked tab brought the customer here, same tab).
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['cards'] });
  }, [paid, queryClient]);
  return (
    <Page title={t('external.title')} intro={paid ? undefined : t('external.intro')}>
      {paid ? (
        <div className="space-y-4">
          <Alert tone="success">{t('completed.paid')}</Alert>
          <Link to="/ordercompleted" state={{ paymentId }} className={buttonClass()}>
            {t('external.toOrder')}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <PaymentFrame html={html} src={slip} />
          {/* A way on after Decline or "later": the order, its history, Pay again or Cancel. */}
          <p className="text-sm text-slate-600">{t('external.later')}</p>
          <Link to="/ordercompleted" state={{ paymentId }} className={buttonClass('secondary')}>
            {t('external.toOrder')}
          </Link>
        </div>
      )}
    </Page>
  );
}
