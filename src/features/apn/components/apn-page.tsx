import { useTranslation } from 'react-i18next';
import type { ApnSettings, DeviceName, UserType } from '@/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { apnFields, offersProfile } from '@/features/apn/model';
import { profileOf } from '@/domain/sim-profiles';
import { useDownloadProfile } from '@/features/apn/api/download-profile';
import { ApnDetails } from './apn-details';
import { ApnInstructions } from './apn-instructions';
import { SupportLink } from './support-link';
import { Panel } from '@/components/ui/panel';

type Props = {
  scId: number;
  usertype: UserType;
  device: DeviceName;
  settings: ApnSettings;
  onReturn: () => void;
  /** Absent outside onboarding, where there is nothing to complete. */
  onComplete?: (() => void) | undefined;
  completing?: boolean;
  completeError?: unknown;
};

/** The APN page of spec §2: details or profile, video, steps, cautions, support, Return / Setup complete. */
export function ApnPage({ scId, usertype, device, settings, onReturn, onComplete, completing, completeError }: Props) {
  const { t } = useTranslation(['apn', 'common']);
  const profile = useDownloadProfile();
  return (
    <div>
      {offersProfile(usertype, device) ? (
        <Panel title={t('profile.title')} className="mb-6">
          <p className="mb-3 text-sm text-slate-700">{t('profile.lead')}</p>
          {profile.isError && <Alert tone="error">{t('profile.failed')}</Alert>}
          <Button onClick={() => profile.mutate({ platform: 1, scId })} disabled={profile.isPending}>
            {t('profile.download')}
          </Button>
        </Panel>
      ) : (
        <ApnDetails settings={settings} fields={apnFields(usertype, device)} />
      )}
      {profileOf(usertype).apnCaution && <Alert tone="info">{t('esimsCaution')}</Alert>}
      <ApnInstructions settings={settings} />
      <SupportLink usertype={usertype} />
      <ApiErrorAlert error={completeError} />
      <div className="mt-6 flex gap-3">
        <Button variant="secondary" onClick={onReturn}>
          {t('return')}
        </Button>
        {onComplete && (
          <Button onClick={onComplete} disabled={completing}>
            {completing ? t('common:actions.processing') : t('setupComplete')}
          </Button>
        )}
      </div>
    </div>
  );
}
