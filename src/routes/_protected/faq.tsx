import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accessOf } from '@/domain/sim-access';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { currentLanguage } from '@/lib/i18n';
import { FaqAccordion } from '@/features/support/components/faq-accordion';
import { faqOptions } from '@/features/support/api/faq';
import { requireCard } from '@/routes/-current-card';
import { fetchErrorScreenSaying } from '@/routes/-fetch-error-screen';

/** The FAQ of the current SIM's type (spec §3 codes), reloaded when the language changes. */
export const Route = createFileRoute('/_protected/faq')({
  beforeLoad: () => ({ faqType: accessOf(requireCard().usertype).faqType }),
  loader: ({ context: { queryClient, faqType } }) => queryClient.ensureQueryData(faqOptions(faqType, currentLanguage())),
  errorComponent: fetchErrorScreenSaying('support', 'faqFailed'),
  component: Faq,
});

function Faq() {
  const { t, i18n } = useTranslation('support');
  const { faqType } = Route.useRouteContext();
  const { data } = useSuspenseQuery(faqOptions(faqType, i18n.resolvedLanguage ?? 'en'));
  return <Page title={t('faqTitle')}>{data.faqs.length ? <FaqAccordion items={data.faqs} /> : <EmptyState text={t('faqEmpty')} />}</Page>;
}
