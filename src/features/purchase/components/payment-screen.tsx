import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast';
import { holdUpdates } from '@/lib/pwa';
import { savedCardOptions } from '@/features/purchase/api/saved-card';
import { PaymentMethods } from './payment-methods';
import { PurchaseStepper } from './purchase-stepper';

/** What the customer agrees to by paying; new tabs, so the order in progress stays. */
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

/** Step 2, payment registration (spec §2). */
export function PaymentScreen({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(['payment', 'recharge']);
  const saved = useQuery({ ...savedCardOptions(paymentId), retryOnMount: false });
  const navigate = useNavigate();
  // No update prompt may interrupt a payment (DESIGN.md).
  useEffect(() => holdUpdates(), []);
  return (
    <Page title={t('title')}>
      <PurchaseStepper at="payment" />
      <PaymentMethods
        paymentId={paymentId}
        saved={{ card: saved.data ?? null, loading: saved.isPending, error: saved.error, retry: () => void saved.refetch() }}
        onRegistered={() => {
          // Spec §8 success message; the verify screen's heading then takes focus (route change).
          showToast(t('registered'));
          void navigate({ to: '/payment-verify', search: { paymentId } });
        }}
      />
      <LegalLinks />
    </Page>
  );
}
