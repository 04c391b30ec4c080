import { useTranslation } from 'react-i18next';
import type { OrderResult } from '@/contract';
import { formatJstDate } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { ValueRows } from './value-rows';

/**
 * The order as verification (step 2) and completion (step 3) show it (spec §2). The order number is
 * hidden for convenience-store payment before purchase, and is the smart pit number after it.
 */
export function OrderDetails({ order, stage }: { order: OrderResult; stage: 'verify' | 'completed' }) {
  const { t } = useTranslation('payment');
  const smartpit = order.payment_method === 'smartpit';
  const rows: [string, string][] = [
    [t('order.plan'), order.plan],
    [t('order.price'), formatYen(order.price)],
    [t('order.tax'), formatYen(order.tax)],
    [t('order.method'), order.payment_method ? t(`methods.${order.payment_method}`) : '—'],
    [t('order.orderDate'), formatJstDate(order.order_date)],
  ];
  if (order.due_date) rows.push([t('order.dueDate'), formatJstDate(order.due_date)]);
  if (stage === 'completed')
    rows.push(smartpit ? [t('order.smartpitNumber'), order.smartpit_number ?? '—'] : [t('order.orderNumber'), order.order_number]);
  else if (!smartpit) rows.push([t('order.orderNumber'), order.order_number]);
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <ValueRows rows={rows} />
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-lg font-bold">
        <span>{t('order.total')}</span>
        <span>
          {formatYen(order.total_price)}{' '}
          <span className="text-xs font-normal">
            ({order.currency}, {t('order.taxIncluded')})
          </span>
        </span>
      </p>
    </div>
  );
}
