import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { helpArticleUrl } from '@/lib/links';
import { profileOf } from '@/domain/sim-profiles';
import { toSupportedLanguage } from '@/lib/language';
import { useSession } from '@/lib/use-session';
import { CustomerSupport } from '@/features/support/components/customer-support';

/** Open to everyone (spec §2): a customer who cannot log in needs help most. */
export const Route = createFileRoute('/customer-support')({ component: CustomerSupportScreen });

function CustomerSupportScreen() {
  const { t, i18n } = useTranslation('support');
  const { usertype } = useSession();
  return (
    <Page title={t('title')} intro={t('intro')}>
      <CustomerSupport
        now={Date.now()}
        helpUrl={helpArticleUrl(profileOf(usertype ?? 'PREPAID').helpSection, toSupportedLanguage(i18n.resolvedLanguage))}
      />
    </Page>
  );
}
