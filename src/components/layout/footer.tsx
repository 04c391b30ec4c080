import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '@/lib/language';
import { POLICY_URL, providerSiteUrl } from '@/lib/links';

export function Footer() {
  const { t, i18n } = useTranslation();
  const lng = toSupportedLanguage(i18n.resolvedLanguage);
  return (
    // Hidden, not removed, while <main> (its peer in AppShell) is still empty because the first screen
    // is loading its data: shown at the bottom of the viewport then, it would jump down when the
    // screen appears (a layout shift). Becoming visible where it ends up shifts nothing.
    <footer className="border-t border-slate-200 bg-slate-100 px-4 py-4 text-sm text-slate-700 peer-empty:invisible">
      <nav aria-label={t('shell.footerNav')} className="flex flex-wrap gap-x-4 gap-y-2">
        <a className="underline" href={POLICY_URL} target="_blank" rel="noopener noreferrer">
          {t('shell.privacyPolicy')}
        </a>
        <Link className="underline" to="/terms">
          {t('shell.termsOfUse')}
        </Link>
        <Link className="underline" to="/tokushoho">
          {t('shell.tokushoho')}
        </Link>
        <a className="underline" href={providerSiteUrl(lng)} target="_blank" rel="noopener noreferrer">
          {t('shell.providerSite')}
        </a>
      </nav>
      <p className="mt-2">{t('shell.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
