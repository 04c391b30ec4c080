import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';

/**
 * An order whose payment deadline passed (a store slip left to expire, a wallet never paid), under
 * the screen's heading `payment:ended.title`: it was cancelled and nothing was charged (decision
 * 0061). Said where the customer is, with the way on: buy the plan again, or the top page.
 */
export function OrderEnded({ rechargeType }: { rechargeType: 0 | 1 | undefined }) {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <div className="space-y-4">
      <Alert tone="error">{t('common:apiErrors.E0030')}</Alert>
      <div className="flex flex-wrap gap-3">
        <Link to={rechargeType === 1 ? '/use-period-extension' : '/data-recharge'} className={buttonClass()}>
          {t('ended.buyAgain')}
        </Link>
        <Link to="/topPage" className={buttonClass('secondary')}>
          {t('ended.toTop')}
        </Link>
      </div>
    </div>
  );
}
