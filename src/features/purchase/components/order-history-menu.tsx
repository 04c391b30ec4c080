import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { buttonClass } from '@/components/ui/button';

/** Spec §2 order history: a menu of the two histories. */
export function OrderHistoryMenu() {
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
