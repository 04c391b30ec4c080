import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { StepProgress } from '../../components/ui/step-heading';
import { updateSession } from '../../lib/session';
import { ActivationDateForm } from '../../features/onboarding/components/activation-date-form';
import { EsimActivationForm } from '../../features/onboarding/components/esim-activation-form';
import { requireCard } from '../-current-card';

/** Step 2, SIM activation (spec §2): the date for a physical SIM, issuance for an eSIM. */
export const Route = createFileRoute('/_protected/step2')({
  beforeLoad: () => ({ card: requireCard() }),
  component: Step2,
});

function Step2() {
  const { t } = useTranslation('onboarding');
  const { card } = Route.useRouteContext();
  const navigate = useNavigate();
  const prepaid = card.usertype === 'PREPAID';
  return (
    <Page title={t(prepaid ? 'activationDate.title' : 'esimIssue.title')}>
      <StepProgress label={t('progress', { current: 2, total: 3 })} current={2} total={3} />
      {prepaid ? (
        <ActivationDateForm
          scId={card.scId}
          onReserved={() => updateSession({ simStatus: 'activate' })}
          onContinue={async () => {
            await updateSession({ stepValidationStatus: true });
            await navigate({ to: '/step3' });
          }}
        />
      ) : (
        <EsimActivationForm
          scId={card.scId}
          usertype={card.usertype}
          onIssued={async (state) => {
            await updateSession({ simStatus: state.ac_status, cardStatus: state.sc_status });
            await navigate({ to: '/esim-activation-notification' });
          }}
        />
      )}
    </Page>
  );
}
