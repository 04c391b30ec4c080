import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { Alert } from '@/components/ui/alert';
import { toSupportedLanguage } from '@/lib/language';
import { LEGAL, legalDate } from '@/features/legal/content';

function Updated() {
  const { t } = useTranslation();
  return (
    <>
      {LEGAL.sample && <Alert tone="info">{t('legal.sample')}</Alert>}
      <p className="mb-4 text-sm text-slate-600">{t('legal.updated', { date: legalDate(LEGAL.updated) })}</p>
    </>
  );
}

/** The terms of use: what the registration's consent checkbox agrees to. */
export function TermsOfUse() {
  const { t, i18n } = useTranslation();
  const lng = toSupportedLanguage(i18n.resolvedLanguage);
  return (
    <Page title={t('shell.termsOfUse')}>
      <Updated />
      {LEGAL.terms.map((section) => (
        <section key={section.heading.en} className="mb-5">
          <h2 className="mb-1 text-lg font-semibold">{section.heading[lng]}</h2>
          <p className="text-slate-800">{section.body[lng]}</p>
        </section>
      ))}
    </Page>
  );
}

/** 特定商取引法に基づく表記: seller, address, contact, prices, payment, delivery, cancellation. */
export function Tokushoho() {
  const { t, i18n } = useTranslation();
  const lng = toSupportedLanguage(i18n.resolvedLanguage);
  return (
    <Page title={t('shell.tokushoho')}>
      <Updated />
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {LEGAL.seller.map((row) => (
          <div key={row.label.en} className="px-3 py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-medium text-slate-900">{row.label[lng]}</dt>
            <dd className="mt-1 text-slate-800 [overflow-wrap:anywhere] sm:mt-0">{row.value[lng]}</dd>
          </div>
        ))}
      </dl>
    </Page>
  );
}
