import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { buttonClass } from '../../../components/ui/button';
import { ordersAllowed } from '../../../lib/menu';
import { requireCard } from '../../-current-card';

/** Spec §2 order history: a menu of the two histories, for physical-SIM and sonet-eSIM customers. */
export const Route = createFileRoute('/_protected/order-history/')({
  beforeLoad: () => {
    if (!ordersAllowed(requireCard().usertype)) throw redirect({ to: '/topPage', replace: true });
  },
  component: OrderHistoryMenu,
});

function OrderHistoryMenu() {
  const { t } = useTranslation('orders');
  return (
    <Page title={t('title')}>
      <div className="space-y-3">
        <Link to="/order-history/data-recharge-history" className={buttonClass('secondary')}>
          {t('dataHistory')}
        </Link>
        <Link to="/order-history/subscription-extension-history" className={buttonClass('secondary')}>
          {t('extensionHistory')}
        </Link>
      </div>
    </Page>
  );
}
