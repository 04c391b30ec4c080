import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HistoryItem, RechargeType } from '@/contract';
import { pageAfterCancel } from '@/lib/pagination';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { Loader } from '@/components/ui/loader';
import { showToast } from '@/components/ui/toast';
import { SomethingWentWrong } from '@/components/ui/something-went-wrong';
import { historyOptions } from '@/features/purchase/api/history';
import { purchaseKeys } from '@/features/purchase/keys';
import { useCancelOrder } from '@/features/purchase/api/cancel-order';
import { useMakePayment } from '@/features/purchase/api/make-payment';
import { HistoryList } from './history-list';
import { PaymentProblem } from './payment-problem';

type Props = {
  type: RechargeType;
  scId: number;
  title: string;
  /** Where a wallet's page or a convenience-store slip goes: the route decides (spec §4). */
  onExternal: (item: HistoryItem, result: { html_content?: string | undefined; smartpit_url?: string | undefined }) => void;
};

/** A history list that loads, pages, pays and cancels (spec §2, §4). */
export function OrderHistoryPanel({ type, scId, title, onExternal }: Props) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const [page, setPage] = useState(1);
  const top = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const query = useQuery(historyOptions(type, scId, page, i18n.resolvedLanguage ?? 'en'));
  const cancel = useCancelOrder();
  const pay = useMakePayment();
  // What the last Cancel did: said where the cancelled order was, and focused, since its buttons are
  // gone with it (a focus left on the page's body tells a keyboard or screen-reader user nothing).
  const [cancelled, setCancelled] = useState<HistoryItem>();
  // The order the last Pay was for: a refusal or a lost answer is said about it, with the way back to it.
  const [paying, setPaying] = useState<HistoryItem>();
  // What the last Pay by card did, said and focused where the order was (its Pay button is gone with it).
  const [paid, setPaid] = useState<HistoryItem>();

  // Spec §2: reload when the tab becomes visible again (an order may have been paid elsewhere).
  useEffect(() => {
    const onVisible = () =>
      document.visibilityState === 'visible' && void queryClient.invalidateQueries({ queryKey: purchaseKeys.history(type, scId) });
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, type, scId]);

  const goTo = (next: number) => {
    setPage(next);
    // Spec §2: after a page change, bring the list into view (100 ms, once the new page has rendered).
    setTimeout(() => top.current?.scrollIntoView({ block: 'start' }), 100);
  };

  return (
    <section aria-labelledby={`history-${type}`} className="mt-8">
      <h2 id={`history-${type}`} ref={top} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {/* Errors stay until read, at the list, focused: not a 5-second toast (docs/decisions/0054). */}
      {cancel.error ? (
        <ApiErrorAlert error={cancel.error} />
      ) : (
        <PaymentProblem
          error={pay.error}
          paymentId={paying?.id}
          mayHaveCharged={paying?.payment_method === 'credit_card'}
          otherwise={<ApiErrorAlert error={pay.error} />}
        />
      )}
      {cancelled && !cancel.error && (
        <FocusedAlert tone="success" trigger={cancelled}>
          {t('cancelled', { plan: cancelled.plan })}
        </FocusedAlert>
      )}
      {paid && !pay.error && (
        <FocusedAlert tone="success" trigger={paid}>
          {t('paidNamed', { plan: paid.plan })}
        </FocusedAlert>
      )}
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <SomethingWentWrong text={t('common:errors.somethingWentWrong')} />
      ) : (
        <HistoryList
          page={query.data}
          busy={cancel.isPending || pay.isPending}
          onPage={goTo}
          onCancel={(item) => {
            setCancelled(undefined);
            setPaid(undefined);
            pay.reset();
            cancel.mutate(item.id, {
              onSuccess: () => {
                setCancelled(item);
                setPage(pageAfterCancel(page, query.data.list.length));
              },
            });
          }}
          onPay={(item) => {
            setCancelled(undefined);
            setPaid(undefined);
            setPaying(item);
            cancel.reset();
            pay.mutate(item.id, {
              onSuccess: (result) => {
                if (result.status !== 'paid') return onExternal(item, result);
                // Spec §8 "payment success" toast; the order's own message takes the focus the Pay button had.
                showToast(t('paymentSuccess'));
                setPaid(item);
              },
            });
          }}
        />
      )}
    </section>
  );
}
