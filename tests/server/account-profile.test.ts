import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProfileResponse } from '@/contract';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const getProfile = (token?: string) => h.get('prepaid_users/profile', token ? { token } : {});
const putProfile = (body: unknown, token?: string) => h.request('PUT', '/api/en/prepaid_users/profile', body, token ? { token } : {});

const CHANGED = {
  full_name: 'Sato Kenji (佐藤 健二)',
  purpose_of_use: 'telework',
  nationality: 'VN',
  gender: 'other',
  date_of_birth: '1990-12-31',
  affiliation: 'Kyoto Works & Co.',
};

describe('GET prepaid_users/profile', () => {
  it('answers the fields given at registration, with the email', async () => {
    const me = await h.register();
    const res = await getProfile(me.login.access_token);
    expect(res.status).toBe(200);
    expect(v.is(ProfileResponse, res.body)).toBe(true);
    expect(res.body).toEqual({
      email: me.email,
      full_name: 'Sato Kenji',
      purpose_of_use: 'travel',
      nationality: 'JP',
      gender: 'male',
      date_of_birth: '1992-03-14',
      affiliation: 'Tokyo Univ.',
    });
  });

  it('needs a valid token', async () => {
    expect((await getProfile()).body.code).toBe('E0001');
    expect((await getProfile('not-a-token')).body.code).toBe('E0012');
  });
});

describe('PUT prepaid_users/profile', () => {
  it('saves the profile, answers it, and it survives a new login', async () => {
    const me = await h.register();
    const res = await putProfile(CHANGED, me.login.access_token);
    expect(res.status).toBe(200);
    expect(v.is(ProfileResponse, res.body)).toBe(true);
    expect(res.body).toEqual({ email: me.email, ...CHANGED });

    const login = await h.post('auth/login', { email: me.email, password: me.password });
    const again = await getProfile(login.body.access_token);
    expect(again.body).toEqual({ email: me.email, ...CHANGED });
  });

  it('trims, defaults a missing affiliation to empty, and ignores an email in the body', async () => {
    const me = await h.register();
    const { affiliation: _, ...withoutAffiliation } = CHANGED;
    const res = await putProfile(
      { ...withoutAffiliation, full_name: '  Tanaka Yui  ', email: 'thief@example.test' },
      me.login.access_token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: me.email, full_name: 'Tanaka Yui', affiliation: '' });
    // Still the login name.
    expect((await h.post('auth/login', { email: me.email, password: me.password })).status).toBe(200);
  });

  it('changes only the caller’s own account', async () => {
    const me = await h.register();
    const other = await h.register();
    await putProfile(CHANGED, me.login.access_token);
    expect((await getProfile(other.login.access_token)).body).toMatchObject({ full_name: 'Sato Kenji', nationality: 'JP' });
  });

  // The clock of the API is 2026-04-01 (harness T0): a birthday after it is in the future even if
  // the machine running the tests is later than that.
  it.each([
    ['no full name', { full_name: '' }, 'full_name', 'Fullnamerequired'],
    ['a blank full name', { full_name: '   ' }, 'full_name', 'Fullnamerequired'],
    ['a full name over 100 characters', { full_name: 'a'.repeat(101) }, 'full_name', 'Fullnamemax'],
    ['an unknown purpose', { purpose_of_use: 'holiday' }, 'purpose_of_use', 'Purposerequired'],
    ['a nationality in lower case', { nationality: 'jp' }, 'nationality', 'Nationalityrequired'],
    ['an unknown gender', { gender: 'x' }, 'gender', 'Genderrequired'],
    ['a day that does not exist', { date_of_birth: '2001-02-30' }, 'date_of_birth', 'Birthdayinvalid'],
    ['a birthday before 1900', { date_of_birth: '1899-12-31' }, 'date_of_birth', 'Birthdayinvalid'],
    ['a birthday after today', { date_of_birth: '2026-04-02' }, 'date_of_birth', 'Birthdayinvalid'],
    ['no birthday', { date_of_birth: '' }, 'date_of_birth', 'Birthdayrequired'],
    ['an affiliation over 30 characters', { affiliation: 'a'.repeat(31) }, 'affiliation', 'Affiliationmax'],
    ['an affiliation with markup', { affiliation: '<b>ACME</b>' }, 'affiliation', 'Affiliationformat'],
    ['a NUL character', { full_name: 'Sato\u0000Kenji' }, 'full_name', 'Must not contain the NUL character'],
  ])('refuses %s with 400 E0002 naming the field, and changes nothing', async (_name, change, field, message) => {
    const me = await h.register();
    const before = (await getProfile(me.login.access_token)).body;
    const res = await putProfile({ ...CHANGED, ...change }, me.login.access_token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain(`"${field}"`);
    expect(res.body.issues).toContainEqual({ field, message });
    expect((await getProfile(me.login.access_token)).body).toEqual(before);
  });

  it('refuses a missing field by name', async () => {
    const me = await h.register();
    const { gender: _, ...noGender } = CHANGED;
    const res = await putProfile(noGender, me.login.access_token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Missing field "gender"');
  });

  it('needs a token', async () => {
    const res = await putProfile(CHANGED);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0001');
  });
});
