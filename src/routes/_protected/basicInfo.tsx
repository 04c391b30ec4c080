import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { updateSession } from '@/lib/session';
import { cardInfoOptions } from '@/features/account/api/card-info';
import { BasicInfo } from '@/features/onboarding/components/basic-info';
import { requireCard } from '@/routes/-current-card';
import { fetchErrorScreenSaying } from '@/routes/-fetch-error-screen';
import { basicInfoLeft, basicInfoOpened } from '@/domain/onboarding';
import { accessOf } from '@/domain/sim-access';

/** The last onboarding screen (spec §2): what the customer now has, and the way to the top page. */
export const Route = createFileRoute('/_protected/basicInfo')({
  beforeLoad: () => ({ card: requireCard() }),
  loader: ({ context: { queryClient, card } }) => queryClient.ensureQueryData(cardInfoOptions(card)),
  errorComponent: fetchErrorScreenSaying('onboarding', 'basicInfo.loadFailed'),
  component: BasicInfoScreen,
});

function BasicInfoScreen() {
  const { t } = useTranslation('onboarding');
  const { card } = Route.useRouteContext();
  const { data } = useSuspenseQuery(cardInfoOptions(card));
  const navigate = useNavigate();
  // Spec §4: a prepaid customer on this page is 'completing' until they open their top page. On
  // showing the page, not in beforeLoad: a preload (hover on a link) must change nothing.
  useEffect(() => {
    const opened = basicInfoOpened(card.usertype);
    if (opened.simStatus) void updateSession(opened);
  }, [card.usertype]);
  return (
    <Page title={t('basicInfo.title')}>
      <BasicInfo
        info={data}
        prepaid={accessOf(card.usertype).physical}
        onToTop={async () => {
          await updateSession(basicInfoLeft());
          await navigate({ to: '/topPage' });
        }}
      />
    </Page>
  );
}
