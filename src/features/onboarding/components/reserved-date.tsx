import { useTranslation } from 'react-i18next';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { activationIcs } from '@/features/onboarding/calendar';

/** After the reservation: the date, a calendar file with a reminder, and the way on to APN setup. */
export function ReservedDate({
  isoDate,
  onContinue,
  justReserved = false,
}: {
  isoDate: string;
  onContinue: () => void;
  justReserved?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const addToCalendar = () => {
    const ics = activationIcs(
      isoDate,
      { summary: t('calendar.summary'), description: t('calendar.description'), reminder: t('calendar.reminder') },
      new Date(),
    );
    saveBlob(new Blob([ics], { type: 'text/calendar' }), 'sim-activation.ics');
  };
  return (
    <div className="space-y-4">
      {/* Focused right after reserving (the confirmation and its button are gone); not on arrival. */}
      <FocusedAlert tone="success" trigger={justReserved}>
        {t('activationDate.reserved', { date: isoDate.replace(/-/g, '/') })}
      </FocusedAlert>
      <p className="text-sm text-slate-700">{t('activationDate.afterReserve')}</p>
      <Button variant="secondary" onClick={addToCalendar}>
        {t('activationDate.addToCalendar')}
      </Button>
      <Button onClick={onContinue}>{t('activationDate.toApn')}</Button>
    </div>
  );
}
