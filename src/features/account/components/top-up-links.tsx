import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { buttonClass } from '@/components/ui/button';
import { ActionLink } from '@/components/ui/action-link';

const LINKS = [
  ['/data-recharge', 'common:menu.dataRecharge'],
  ['/use-period-extension', 'common:menu.usePeriodExtension'],
  ['/order-history', 'common:menu.orderHistory'],
] as const;

/**
 * On the top page of a SIM that can buy plans (physical SIM, sonet eSIM): always the way to more
 * data, a longer period and past orders, not only once something runs low.
 */
export function TopUpLinks() {
  const { t } = useTranslation(['account', 'common']);
  const router = useRouter();
  return (
    <Panel title={t('topUp.title')}>
      <div className="grid gap-2 sm:grid-cols-3">
        {LINKS.filter(([to]) => to in router.routesByPath).map(([to, label]) =>
          // Order history reads only: it stays a plain link. Recharge and extension need the API.
          to === '/order-history' ? (
            <Link key={to} to={to} className={buttonClass('secondary')}>
              {t(label)}
            </Link>
          ) : (
            <ActionLink key={to} to={to} className={buttonClass('secondary')}>
              {t(label)}
            </ActionLink>
          ),
        )}
      </div>
    </Panel>
  );
}
