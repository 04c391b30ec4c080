import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { updateSession } from '../../lib/session';
import { cardInfoOptions } from '../../features/account/api/card-info';
import { BasicInfo } from '../../features/onboarding/components/basic-info';
import { requireCard } from '../-current-card';
import { fetchErrorScreenSaying } from '../-fetch-error-screen';

/** The last onboarding screen (spec §2): what the customer now has, and the way to the top page. */
export const Route = createFileRoute('/_protected/basicInfo')({
  beforeLoad: async ({ preload }) => {
    const card = requireCard();
    // Spec §4: a prepaid customer on this page is 'completing' until they open their top page.
    // Not on preload: only opening the page changes what the customer's menu offers.
    if (card.usertype === 'PREPAID' && !preload) await updateSession({ simStatus: 'completing' });
    return { card };
  },
  loader: ({ context: { queryClient, card } }) => queryClient.ensureQueryData(cardInfoOptions(card)),
  errorComponent: fetchErrorScreenSaying('onboarding', 'basicInfo.loadFailed'),
  component: BasicInfoScreen,
});

function BasicInfoScreen() {
  const { t } = useTranslation('onboarding');
  const { card } = Route.useRouteContext();
  const { data } = useSuspenseQuery(cardInfoOptions(card));
  const navigate = useNavigate();
  return (
    <Page title={t('basicInfo.title')}>
      <BasicInfo
        info={data}
        prepaid={card.usertype === 'PREPAID'}
        onToTop={async () => {
          await updateSession({ simStatus: 'sold' });
          await navigate({ to: '/topPage' });
        }}
      />
    </Page>
  );
}
