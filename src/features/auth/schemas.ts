import * as v from 'valibot';
import { LoginRequest, PASSWORD_MAX, PASSWORD_MIN, RegisterRequest } from '@/contract';
import { validate } from '@/lib/form';

const RegisterFields = v.object({
  ...RegisterRequest.entries,
  email_confirm: v.pipe(v.string(), v.trim(), v.nonEmpty('Emailrequired')),
  password_confirm: v.pipe(v.string(), v.nonEmpty('Confirmpasswordrequired')),
});
type RegisterFields = v.InferOutput<typeof RegisterFields>;

/** The registration screen adds the re-entered email and password to the API request. */
export const RegisterForm = v.pipe(
  RegisterFields,
  v.forward(
    v.partialCheck([['email'], ['email_confirm']], (i) => i.email === i.email_confirm, 'Emailsdonotmatch'),
    ['email_confirm'],
  ),
  v.forward(
    v.partialCheck([['password'], ['password_confirm']], (i) => i.password === i.password_confirm, 'Passwordsdonotmatch'),
    ['password_confirm'],
  ),
);

/** The re-entered fields and the message each shows when it differs from the first entry. */
const CONFIRMATIONS = [
  { field: 'email', confirm: 'email_confirm', message: 'Emailsdonotmatch', trim: true },
  { field: 'password', confirm: 'password_confirm', message: 'Passwordsdonotmatch', trim: false },
] as const;

/**
 * Whether a filled-in confirmation differs from its first entry: checked on its own, so "do not
 * match" shows on leaving the field and on submit together with every other message, not only
 * once everything else is valid.
 */
export function confirmationMismatches(values: Record<string, unknown>): { confirm: string; message: string | undefined }[] {
  return CONFIRMATIONS.map(({ field, confirm, message, trim }) => {
    const read = (name: string) =>
      typeof values[name] === 'string' ? (trim ? (values[name] as string).trim() : (values[name] as string)) : '';
    const differs = read(confirm) !== '' && read(confirm) !== read(field);
    return { confirm, message: differs ? message : undefined };
  });
}

/** The registration check: the schema's messages plus every mismatch of a filled-in confirmation. */
export function checkRegister(values: Record<string, unknown>) {
  const result = validate(RegisterForm, values);
  if (result.ok) return result;
  const errors = { ...result.errors };
  for (const { confirm, message } of confirmationMismatches(values)) if (message && !errors[confirm]) errors[confirm] = message;
  return { ok: false as const, errors };
}

export const LoginForm = LoginRequest;

/** The confirmation page asks again for the password the registration was made with (decision 0065). */
export const RegisterConfirmForm = v.object({ password: LoginRequest.entries.password });

export const ResetPasswordForm = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty('Passwordrequired'),
      v.minLength(PASSWORD_MIN, 'Passwordmin'),
      v.maxLength(PASSWORD_MAX, 'Passwordmax'),
    ),
    password_confirm: v.pipe(v.string(), v.nonEmpty('Confirmpasswordrequired')),
  }),
  v.forward(
    v.partialCheck([['password'], ['password_confirm']], (i) => i.password === i.password_confirm, 'Passwordsdonotmatch'),
    ['password_confirm'],
  ),
);

/** Drops the confirmation fields before the request leaves the browser. */
export function toRegisterRequest(form: RegisterFields) {
  const { email_confirm: _e, password_confirm: _p, ...body } = form;
  return body;
}
