import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * After the register form: the account exists only once the mailed link is confirmed (decision 0044).
 * The heading takes focus when the panel replaces the form, so a screen reader announces the new
 * screen and keyboard users start from it. The same text whether the address was new or taken.
 */
export function RegisterMailSent({ email, expiresIn, onAgain }: { email: string; expiresIn: number; onAgain: () => void }) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const hours = Math.max(1, Math.round(expiresIn / 3600));
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="mb-3 text-xl font-semibold text-slate-900 outline-none">
        {t('register.mailSent.title')}
      </h2>
      <p className="mb-2 text-slate-800">{t('register.mailSent.sentTo', { email })}</p>
      <p className="mb-2 text-slate-800">{t('register.mailSent.next')}</p>
      <p className="mb-4 text-slate-800">{t('register.mailSent.validity', { hours })}</p>
      <h3 className="mb-2 font-semibold text-slate-900">{t('register.mailSent.noMailTitle')}</h3>
      <ul className="mb-4 list-disc ps-6 text-slate-800">
        <li>{t('register.mailSent.noMailWait')}</li>
        <li>{t('register.mailSent.noMailSpam')}</li>
        <li>{t('register.mailSent.noMailAddress')}</li>
        <li>{t('register.mailSent.noMailAccount')}</li>
      </ul>
      <Button variant="secondary" onClick={onAgain}>
        {t('register.mailSent.again')}
      </Button>
    </div>
  );
}
