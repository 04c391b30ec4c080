import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdatePrompt } from '@/lib/pwa';

/** Offered, never forced: reloading mid-payment (in this tab or another) could lose the customer's place. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const state = useUpdatePrompt();
  if (state === 'hidden') return null;
  return (
    <div role="status" className="mb-4 flex items-center gap-2 rounded border border-brand-100 bg-brand-50 p-3 text-sm">
      {state === 'waiting-for-other-tab' ? (
        <p className="flex-1">{t('shell.updateAfterPayment')}</p>
      ) : (
        <>
          <p className="flex-1">{t('shell.updateAvailable')}</p>
          <button type="button" className="rounded bg-brand-700 px-3 py-1 text-white" onClick={applyUpdate}>
            {t('shell.updateNow')}
          </button>
        </>
      )}
    </div>
  );
}
