import { useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@/contract';
import { Page } from '@/components/ui/page';
import { getSession } from '@/lib/session';
import { ApnPage } from '@/features/apn/components/apn-page';
import { apnSettingsOptions, type ApnSource } from '@/features/apn/api/apn-settings';
import { DEVICE_BY_CODE } from '@/features/apn/devices';
import { useRegComplete } from '@/features/onboarding/api/reg-complete';
import { afterSetupComplete } from '@/domain/onboarding';

type Card = { scId: number; usertype: UserType };

/** APN instructions for one device; in onboarding it ends with "Setup complete" (spec §2, §4). */
export function ApnScreen({
  card,
  source,
  platform,
  returnTo,
  onboarding,
}: {
  card: Card;
  source: ApnSource;
  platform: number;
  returnTo: string;
  onboarding: boolean;
}) {
  const { t } = useTranslation('apn');
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(apnSettingsOptions(source, platform, card.scId));
  const regComplete = useRegComplete();
  const device = DEVICE_BY_CODE[platform] ?? 'android';

  const complete = async () => {
    const step = afterSetupComplete(getSession().simStatus);
    if (step.callRegComplete) {
      try {
        await regComplete.mutateAsync(card.scId);
      } catch {
        // Spec §8: the message shows above the buttons; bring it into view.
        window.scrollTo({ top: document.body.scrollHeight });
        return;
      }
    }
    await navigate({ to: step.to });
  };

  return (
    <Page title={t('title', { device: t(`devices.${device}`) })}>
      <ApnPage
        scId={card.scId}
        usertype={card.usertype}
        device={device}
        settings={data}
        onReturn={() => void navigate({ to: returnTo })}
        onComplete={onboarding ? complete : undefined}
        completing={regComplete.isPending}
        completeError={regComplete.error}
      />
    </Page>
  );
}
