import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { getSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { AccountSummary } from '../../features/account/components/account-summary';
import { cardInfoOptions } from '../../features/account/api/card-info';
import { cardUsageOptions } from '../../features/account/api/card-usage';

function currentCard() {
  const { scId, usertype } = getSession();
  return scId !== undefined && usertype ? { scId, usertype } : undefined;
}

export const Route = createFileRoute('/_protected/topPage')({
  // Tokens without a current SIM is a broken session: start again from the landing page.
  beforeLoad: () => {
    if (!currentCard()) throw redirect({ to: '/logout', replace: true });
  },
  loader: ({ context }) => {
    const card = currentCard()!;
    return Promise.all([
      context.queryClient.ensureQueryData(cardInfoOptions(card)),
      context.queryClient.ensureQueryData(cardUsageOptions(card)),
    ]);
  },
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
