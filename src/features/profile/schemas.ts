import * as v from 'valibot';
import { ChangePasswordRequest, Profile } from '@/contract';

export const ProfileForm = Profile;

/** The password form adds the re-entered new password to the API request. */
export const PasswordForm = v.pipe(
  v.object({ ...ChangePasswordRequest.entries, new_password_confirm: v.pipe(v.string(), v.nonEmpty('Confirmpasswordrequired')) }),
  v.forward(
    v.partialCheck([['new_password'], ['new_password_confirm']], (i) => i.new_password === i.new_password_confirm, 'Passwordsdonotmatch'),
    ['new_password_confirm'],
  ),
);
