import * as v from 'valibot';
import { LoginRequest, PASSWORD_MAX, PASSWORD_MIN, RegisterRequest } from '../../contract';

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

export const LoginForm = LoginRequest;

export const ResetPasswordForm = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.nonEmpty('Passwordrequired'), v.minLength(PASSWORD_MIN, 'Passwordmin'), v.maxLength(PASSWORD_MAX, 'Passwordmax')),
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
