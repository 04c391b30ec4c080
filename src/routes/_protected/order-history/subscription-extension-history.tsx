import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { ordersAllowed } from '../../../lib/menu';
import { OrderHistoryPanel } from '../../../features/orders/components/order-history-panel';
import { requireCard } from '../../-current-card';
import { openExternalPayment } from '../../-external-payment';

export const Route = createFileRoute('/_protected/order-history/subscription-extension-history')({
  beforeLoad: () => {
    const card = requireCard();
    if (!ordersAllowed(card.usertype)) throw redirect({ to: '/topPage', replace: true });
    return { card };
  },
  component: History,
});

function History() {
  const { t } = useTranslation('orders');
  const { card } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <Page title={t('extensionHistory')}>
      <OrderHistoryPanel
        type={1}
        scId={card.scId}
        title={t('listTitle')}
        onExternal={(item, result) => void openExternalPayment(item.id, result, (to) => void navigate({ to }))}
      />
    </Page>
  );
}
