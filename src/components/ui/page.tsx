import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every screen has one h1 and a document title (spec §2, page titles); the title also names the
 * service so tabs and the task switcher stay readable.
 */
export function Page({ title, children, intro }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('shell.brand')}`;
  }, [title, t]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {intro && <div className="mb-4 text-slate-700">{intro}</div>}
      {children}
    </section>
  );
}
