import { useTranslation } from 'react-i18next';
import type { Line } from '@/contract';
import { formatJstDate } from '@/lib/dates';
import { usePlanLabel } from '@/lib/plans';
import { statusLabelKey } from '@/lib/sim-status';
import { Button } from '@/components/ui/button';
import { DetailsList } from '@/components/ui/details-list';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useSwitchSim } from '@/features/lines/api/switch-sim';

/** Spec §2 line list: every SIM with the line labels of spec §3, and a way to make one current. */
export function LineList({ lines }: { lines: Line[] }) {
  const { t } = useTranslation(['lines', 'common']);
  const planLabel = usePlanLabel();
  const switcher = useSwitchSim();
  return (
    <div className="space-y-4">
      <ApiErrorAlert error={switcher.error} />
      <ul className="space-y-4">
        {lines.map((line) => (
          <li
            key={line.sc_id}
            aria-labelledby={`line-${line.sc_id}`}
            className="rounded-xl border border-slate-200 p-4 aria-[current=true]:border-brand-600"
            aria-current={line.current}
          >
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id={`line-${line.sc_id}`} className="font-semibold">
                {t(`simType.${line.user_type}`)} · {line.tel_no ?? line.iccid.slice(-4)}
              </h2>
              {line.current && <span className="rounded bg-brand-700 px-2 py-0.5 text-xs text-white">{t('current')}</span>}
            </div>
            <DetailsList
              rows={[
                [t('labels.iccid'), line.iccid],
                [t('labels.lineNumber'), line.tel_no ?? '—'],
                [t('labels.plan'), planLabel(line)],
                [t('labels.status'), t(`common:${statusLabelKey(line.status)}`)],
                [t('labels.activationDate'), formatJstDate(line.start_date) || '—'],
                [t('labels.expiry'), formatJstDate(line.expiry_date) || '—'],
                [t('labels.dataUsed'), `${line.data_used_gb.toFixed(2)} GB`],
                [t('labels.dataRemaining'), `${line.data_remaining_gb.toFixed(2)} GB`],
                [t('labels.daysRemaining'), line.days_remaining === null ? '—' : String(line.days_remaining)],
                [t('labels.ipType'), line.ip_type ?? '—'],
                [t('labels.apnType'), line.apn_type ?? '—'],
                [t('labels.apnName'), line.apn_name ?? '—'],
              ]}
            />
            {/* Focused: the "Use this SIM" button pressed is gone now that this SIM is the current one. */}
            {line.current && switcher.isSuccess && switcher.variables === line.sc_id && (
              <div className="mt-4">
                <FocusedAlert tone="success" trigger={switcher.data}>
                  {t('switched')}
                </FocusedAlert>
              </div>
            )}
            {!line.current && (
              <Button
                variant="secondary"
                className="mt-4"
                needsConnection
                disabled={switcher.isPending}
                onClick={() => switcher.mutate(line.sc_id)}
              >
                {t('useThis')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
