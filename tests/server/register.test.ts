import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ERROR_CODES, LoginResponse, ValidationErrorBody } from '@/contract';
import { count, createHarness, validRegistration, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

/** Two-step registration (decision 0044): register mails a link; confirming it answers as login does. */
async function registerAndConfirm(path: string, body: Record<string, unknown>) {
  const first = await h.post(path, body);
  if (first.status !== 202) return first;
  return h.post('auth/register_confirm', { token: await h.registrationToken(body.email as string), password: body.password });
}

describe('POST auth/register', () => {
  it('creates the account once the mailed link is confirmed, attaches the SIM as current and logs in (201)', async () => {
    const sim = await h.newSim('sonet_esim');
    const body = validRegistration(sim.activation_code, { email: 'New.Customer@Example.test' });
    const first = await h.post('ja/auth/register', body);
    expect([first.status, first.body]).toEqual([202, { status: 'mail_sent', expires_in: 86400 }]);
    expect(await count(h.db, 'users', "lower(email) = 'new.customer@example.test'")).toBe(0);
    const res = await h.post('auth/register_confirm', {
      token: await h.registrationToken('New.Customer@Example.test'),
      password: body.password,
    });

    expect(res.status).toBe(201);
    expect(v.is(LoginResponse, res.body)).toBe(true);
    expect(res.body).toMatchObject({
      iccid: sim.iccid,
      sim_type: 'sonet_esim',
      ac_status: 'prepare',
      sc_status: 'registered',
      user: { email: 'New.Customer@Example.test' },
    });

    const [user] = await h.db.query<{
      id: number;
      full_name: string;
      language: string;
      nationality: string;
      current_sim_id: number;
      password_hash: string;
      affiliation: string;
    }>(
      `SELECT id, full_name, language, nationality, current_sim_id, password_hash, affiliation FROM users WHERE lower(email) = 'new.customer@example.test'`,
    );
    expect(user).toMatchObject({
      full_name: 'Sato Kenji',
      language: 'ja',
      nationality: 'JP',
      current_sim_id: res.body.sc_id,
      affiliation: 'Tokyo Univ.',
    });
    // Never the password itself: scrypt with its parameters and a salt.
    expect(user!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{86}==$/);
    const [sim2] = await h.db.query<{ user_id: number }>('SELECT user_id FROM sims WHERE iccid = $1', [sim.iccid]);
    expect(sim2!.user_id).toBe(user!.id);

    // The tokens work straight away.
    const card = await h.post('cards/check_card', { id: res.body.sc_id }, { token: res.body.access_token });
    expect(card.status).toBe(200);
  });

  it('accepts the code in lower case with spaces around it', async () => {
    const sim = await h.newSim();
    const res = await registerAndConfirm('auth/register', validRegistration(`  ${sim.activation_code.toLowerCase()} `));
    expect(res.status).toBe(201);
    expect(res.body.iccid).toBe(sim.iccid);
  });

  // Each row breaks one field of an otherwise valid registration.
  const invalidCases: [string, Record<string, unknown>, string][] = [
    ['email missing', { email: undefined }, 'email'],
    ['email empty', { email: '' }, 'email'],
    ['email malformed', { email: 'not-an-email' }, 'email'],
    ['email not a string', { email: 42 }, 'email'],
    ['password too short', { password: '12345' }, 'password'],
    ['password too long', { password: 'x'.repeat(129) }, 'password'],
    ['password missing', { password: undefined }, 'password'],
    ['activation code empty', { activation_code: '   ' }, 'activation_code'],
    ['activation code too long', { activation_code: 'A'.repeat(65) }, 'activation_code'],
    ['full name empty', { full_name: '' }, 'full_name'],
    ['full name too long', { full_name: 'x'.repeat(101) }, 'full_name'],
    ['purpose unknown', { purpose_of_use: 'holiday' }, 'purpose_of_use'],
    ['nationality lower case', { nationality: 'jp' }, 'nationality'],
    ['nationality three letters', { nationality: 'JPN' }, 'nationality'],
    ['gender unknown', { gender: 'x' }, 'gender'],
    ['birth date malformed', { date_of_birth: '14/03/1992' }, 'date_of_birth'],
    ['birth date not a real day', { date_of_birth: '1992-02-31' }, 'date_of_birth'],
    ['birth date in the future', { date_of_birth: '2030-01-01' }, 'date_of_birth'],
    ['affiliation too long', { affiliation: 'a'.repeat(31) }, 'affiliation'],
    ['affiliation with markup', { affiliation: '<script>' }, 'affiliation'],
    ['privacy not agreed', { agree_privacy: false }, 'agree_privacy'],
    ['terms missing', { agree_terms: undefined }, 'agree_terms'],
    ['notice as a string', { agree_notice: 'true' }, 'agree_notice'],
  ];

  it.each(invalidCases)('%s → 400 E0002 naming the field, nothing created', async (_name, override, field) => {
    const sim = await h.newSim();
    const [users, tokens, pending] = [
      await count(h.db, 'users'),
      await count(h.db, 'refresh_tokens'),
      await count(h.db, 'pending_registrations'),
    ];
    const res = await h.post('auth/register', validRegistration(sim.activation_code, override));

    expect(res.status).toBe(400);
    expect(v.is(ValidationErrorBody, res.body)).toBe(true);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain(`"${field}"`);
    expect(res.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    expect(await count(h.db, 'users')).toBe(users);
    expect(await count(h.db, 'refresh_tokens')).toBe(tokens);
    expect(await count(h.db, 'pending_registrations')).toBe(pending);
    expect(await count(h.db, 'sims', 'iccid = $1 AND user_id IS NULL', [sim.iccid])).toBe(1);
  });

  it('refuses an unknown activation code with E0006', async () => {
    const users = await count(h.db, 'users');
    const res = await h.post('auth/register', validRegistration('ZZZZZZZZZZZZZZZZ'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'E0006', message: ERROR_CODES.E0006.message });
    expect(await count(h.db, 'users')).toBe(users);
  });

  it('refuses a code that is already registered with E0007', async () => {
    const sim = await h.newSim();
    expect((await registerAndConfirm('auth/register', validRegistration(sim.activation_code))).status).toBe(201);
    const users = await count(h.db, 'users');
    const res = await h.post('auth/register', validRegistration(sim.activation_code));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('E0007');
    expect(await count(h.db, 'users')).toBe(users);
  });

  it('answers a taken email, whatever its case, as any other (202; attacks/registration-attacks) and leaves the SIM free', async () => {
    const first = await h.register();
    const sim = await h.newSim();
    const res = await h.post('auth/register', validRegistration(sim.activation_code, { email: first.email.toUpperCase() }));
    expect(res.status).toBe(202);
    expect(await h.registrationToken(first.email)).toBeDefined(); // only the first registration's, used
    expect(await count(h.db, 'pending_registrations', 'lower(email) = lower($1) AND used_at IS NULL', [first.email])).toBe(0);
    expect(await count(h.db, 'sims', 'iccid = $1 AND user_id IS NULL', [sim.iccid])).toBe(1);
  });

  it('a second registration of one address before the first is confirmed: the first link to be used wins, the other is E0050', async () => {
    const sim1 = await h.newSim();
    const sim2 = await h.newSim();
    const body = validRegistration(sim1.activation_code);
    await h.post('auth/register', body);
    const t1 = await h.registrationToken(body.email as string);
    await h.post('auth/register', { ...body, activation_code: sim2.activation_code });
    const t2 = await h.registrationToken(body.email as string);
    expect(t2).not.toBe(t1);
    expect((await h.post('auth/register_confirm', { token: t2, password: body.password })).status).toBe(201);
    const res = await h.post('auth/register_confirm', { token: t1, password: body.password });
    expect(res.body.code).toBe('E0050');
    expect(await count(h.db, 'sims', 'iccid = $1 AND user_id IS NULL', [sim1.iccid])).toBe(1);
  });

  it('lets only one of two simultaneous confirmations with one code win', async () => {
    const sim = await h.newSim();
    const bodies = [validRegistration(sim.activation_code), validRegistration(sim.activation_code)];
    for (const b of bodies) expect((await h.post('auth/register', b)).status).toBe(202);
    const tokens = await Promise.all(bodies.map((b) => h.registrationToken(b.email as string)));
    const results = await Promise.all(tokens.map((token, i) => h.post('auth/register_confirm', { token, password: bodies[i]!.password })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count(h.db, 'sims', 'iccid = $1 AND user_id IS NOT NULL', [sim.iccid])).toBe(1);
  });
});

describe('POST auth/check_code', () => {
  it('tells the SIM type and whether the code is registered', async () => {
    const sim = await h.newSim('astro_esim');
    expect((await h.post('auth/check_code', { activation_code: sim.activation_code })).body).toEqual({
      sim_type: 'astro_esim',
      registered: false,
    });
    await registerAndConfirm('auth/register', validRegistration(sim.activation_code));
    const res = await h.post('auth/check_code', { activation_code: sim.activation_code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sim_type: 'astro_esim', registered: true });
  });

  it('answers E0006 for an unknown code and E0002 for none', async () => {
    expect((await h.post('auth/check_code', { activation_code: 'NOPE' })).body.code).toBe('E0006');
    const none = await h.post('auth/check_code', {});
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('E0002');
  });
});

describe('POST auth/activation_login', () => {
  it('logs in and attaches the new SIM as the current one', async () => {
    const account = await h.register();
    const sim = await h.newSim('linksfield_esim');
    const res = await h.post('auth/activation_login', {
      email: account.email,
      password: account.password,
      activation_code: sim.activation_code,
    });
    expect(res.status).toBe(200);
    expect(v.is(LoginResponse, res.body)).toBe(true);
    expect(res.body).toMatchObject({ iccid: sim.iccid, sim_type: 'linksfield_esim', ac_status: 'prepare', sc_status: 'registered' });

    // A later plain login lands on the new SIM too; the old one still belongs to the account.
    const login = await h.post('auth/login', { email: account.email, password: account.password });
    expect(login.body.iccid).toBe(sim.iccid);
    const old = await h.post('cards/check_card', { id: account.login.sc_id }, { token: login.body.access_token });
    expect(old.status).toBe(200);
  });

  it('accepts the customer’s own code again (a second click on the link)', async () => {
    const account = await h.register();
    const sim = await h.newSim();
    const creds = { email: account.email, password: account.password, activation_code: sim.activation_code };
    expect((await h.post('auth/activation_login', creds)).status).toBe(200);
    const again = await h.post('auth/activation_login', creds);
    expect(again.status).toBe(200);
    expect(again.body.sc_id).toBe((await h.post('auth/login', creds)).body.sc_id);
  });

  it('refuses wrong credentials (E0003) before looking at the code', async () => {
    const account = await h.register();
    const sim = await h.newSim();
    const res = await h.post('auth/activation_login', {
      email: account.email,
      password: 'wrong-password',
      activation_code: sim.activation_code,
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0003');
    expect(await count(h.db, 'sims', 'iccid = $1 AND user_id IS NULL', [sim.iccid])).toBe(1);
  });

  it('refuses an unknown code (E0006) and another customer’s code (E0007)', async () => {
    const a = await h.register();
    const b = await h.register();
    const unknown = await h.post('auth/activation_login', { email: a.email, password: a.password, activation_code: 'QQQQQQQQQQQQQQQQ' });
    expect(unknown.body.code).toBe('E0006');
    const [bSim] = await h.db.query<{ activation_code: string }>('SELECT activation_code FROM sims WHERE id = $1', [b.login.sc_id]);
    const taken = await h.post('auth/activation_login', { email: a.email, password: a.password, activation_code: bSim!.activation_code });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('E0007');
  });
});
