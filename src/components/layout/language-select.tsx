import { useTranslation } from 'react-i18next';
import { DROPDOWN_ORDER, LANGUAGE_NAMES, HTML_LANG, toSupportedLanguage } from '@/lib/language';

/** A native select: keyboard and screen readers get the platform's own picker on every phone. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage);
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('shell.language')}</span>
      <select
        // Narrower on small phones, so the brand beside it keeps one line.
        className="rounded border border-slate-300 bg-white px-1 py-1 text-xs min-[420px]:px-2 min-[420px]:text-sm"
        value={current}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
      >
        {DROPDOWN_ORDER.map((lng) => (
          <option key={lng} value={lng} lang={HTML_LANG[lng]}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}
