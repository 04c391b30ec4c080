import { describe, expect, it } from 'vitest';
import { validate } from '@/lib/form';
import { RegisterForm, ResetPasswordForm } from '@/features/auth/schemas';

const valid = {
  activation_code: 'ABCD2345EFGH6789',
  email: 'a@example.com',
  email_confirm: 'a@example.com',
  password: 'secret1',
  password_confirm: 'secret1',
  full_name: 'Nguyen Van A',
  purpose_of_use: 'travel',
  nationality: 'VN',
  gender: 'male',
  date_of_birth: '1990-04-01',
  affiliation: '',
  agree_privacy: true,
  agree_terms: true,
  agree_notice: true,
};

describe('registration rules (spec §5)', () => {
  it('accepts a complete form', () => expect(validate(RegisterForm, valid).ok).toBe(true));
  it.each<[string, Partial<typeof valid> | Record<string, unknown>, string, string]>([
    ['email required', { email: '' }, 'email', 'Emailrequired'],
    ['invalid email', { email: 'not-an-email', email_confirm: 'not-an-email' }, 'email', 'Invalidemail'],
    ['emails do not match', { email_confirm: 'b@example.com' }, 'email_confirm', 'Emailsdonotmatch'],
    ['password required', { password: '', password_confirm: '' }, 'password', 'Passwordrequired'],
    ['password minimum 6', { password: '12345', password_confirm: '12345' }, 'password', 'Passwordmin'],
    ['password maximum 128', { password: 'x'.repeat(129), password_confirm: 'x'.repeat(129) }, 'password', 'Passwordmax'],
    ['confirm required', { password_confirm: '' }, 'password_confirm', 'Confirmpasswordrequired'],
    ['passwords do not match', { password_confirm: 'secret2' }, 'password_confirm', 'Passwordsdonotmatch'],
    ['activation code required', { activation_code: ' ' }, 'activation_code', 'Activationcoderequired'],
    ['full name required', { full_name: '' }, 'full_name', 'Fullnamerequired'],
    ['purpose required', { purpose_of_use: '' }, 'purpose_of_use', 'Purposerequired'],
    ['gender required', { gender: '' }, 'gender', 'Genderrequired'],
    ['birthday required', { date_of_birth: '' }, 'date_of_birth', 'Birthdayrequired'],
    ['birthday not a calendar day', { date_of_birth: '2001-02-30' }, 'date_of_birth', 'Birthdayinvalid'],
    ['birthday in the future', { date_of_birth: '2999-01-01' }, 'date_of_birth', 'Birthdayinvalid'],
    ['nationality required', { nationality: '' }, 'nationality', 'Nationalityrequired'],
    ['affiliation at most 30', { affiliation: 'x'.repeat(31) }, 'affiliation', 'Affiliationmax'],
    ['affiliation characters', { affiliation: 'ACME <script>' }, 'affiliation', 'Affiliationformat'],
    ['privacy agreement', { agree_privacy: false }, 'agree_privacy', 'Agreementrequired'],
    ['terms agreement', { agree_terms: false }, 'agree_terms', 'Agreementrequired'],
    ['important notice agreement', { agree_notice: false }, 'agree_notice', 'Agreementrequired'],
  ])('%s', (_name, patch, field, key) => {
    const result = validate(RegisterForm, { ...valid, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(key);
  });
  it('accepts affiliations in any script', () => {
    expect(validate(RegisterForm, { ...valid, affiliation: '東京大学' }).ok).toBe(true);
    expect(validate(RegisterForm, { ...valid, affiliation: "O'Brien & Co. (JP)" }).ok).toBe(true);
  });
});

describe('reset password form', () => {
  it('requires matching passwords of 6 or more', () => {
    expect(validate(ResetPasswordForm, { password: 'abcdef', password_confirm: 'abcdef' }).ok).toBe(true);
    const mismatch = validate(ResetPasswordForm, { password: 'abcdef', password_confirm: 'abcdeg' });
    expect(mismatch.ok || mismatch.errors.password_confirm).toBe('Passwordsdonotmatch');
  });
});
