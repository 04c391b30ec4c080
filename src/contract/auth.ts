import * as v from 'valibot';
import { AcStatus, ScStatus, SimType } from './sim';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const AFFILIATION_MAX = 30;
export const PURPOSES = ['telework', 'travel', 'business_trip', 'secondary_device'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;

const Email = v.pipe(v.string(), v.trim(), v.nonEmpty('Emailrequired'), v.maxLength(254, 'Invalidemail'), v.email('Invalidemail'));
const Password = v.pipe(
  v.string(),
  v.nonEmpty('Passwordrequired'),
  v.minLength(PASSWORD_MIN, 'Passwordmin'),
  v.maxLength(PASSWORD_MAX, 'Passwordmax'),
);
const ActivationCode = v.pipe(v.string(), v.trim(), v.nonEmpty('Activationcoderequired'), v.maxLength(64, 'Activationcodeinvalid'));
/** Letters of any script, digits, spaces and common punctuation: company and school names. */
/** Any character but controls (Cc), format characters (Cf, e.g. bidi overrides) and line/paragraph separators. */
export const FULL_NAME_PATTERN = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
export const AFFILIATION_PATTERN = /^[\p{L}\p{N} .,'&()\-/]*$/u;
/** A real calendar day between 1900 and today: `2001-02-30` or a future day is a typo. */
function isPlausibleBirthday(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && date.getTime() <= Date.now()
  );
}
const IsoDate = v.pipe(
  v.string(),
  v.nonEmpty('Birthdayrequired'),
  v.isoDate('Birthdayinvalid'),
  v.check(isPlausibleBirthday, 'Birthdayinvalid'),
);

export const LoginRequest = v.object({
  email: Email,
  password: v.pipe(v.string(), v.nonEmpty('Passwordrequired'), v.maxLength(PASSWORD_MAX, 'Passwordmax')),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/** Log in with an existing account and attach a new SIM by its activation code. */
export const ActivationLoginRequest = v.object({ ...LoginRequest.entries, activation_code: ActivationCode });
export type ActivationLoginRequest = v.InferOutput<typeof ActivationLoginRequest>;

export const Profile = v.object({
  // The name is copied into plain-text mails: no CR/LF (header or line injection) or other controls.
  full_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Fullnamerequired'),
    v.maxLength(100, 'Fullnamemax'),
    v.regex(FULL_NAME_PATTERN, 'Fullnameformat'),
  ),
  purpose_of_use: v.picklist(PURPOSES, 'Purposerequired'),
  nationality: v.pipe(v.string(), v.nonEmpty('Nationalityrequired'), v.regex(/^[A-Z]{2}$/, 'Nationalityrequired')),
  gender: v.picklist(GENDERS, 'Genderrequired'),
  date_of_birth: IsoDate,
  affiliation: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(AFFILIATION_MAX, 'Affiliationmax'), v.regex(AFFILIATION_PATTERN, 'Affiliationformat')),
    '',
  ),
});
export type Profile = v.InferOutput<typeof Profile>;

export const RegisterRequest = v.object({
  email: Email,
  password: Password,
  activation_code: ActivationCode,
  ...Profile.entries,
  agree_privacy: v.literal(true, 'Agreementrequired'),
  agree_terms: v.literal(true, 'Agreementrequired'),
  agree_notice: v.literal(true, 'Agreementrequired'),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;

/**
 * register's answer, the same whether or not the address already has an account (docs/decisions/0044):
 * a link to finish the registration is on its way (or, for a taken address, a notice to its owner).
 * `expires_in`: seconds the link stays valid.
 */
export const RegisterResponse = v.object({ status: v.literal('mail_sent'), expires_in: v.number() });
export type RegisterResponse = v.InferOutput<typeof RegisterResponse>;
/**
 * The token of the link in the confirmation mail and the password the registration was made with,
 * typed again (decision 0065); the answer is a LoginResponse.
 */
export const RegisterConfirmRequest = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  password: LoginRequest.entries.password,
});
export type RegisterConfirmRequest = v.InferOutput<typeof RegisterConfirmRequest>;

export const ForgotPasswordRequest = v.object({ email: Email });
export const ResetPasswordRequest = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)), password: Password });
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;
export const MessageResponse = v.object({ message: v.string() });

/** The current SIM as login, activation and check_card report it (spec §3). */
export const CardState = v.object({
  sc_id: v.number(),
  iccid: v.string(),
  sim_type: SimType,
  tel_no: v.nullable(v.string()),
  ac_status: AcStatus,
  sc_status: ScStatus,
});
export type CardState = v.InferOutput<typeof CardState>;

export const LoginResponse = v.object({
  ...CardState.entries,
  user: v.object({ email: v.string() }),
  access_token: v.string(),
  refresh_token: v.string(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const RefreshRequest = v.object({ refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(500)) });
/** Refresh tokens rotate: each refresh returns a new one and retires the old. */
export const RefreshResponse = v.object({ access_token: v.string(), refresh_token: v.string() });
export type RefreshResponse = v.InferOutput<typeof RefreshResponse>;
export const LogoutRequest = v.object({ refresh_token: v.optional(v.pipe(v.string(), v.maxLength(500))) });

/** What the landing page learns about a code in `?ac=` before the customer chooses what to do. */
export const CheckCodeRequest = v.object({ activation_code: ActivationCode });
export const CheckCodeResponse = v.object({ sim_type: SimType, registered: v.boolean() });
