import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { toSupportedLanguage } from '@/lib/language';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { PasswordForm } from '@/features/profile/components/password-form';
import { VideoSection } from '@/features/profile/components/video-section';
import { profileOptions } from '@/features/profile/api/profile';
import { videoOptions } from '@/features/profile/api/video';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

export const Route = createFileRoute('/_protected/user-information')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileOptions()),
  errorComponent: FetchErrorScreen,
  component: UserInformation,
});

function UserInformation() {
  const { t, i18n } = useTranslation('profile');
  const { data: profile } = useSuspenseQuery(profileOptions());
  const video = useQuery(videoOptions(toSupportedLanguage(i18n.resolvedLanguage)));
  return (
    <Page title={t('title')} intro={t('intro')}>
      <div className="space-y-8">
        <ProfileForm profile={profile} />
        <PasswordForm />
        {video.data && <VideoSection video={video.data} />}
      </div>
    </Page>
  );
}
