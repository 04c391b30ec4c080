import { useTranslation } from 'react-i18next';
import type { ApnSettings } from '@/contract';
import { shownValue, type ApnField } from '@/features/apn/model';
import { CopyButton } from '@/components/ui/copy-button';
import { Panel } from '@/components/ui/panel';

/** The values a customer types into the phone's APN screen, each with a Copy button. */
export function ApnDetails({ settings, fields }: { settings: ApnSettings; fields: ApnField[] }) {
  const { t } = useTranslation('apn');
  return (
    <Panel title={t('details.title')} className="mb-6">
      <dl className="space-y-2 text-sm">
        {fields.map((field) => (
          <div key={field} className="flex items-center justify-between gap-2">
            <dt className="text-slate-600">{t(`details.${field}`)}</dt>
            <dd className="flex items-center gap-2 font-mono font-medium">
              <span className="break-all">{shownValue(settings[field])}</span>
              {settings[field] && <CopyButton value={settings[field]} label={t(`details.${field}`)} />}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
