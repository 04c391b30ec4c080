import { useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { qrFileName, type UserType } from '@/contract';
import { Page } from '@/components/ui/page';
import { Button } from '@/components/ui/button';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { HandledError } from '@/lib/api-error';
import { screenErrorText } from '@/lib/screen-error-text';
import { toSupportedLanguage } from '@/lib/language';
import { helpArticleUrl } from '@/lib/links';
import { getSession } from '@/lib/session';
import { profileOf } from '@/domain/sim-profiles';
import { EsimInitialConfig } from '@/features/esim/components/esim-initial-config';
import { esimActivationOptions } from '@/features/esim/api/activation-code';
import { ApnInstructions } from '@/features/apn/components/apn-instructions';
import { apnSettingsOptions } from '@/features/apn/api/apn-settings';
import { useRegComplete } from '@/features/onboarding/api/reg-complete';
import { goToTopPage } from '@/domain/onboarding';
import { returnTarget } from '@/domain/return-target';

type Params = { device: string; method: string };

/** The eSIM initial config page with its user-type header, in onboarding and from the menu. */
export function EsimConfigScreen({
  card,
  params,
  onboarding,
}: {
  card: { scId: number; usertype: UserType };
  params: Params;
  onboarding: boolean;
}) {
  const { t, i18n } = useTranslation(['esim', 'apn', 'common']);
  const navigate = useNavigate();
  const regComplete = useRegComplete();
  const platform = Number(params.device);
  const helpUrl = helpArticleUrl(profileOf(card.usertype).helpSection, toSupportedLanguage(i18n.resolvedLanguage));
  // sonet eSIMs continue to their APN step; astro/linksfield Android phones need the APN typed in; iPhones get it with the profile.
  const sonetSteps = profileOf(card.usertype).esimInstall === 'sonetSteps';
  const next = sonetSteps
    ? { to: onboarding ? '/step3/$deviceType' : '/apn-configuration/$deviceType', params: { deviceType: params.device } }
    : platform === 2
      ? { to: onboarding ? '/esim-apn-android-step3/$device/$method' : '/esim-apn-android', params }
      : undefined;

  const toTop = async () => {
    if (goToTopPage(getSession().simStatus).callRegComplete) {
      // A refusal is shown below (focused), not thrown: the customer stays here and may try again.
      const done = await regComplete.mutateAsync(card.scId).then(
        () => true,
        () => false,
      );
      if (!done) return;
    }
    await navigate({ to: '/topPage' });
  };
  // Spec §8: a set-up that cannot be completed says the server's message, or on the eSIM pages
  // "something went wrong, try again later"; the HTTP client has already moved on for the rest.
  const failed = regComplete.error && !(regComplete.error instanceof HandledError) ? regComplete.error : undefined;

  return (
    <Page title={t('configTitle')} intro={<p className="text-sm font-medium text-brand-700">{t(`userType.${card.usertype}`)}</p>}>
      {sonetSteps ? (
        <SonetInitial scId={card.scId} platform={platform} />
      ) : (
        <AstroOrLf card={card} params={params} onboarding={onboarding} helpUrl={helpUrl} />
      )}
      {failed && (
        <FocusedAlert tone="error" trigger={failed}>
          {screenErrorText(failed, t('common:errors.somethingWentWrong'))}
        </FocusedAlert>
      )}
      <div className="mt-6 space-y-3">
        {next && <Button onClick={() => void navigate(next as never)}>{t('toApnStep')}</Button>}
        <Button variant="secondary" onClick={() => void toTop()} disabled={regComplete.isPending}>
          {t('goToTop')}
        </Button>
        {/* During onboarding too: back to the choice of phone and method (decision 0030). */}
        <Button
          variant="link"
          onClick={() => void navigate({ to: onboarding ? '/esim-apn-settings' : returnTarget({ page: 'apn-config' }) })}
        >
          {t('apn:return')}
        </Button>
      </div>
    </Page>
  );
}

function SonetInitial({ scId, platform }: { scId: number; platform: number }) {
  const { data } = useSuspenseQuery(apnSettingsOptions('sonetEsimInitial', platform, scId));
  return <ApnInstructions settings={data} />;
}

function AstroOrLf({
  card,
  params,
  onboarding,
  helpUrl,
}: {
  card: { scId: number; usertype: UserType };
  params: Params;
  onboarding: boolean;
  helpUrl: string;
}) {
  const { data } = useSuspenseQuery(esimActivationOptions(card.scId, Number(params.device)));
  const { telNumber, iccid } = getSession();
  return (
    <EsimInitialConfig
      scId={card.scId}
      usertype={card.usertype}
      data={data}
      helpUrl={helpUrl}
      device={params.device}
      method={params.method}
      basePath={onboarding ? '/apn-config' : '/apn-configuration'}
      qrName={qrFileName({ tel_no: telNumber, iccid })}
    />
  );
}
