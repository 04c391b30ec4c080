import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { getSession } from '@/lib/session';
import { FiveGOption } from '@/features/five-g/components/five-g-option';
import { fiveGOptions, useAdd5g } from '@/features/five-g/api/five-g';
import { requireCard } from '@/routes/-current-card';
import { fiveGRedirect } from '@/domain/screen-rules';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

/** The 5G option exists for physical SIMs only (spec §2 prepaid menu). */
export const Route = createFileRoute('/_protected/5g-communication-option')({
  beforeLoad: () => {
    const card = requireCard();
    const { iccid, telNumber } = getSession();
    const elsewhere = fiveGRedirect(card.usertype, iccid);
    if (elsewhere || !iccid) throw redirect({ to: elsewhere ?? '/topPage', replace: true });
    return { line: { iccid, tel_no: telNumber ?? null } };
  },
  loader: ({ context: { queryClient, line } }) => queryClient.ensureQueryData(fiveGOptions(line)),
  errorComponent: FetchErrorScreen,
  component: FiveGScreen,
});

function FiveGScreen() {
  const { t } = useTranslation('fiveG');
  const { line } = Route.useRouteContext();
  const { data } = useSuspenseQuery(fiveGOptions(line));
  const add = useAdd5g(line);
  return (
    <Page title={t('title')}>
      <FiveGOption status={data} onAdd={() => add.mutate()} adding={add.isPending} error={add.error} added={add.isSuccess} />
    </Page>
  );
}
