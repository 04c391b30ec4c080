import { useEffect } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RechargeType } from '@/contract';
import { Page } from '@/components/ui/page';
import { Loader } from '@/components/ui/loader';
import { SomethingWentWrong } from '@/components/ui/something-went-wrong';
import { PlanList } from './plan-list';
import { plansOptions } from '@/features/purchase/api/plans';
import { usePurchase } from '@/features/purchase/api/purchase';
import { OrderHistoryPanel } from './order-history-panel';
import { PurchaseStepper } from './purchase-stepper';
import { showExternalPayment } from '@/features/purchase/external-payment';
import { apiErrorText } from '@/lib/api-error-text';
import { isNoAnswer } from '@/features/purchase/money-answers';
import { updateSession } from '@/lib/session';

/** Data recharge (type 0) and usage period extension (type 1): plans, then that type's history. */
export function RechargeScreen({ type, scId }: { type: RechargeType; scId: number }) {
  const { t, i18n } = useTranslation(['recharge', 'orders', 'common']);
  const navigate = useNavigate();
  const plans = useQuery(plansOptions(type, scId, i18n.resolvedLanguage ?? 'en'));
  const purchase = usePurchase();
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  // Spec §8: a red alert with the server's message or 'Purchase failed'; with no answer, that nothing
  // was charged (a Purchase only makes the order, and its retry finds the same one).
  const purchaseError = purchase.error
    ? {
        text: isNoAnswer(purchase.error) ? t('common:money.noAnswerNothingCharged') : apiErrorText(purchase.error, t('purchaseFailed')),
        trigger: purchase.error,
      }
    : undefined;
  // Spec §2: the type of the purchase under way (0 data, 1 usage period), for the payment steps and
  // the menu; written once the screen is shown, never by its guard (which also runs on preload).
  useEffect(() => void updateSession({ 'recharge-type': type }), [type]);
  return (
    <Page title={t(type === 0 ? 'dataTitle' : 'extensionTitle')}>
      <PurchaseStepper at="plans" />
      {plans.isPending ? (
        <Loader />
      ) : plans.isError ? (
        <SomethingWentWrong text={t('loadFailed')} />
      ) : (
        <PlanList
          type={type}
          plans={plans.data.plan}
          // Still busy while /payment loads: a second tap on a slow network must find nothing to press.
          // (Back during that load cancels it and frees the button; the same key then finds the same order.)
          purchasing={purchase.isPending || navigating}
          purchaseError={purchaseError}
          onPurchase={(plan) =>
            purchase.mutate(
              { id: scId, plan_id: plan.id },
              { onSuccess: ({ payment_id }) => void navigate({ to: '/payment', search: { paymentId: payment_id } }) },
            )
          }
        />
      )}
      {type === 0 && (
        <Link
          to="/auto-top-up"
          className="my-4 block rounded-xl border border-slate-200 p-3 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="block font-semibold text-brand-700">{t('autoTopUpLink')}</span>
          <span className="block text-sm text-slate-600">{t('autoTopUpHint')}</span>
        </Link>
      )}
      <OrderHistoryPanel
        type={type}
        scId={scId}
        title={t(type === 0 ? 'orders:dataHistory' : 'orders:extensionHistory')}
        onExternal={(item, result) => void showExternalPayment(item.id, result, navigate)}
      />
    </Page>
  );
}
