import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CardUsage } from '../../../contract';
import { Alert } from '../../../components/ui/alert';
import { rolloverApplies, usageWarnings } from '../model';

const WAYS_ON = { lowData: '/data-recharge', fewDays: '/use-period-extension' } as const;

/** Low-data and low-days warnings with the way to recharge or extend, and the rollover rule. */
export function UsageNotes({ usage, canTopUp }: { usage: CardUsage; canTopUp: boolean }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  return (
    <div className="space-y-3">
      {usageWarnings(usage).map((warning) => (
        <Alert key={warning} tone="error">
          <p>{t(`warnings.${warning}`)}</p>
          {/* Only where this SIM can top up and the screen is part of this build. */}
          {canTopUp && WAYS_ON[warning] in router.routesByPath && (
            <Link to={WAYS_ON[warning] as string as '/'} className="mt-1 inline-block font-semibold underline">
              {t(`warnings.${warning}Action`)}
            </Link>
          )}
        </Alert>
      ))}
      {rolloverApplies(usage.plan) && <p className="text-sm text-slate-700">{t('rollover')}</p>}
    </div>
  );
}
