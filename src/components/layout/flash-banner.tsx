import { useTranslation } from 'react-i18next';
import { dismissFlash, useFlash } from '@/lib/flash';

export function FlashBanner() {
  const { t } = useTranslation();
  const key = useFlash();
  if (!key) return null;
  return (
    <div role="alert" className="mb-4 flex items-start gap-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex-1">{t(`flash.${key}`)}</p>
      <button type="button" className="underline" onClick={dismissFlash}>
        {t('actions.close')}
      </button>
    </div>
  );
}
