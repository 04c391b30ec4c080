import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HistoryItem, RechargeType } from '../../../contract';
import { pageAfterCancel } from '../../../lib/pagination';
import { ApiErrorAlert } from '../../../components/ui/api-error-alert';
import { Loader } from '../../../components/ui/loader';
import { showToast } from '../../../components/ui/toast';
import { SomethingWentWrong } from '../../../components/ui/something-went-wrong';
import { historyKey, historyOptions } from '../api/history';
import { useCancelOrder } from '../api/cancel-order';
import { useMakePayment } from '../api/make-payment';
import { HistoryList } from './history-list';

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

  // Spec §2: reload when the tab becomes visible again (an order may have been paid elsewhere).
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void queryClient.invalidateQueries({ queryKey: historyKey(type, scId) });
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
      <ApiErrorAlert error={cancel.error ?? pay.error} />
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <SomethingWentWrong text={t('common:errors.somethingWentWrong')} />
      ) : (
        <HistoryList
          page={query.data}
          busy={cancel.isPending || pay.isPending}
          onPage={goTo}
          onCancel={(item) => cancel.mutate(item.id, { onSuccess: () => setPage(pageAfterCancel(page, query.data.list.length)) })}
          onPay={(item) =>
            pay.mutate(item.id, {
              onSuccess: (result) => {
                if (result.status === 'paid') showToast(t('paymentSuccess'));
                else onExternal(item, result);
              },
            })
          }
        />
      )}
    </section>
  );
}
