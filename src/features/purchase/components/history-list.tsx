import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryItem, HistoryPage } from '@/contract';
import { formatJstDate, formatJstDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/empty-state';
import { DetailsList } from '@/components/ui/details-list';
import { Pagination } from '@/components/ui/pagination';

type Props = {
  page: HistoryPage;
  busy: boolean;
  onPage: (page: number) => void;
  onPay: (item: HistoryItem) => void;
  onCancel: (item: HistoryItem) => void;
};

/**
 * Spec §2 history list: paid items fold open; unpaid ones carry Unpaid, Pay and Cancel. Pay is
 * offered for every method that is registered, cards included: a card order left unpaid (declined,
 * or its Purchase never pressed) is charged by Pay like any other (decision 0127). An order that
 * ended at its deadline is listed, dated, as expired for a while (decision 0126).
 */
export function HistoryList({ page, busy, onPage, onPay, onCancel }: Props) {
  const { t } = useTranslation(['orders', 'common']);
  const [cancelling, setCancelling] = useState<HistoryItem>();
  if (page.list.length === 0) return <EmptyState text={t('common:status.noData')} />;
  const method = (item: HistoryItem) => (item.payment_method ? t(`methods.${item.payment_method}`) : '—');
  return (
    <div>
      <ul className="space-y-3">
        {page.list.map((item) =>
          item.status === 'paid' ? (
            <li key={item.id}>
              <details className="rounded-lg border border-slate-200">
                <summary className="flex cursor-pointer justify-between gap-2 px-4 py-3">
                  {/* When it was ordered tells apart orders of the same plan and price, folded as they are
                      (to the minute: a customer may buy the same plan twice in a day). */}
                  <span>
                    <span className="block font-medium">{item.plan}</span>
                    <span className="block text-sm text-slate-600">
                      <span className="sr-only">{t('labels.orderDate')} </span>
                      {formatJstDateTime(item.order_date * 1000)}
                    </span>
                  </span>
                  <span>{formatYen(item.price)}</span>
                </summary>
                <div className="border-t border-slate-200 px-4 py-3">
                  <DetailsList
                    rows={[
                      [t('labels.plan'), item.plan],
                      [t('labels.price'), formatYen(item.price)],
                      [t('labels.status'), t('paid')],
                      [t('labels.orderDate'), formatJstDate(item.order_date)],
                      [t('labels.deadline'), formatJstDate(item.due_date) || '—'],
                      [t('labels.method'), method(item)],
                    ]}
                  />
                  {/* Named by its order: a list of links all called "Receipt" tells a screen reader nothing. */}
                  <Link
                    to="/order-history/receipt/$paymentId"
                    params={{ paymentId: item.id }}
                    aria-label={t('receiptLinkNamed', { plan: item.plan, date: formatJstDateTime(item.order_date * 1000) })}
                    className="mt-3 inline-block font-medium text-brand-700 underline"
                  >
                    {t('receiptLink')}
                  </Link>
                </div>
              </details>
            </li>
          ) : item.status === 'expired' ? (
            <li key={item.id} className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{item.plan}</span>
                <span className="rounded bg-slate-600 px-2 py-0.5 text-xs font-semibold text-white">{t('expired')}</span>
              </div>
              <p className="mt-2 text-sm text-slate-700">{t('expiredOn', { date: formatJstDate(item.due_date) })}</p>
              <DetailsList
                className="mt-2"
                rows={[
                  [t('labels.orderDate'), formatJstDate(item.order_date)],
                  [t('labels.price'), formatYen(item.price)],
                  [t('labels.method'), method(item)],
                ]}
              />
            </li>
          ) : (
            <li key={item.id} className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{item.plan}</span>
                <span className="rounded bg-amber-800 px-2 py-0.5 text-xs font-semibold text-white">{t('unpaid')}</span>
              </div>
              <DetailsList
                className="mt-2"
                rows={[
                  [t('labels.orderDate'), formatJstDate(item.order_date)],
                  [t('labels.price'), formatYen(item.price)],
                  [t('labels.deadline'), formatJstDate(item.due_date) || '—'],
                  [t('labels.method'), method(item)],
                ]}
              />
              <div className="mt-3 flex gap-2">
                {/* Pay wherever a method is registered: the wallet or slip opens, a card is charged. */}
                {item.payment_method !== null && (
                  <Button needsConnection disabled={busy} onClick={() => onPay(item)} aria-label={t('payNamed', { plan: item.plan })}>
                    {t('pay')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  needsConnection
                  disabled={busy}
                  onClick={() => setCancelling(item)}
                  aria-label={t('cancelNamed', { plan: item.plan })}
                >
                  {t('cancel')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      <Pagination
        page={page.current_page}
        totalPages={page.total_pages}
        onPage={onPage}
        labels={{ nav: t('pages'), previous: t('previousPages'), next: t('nextPages'), page: (n) => t('pageN', { n }) }}
      />
      <Modal
        open={!!cancelling}
        title={t('cancelTitle')}
        onClose={() => setCancelling(undefined)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setCancelling(undefined)}>
              {t('revision')}
            </Button>
            <Button
              needsConnection
              onClick={() => {
                if (cancelling) onCancel(cancelling);
                setCancelling(undefined);
              }}
            >
              {t('confirm')}
            </Button>
          </>
        }
      >
        <p>{t('cancelText', { plan: cancelling?.plan ?? '' })}</p>
      </Modal>
    </div>
  );
}
