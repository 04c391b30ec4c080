import { useTranslation } from 'react-i18next';

/** Where to find the EID on each phone (spec §2: collapsible help). <details> works without script. */
export function EidHelp() {
  const { t } = useTranslation('onboarding');
  return (
    <div className="mb-4 space-y-2 text-sm">
      {(['ios', 'android'] as const).map((os) => (
        <details key={os} className="rounded-lg border border-slate-300 p-3">
          <summary className="cursor-pointer font-medium">{t(`eidHelp.${os}Title`)}</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {[1, 2, 3].map((n) => (
              <li key={n}>{t(`eidHelp.${os}${n}` as 'eidHelp.ios1')}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
