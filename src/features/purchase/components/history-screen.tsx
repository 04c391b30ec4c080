import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RechargeType } from '@/contract';
import { Page } from '@/components/ui/page';
import { OrderHistoryPanel } from './order-history-panel';
import { showExternalPayment } from '@/features/purchase/external-payment';

/** One of the two history lists of /order-history. */
export function HistoryScreen({ type, scId }: { type: RechargeType; scId: number }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Page title={t(type === 0 ? 'dataHistory' : 'extensionHistory')}>
      <OrderHistoryPanel
        type={type}
        scId={scId}
        title={t('listTitle')}
        onExternal={(item, result) => void showExternalPayment(item.id, result, navigate)}
      />
    </Page>
  );
}
