import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { installOffer, isIosDevice } from '@/lib/install';
import { promptInstall, useCanPromptInstall } from '@/lib/pwa';

/** "Not now" is remembered on the device; it holds no customer data. */
const DISMISSED_KEY = 'portal-install-dismissed-at';

function dismissedAt(): number | null {
  const value = Number(localStorage.getItem(DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** The install offer of the top page (lib/install.ts says when): a prompt, or the steps on iOS. */
export function InstallOffer() {
  const { t } = useTranslation('common');
  const canPrompt = useCanPromptInstall();
  const [dismissed, setDismissed] = useState(dismissedAt);
  const offer = installOffer({
    standalone: standalone(),
    canPrompt,
    ios: isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints),
    dismissedAt: dismissed,
    now: Date.now(),
  });
  if (!offer) return null;
  const notNow = () => {
    const now = Date.now();
    localStorage.setItem(DISMISSED_KEY, String(now));
    setDismissed(now);
  };
  return (
    <section aria-labelledby="install-offer-title" className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
      <h2 id="install-offer-title" className="font-semibold text-brand-800">
        {t('install.title')}
      </h2>
      <p className="mt-1">{t('install.body')}</p>
      {offer === 'ios-steps' && <p className="mt-2">{t('install.iosSteps')}</p>}
      <div className="mt-3 flex gap-2">
        {offer === 'prompt' && <Button onClick={() => void promptInstall()}>{t('install.install')}</Button>}
        <Button variant="secondary" onClick={notNow}>
          {offer === 'prompt' ? t('install.later') : t('install.gotIt')}
        </Button>
      </div>
    </section>
  );
}
