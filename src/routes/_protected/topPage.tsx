import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { useSession } from '../../lib/use-session';
import { AccountSummary } from '../../features/account/components/account-summary';
import { cardInfoOptions } from '../../features/account/api/card-info';
import { cardUsageOptions } from '../../features/account/api/card-usage';
import { requireCard } from '../-current-card';

export const Route = createFileRoute('/_protected/topPage')({
  beforeLoad: () => ({ card: requireCard() }),
  loader: ({ context: { queryClient, card } }) =>
    Promise.all([
      queryClient.ensureQueryData(cardInfoOptions(card)),
      queryClient.ensureQueryData(cardUsageOptions(card)),
    ]),
  component: TopPage,
});

function TopPage() {
  const { t } = useTranslation('account');
  const { scId, usertype } = useSession();
  if (scId === undefined || !usertype) return null;
  return (
    <Page title={t('top.title')}>
      <AccountSummary card={{ scId, usertype }} />
    </Page>
  );
}
