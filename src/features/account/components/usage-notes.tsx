import { useRouter } from '@tanstack/react-router';
import { ActionLink } from '@/components/ui/action-link';
import { useTranslation } from 'react-i18next';
import type { CardUsage } from '@/contract';
import { Alert } from '@/components/ui/alert';
import { rolloverApplies, usageWarnings } from '@/features/account/model';

const WAYS_ON = { lowData: '/data-recharge', fewDays: '/use-period-extension' } as const;

/**
 * Low-data and ending-soon warnings. Where the SIM can top up, in red with the way to recharge or
 * extend; where it cannot (astro, linksfield), a plain note that never asks to recharge. Then the
 * rollover rule where it applies.
 */
export function UsageNotes({ usage, canTopUp }: { usage: CardUsage; canTopUp: boolean }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  return (
    <div className="space-y-3">
      {usageWarnings(usage, canTopUp).map((warning) =>
        warning === 'lowData' || warning === 'fewDays' ? (
          <Alert key={warning} tone="error">
            <p>{t(`warnings.${warning}`)}</p>
            {/* Only where the screen is part of this build. */}
            {WAYS_ON[warning] in router.routesByPath && (
              <ActionLink to={WAYS_ON[warning]} className="mt-1 inline-block font-semibold underline">
                {t(`warnings.${warning}Action`)}
              </ActionLink>
            )}
          </Alert>
        ) : (
          <Alert key={warning} tone="info">
            <p>{t(`warnings.${warning}`)}</p>
          </Alert>
        ),
      )}
      {rolloverApplies(usage) && <p className="text-sm text-slate-700">{t('rollover')}</p>}
    </div>
  );
}
