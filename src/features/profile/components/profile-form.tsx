import { useTranslation } from 'react-i18next';
import type { ProfileResponse } from '@/contract';
import { useValidatedForm } from '@/lib/form';
import { useFieldError } from '@/components/ui/use-field-error';
import { ProfileFields } from '@/components/forms/profile-fields';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useUpdateProfile } from '@/features/profile/api/profile';
import { ProfileForm as Schema } from '@/features/profile/schemas';

/** Spec §2 user information: the fields a customer may change; the email is shown, not edited. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation(['profile', 'auth', 'common']);
  const mutation = useUpdateProfile();
  const form = useValidatedForm(Schema, (data) => mutation.mutate(data));
  const err = useFieldError(form.errors);
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={(e) => (form.onChange(e), mutation.reset())}>
      <p className="mb-4 text-sm">
        <span className="text-slate-600">{t('auth:fields.email')}: </span>
        <span className="break-all font-medium">{profile.email}</span>
      </p>
      <ApiErrorAlert error={mutation.error} />
      <ProfileFields err={err} initial={profile} />
      {/* Focused: the Save button was disabled while saving, which left focus on the page's body. */}
      {mutation.isSuccess && (
        <FocusedAlert tone="success" trigger={mutation.data}>
          {t('saved')}
        </FocusedAlert>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('save')}
      </Button>
    </form>
  );
}
