import { useState } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@/contract/codes';
import { Page } from '@/components/ui/page';
import { StepProgress } from '@/components/ui/step-heading';
import { getSession, updateSession } from '@/lib/session';
import { formatJstDate } from '@/lib/dates';
import { cardInfoOptions } from '@/features/account/api/card-info';
import { ReservedDate } from '@/features/onboarding/components/reserved-date';
import { ActivationDateForm } from '@/features/onboarding/components/activation-date-form';
import { EsimActivationForm } from '@/features/onboarding/components/esim-activation-form';
import { requireCard } from '@/routes/-current-card';
import { step2Redirect } from '@/domain/screen-rules';
import { accessOf } from '@/domain/sim-access';
import { activationDateConfirmed, activationDateReserved, esimRequested } from '@/domain/onboarding';

/** Step 2, SIM activation (spec §2): the date for a physical SIM, issuance for an eSIM. */
export const Route = createFileRoute('/_protected/step2')({
  beforeLoad: () => {
    const card = requireCard();
    const { simStatus, stepValidationStatus } = getSession();
    // A SIM past this step goes where its set-up stands (spec §2: the form hands over once done).
    const elsewhere = step2Redirect({ usertype: card.usertype, simStatus, stepValidationStatus });
    if (elsewhere) throw redirect({ to: elsewhere, replace: true });
    return { card };
  },
  // A physical SIM's reservation is final: the screen shows it instead of the form (spec §4).
  loader: ({ context: { queryClient, card } }) =>
    accessOf(card.usertype).physical ? queryClient.ensureQueryData(cardInfoOptions(card)) : undefined,
  component: Step2,
});

function ReservedOrForm({ card, onContinue }: { card: { scId: number; usertype: UserType }; onContinue: () => Promise<void> }) {
  const { data: info } = useSuspenseQuery(cardInfoOptions(card));
  // Reserved just now (the SIM's refreshed info shows it in place of the form): the result takes focus.
  const [justReserved, setJustReserved] = useState(false);
  if (info.start_date !== null)
    return (
      <ReservedDate isoDate={formatJstDate(info.start_date).replace(/\//g, '-')} onContinue={onContinue} justReserved={justReserved} />
    );
  const onReserved = () => (setJustReserved(true), updateSession(activationDateReserved()));
  return <ActivationDateForm scId={card.scId} onReserved={onReserved} onContinue={onContinue} />;
}

function Step2() {
  const { t } = useTranslation('onboarding');
  const { card } = Route.useRouteContext();
  const navigate = useNavigate();
  const physical = accessOf(card.usertype).physical;
  return (
    <Page title={t(physical ? 'activationDate.title' : 'esimIssue.title')}>
      <StepProgress label={t('progress', { current: 2, total: 3 })} current={2} total={3} />
      {physical ? (
        <ReservedOrForm
          card={card}
          onContinue={async () => {
            await updateSession(activationDateConfirmed());
            await navigate({ to: '/step3' });
          }}
        />
      ) : (
        <EsimActivationForm
          scId={card.scId}
          usertype={card.usertype}
          onIssued={async (state) => {
            await updateSession(esimRequested(state));
            await navigate({ to: '/esim-activation-notification' });
          }}
        />
      )}
    </Page>
  );
}
