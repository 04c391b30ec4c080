import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RechargeType } from '../contract';
import { Page } from '../components/ui/page';
import { OrderHistoryPanel } from '../features/orders/components/order-history-panel';
import type { CurrentCard } from './-current-card';
import { showExternalPayment } from './-external-payment';

/** One of the two history lists of /order-history. */
export function HistoryScreen({ type, card }: { type: RechargeType; card: CurrentCard }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Page title={t(type === 0 ? 'dataHistory' : 'extensionHistory')}>
      <OrderHistoryPanel
        type={type}
        scId={card.scId}
        title={t('listTitle')}
        onExternal={(item, result) => void showExternalPayment(item.id, result, navigate)}
      />
    </Page>
  );
}
