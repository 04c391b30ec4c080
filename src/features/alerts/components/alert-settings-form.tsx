import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertSettings } from '@/contract';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { allOff, anyOn, setChannel, type AlertRows } from '@/features/alerts/model';

type Props = {
  settings: AlertSettings;
  /** Show the push column: this device can take push (the choice itself is per SIM, for every device that has push on). */
  push: boolean;
  onSave: (rows: AlertRows) => void;
  saving: boolean;
  saved: boolean;
  error: unknown;
};

/** One group per alert, each with its channels; Save, and one button that turns everything off at once. */
export function AlertSettingsForm({ settings, push, onSave, saving, saved, error }: Props) {
  const { t } = useTranslation('alerts');
  const [rows, setRows] = useState(settings.alerts);
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(rows);
      }}
    >
      <ApiErrorAlert error={error} />
      {/* Focused: Save (or All off) leaves focus on a button far below, or a disabled one on the page's body. */}
      {saved && (
        <FocusedAlert tone="success" trigger={saved}>
          {t(anyOn(rows) ? 'saved' : 'allOffDone')}
        </FocusedAlert>
      )}
      {rows.map((row) => (
        <fieldset key={row.kind} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-medium">{t(`kinds.${row.kind}`)}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
            {push && <ChannelBox label={t('push')} checked={row.push} onChange={(on) => setRows(setChannel(rows, row.kind, 'push', on))} />}
            <ChannelBox label={t('mail')} checked={row.mail} onChange={(on) => setRows(setChannel(rows, row.kind, 'mail', on))} />
          </div>
        </fieldset>
      ))}
      <Button type="submit" needsConnection disabled={saving}>
        {t('save')}
      </Button>
      <Button
        variant="secondary"
        needsConnection
        disabled={saving || !anyOn(rows)}
        onClick={() => {
          const off = allOff(rows);
          setRows(off);
          onSave(off);
        }}
      >
        {t('allOff')}
      </Button>
    </form>
  );
}

/** One channel of one alert: a checkbox with its label, a finger's height. */
function ChannelBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
