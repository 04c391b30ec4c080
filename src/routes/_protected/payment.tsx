import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { Stepper } from '../../components/ui/stepper';
import { holdUpdates } from '../../lib/pwa';
import { showToast } from '../../components/ui/toast';
import { PaymentMethods } from '../../features/purchase/components/payment-methods';
import { savedCardOptions } from '../../features/purchase/api/saved-card';
import { FetchErrorScreen } from '../-fetch-error-screen';

/** Step 2, payment registration (spec §2). The order comes in navigation state. */
export const Route = createFileRoute('/_protected/payment')({
  beforeLoad: ({ location }) => {
    const paymentId = location.state.paymentId;
    if (!paymentId) throw redirect({ to: '/data-recharge', replace: true });
    return { paymentId };
  },
  // The saved card only fills the card section: a failure to load it must not take the wallets and
  // the convenience store away with the screen (docs/decisions/0052). prefetchQuery never throws.
  loader: ({ context: { queryClient, paymentId } }) => queryClient.prefetchQuery(savedCardOptions(paymentId)),
  errorComponent: FetchErrorScreen,
  component: PaymentScreen,
});

/** What the customer agrees to by paying (issue 14); new tabs, so the order in progress stays. */
function LegalLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('legal.beforePaying')} className="mt-6 text-sm">
      <p className="mb-1 text-slate-700">{t('legal.beforePaying')}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <a href="/terms" target="_blank" rel="noopener" className="text-brand-700 underline">
            {t('shell.termsOfUse')}
          </a>
        </li>
        <li>
          <a href="/tokushoho" target="_blank" rel="noopener" className="text-brand-700 underline">
            {t('shell.tokushoho')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

function PaymentScreen() {
  const { t } = useTranslation(['payment', 'recharge']);
  const { paymentId } = Route.useRouteContext();
  const saved = useQuery({ ...savedCardOptions(paymentId), retryOnMount: false });
  const navigate = useNavigate();
  // No update prompt may interrupt a payment (DESIGN.md).
  useEffect(() => holdUpdates(), []);
  return (
    <Page title={t('title')}>
      <Stepper label={t('recharge:steps.label')} steps={[t('recharge:steps.plan'), t('recharge:steps.method'), t('recharge:steps.complete')]} current={2} />
      <PaymentMethods
        paymentId={paymentId}
        saved={{ card: saved.data ?? null, loading: saved.isPending, error: saved.error, retry: () => void saved.refetch() }}
        onRegistered={() => {
          // Spec §8 success message; the verify screen's heading then takes focus (route change).
          showToast(t('registered'));
          void navigate({ to: '/payment-verify', state: { paymentId } });
        }}
      />
      <LegalLinks />
    </Page>
  );
}
