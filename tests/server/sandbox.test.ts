import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SandboxSimResponse, SIM_TYPES } from '@/contract';
import { isValidLuhn } from '@/server/sandbox/sim-numbers';
import { count, createHarness, type Harness } from './harness';
import { customer } from './customers';

let sandbox: Harness;
let production: Harness;
beforeAll(async () => {
  [sandbox, production] = await Promise.all([createHarness(), createHarness({ config: { mode: 'production' } })]);
});
afterAll(async () => {
  await sandbox?.close();
  await production?.close();
});

describe('POST /api/sandbox/sims', () => {
  const expected = {
    physical_sim: { ac_status: 'init', tel: true },
    sonet_esim: { ac_status: 'prepare', tel: true },
    astro_esim: { ac_status: 'prepare', tel: false },
    linksfield_esim: { ac_status: 'prepare', tel: false },
  } as const;

  it.each(SIM_TYPES.map((t) => [t]))('makes a new unregistered %s', async (type) => {
    const res = await sandbox.request('POST', '/api/sandbox/sims', { type });
    expect(res.status).toBe(201);
    expect(v.is(SandboxSimResponse, res.body)).toBe(true);
    expect(res.body.iccid).toMatch(/^8981\d{15}$/);
    expect(isValidLuhn(res.body.iccid)).toBe(true);
    // 16 characters, upper-case letters and digits without 0/O and 1/I/L, which customers mistype.
    expect(res.body.activation_code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    const [row] = await sandbox.db.query<{
      user_id: number | null;
      ac_status: string;
      sc_status: string;
      tel_no: string | null;
      sim_type: string;
    }>('SELECT user_id, ac_status, sc_status, tel_no, sim_type FROM sims WHERE iccid = $1', [res.body.iccid]);
    expect(row).toMatchObject({ user_id: null, sim_type: type, ac_status: expected[type].ac_status, sc_status: 'init' });
    expect(row!.tel_no !== null).toBe(expected[type].tel);
    const check = await sandbox.post('auth/check_code', { activation_code: res.body.activation_code });
    expect(check.body).toEqual({ sim_type: type, registered: false });
  });

  it('refuses an unknown type with 400 E0002', async () => {
    const before = await count(sandbox.db, 'sims');
    const res = await sandbox.request('POST', '/api/sandbox/sims', { type: 'ESIMA' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain('"type"');
    expect(await count(sandbox.db, 'sims')).toBe(before);
  });

  it('never hands out the same code twice', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => sandbox.newSim('astro_esim')));
    expect(new Set(codes.map((c) => c.activation_code)).size).toBe(20);
    expect(new Set(codes.map((c) => c.iccid)).size).toBe(20);
  });
});

describe('GET /api/sandbox/mail', () => {
  it('needs a valid ?to= and nothing else', async () => {
    for (const q of ['', '?to=', '?to=nope', '?to=a@b.test&x=1']) {
      const res = await sandbox.request('GET', `/api/sandbox/mail${q}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('E0002');
    }
    const ok = await sandbox.request('GET', '/api/sandbox/mail?to=nobody@example.test');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([]);
  });
});

describe('POST /api/sandbox/line_status', () => {
  const setStatus = (iccid: string, sc_status: string, ip = '127.0.0.1') =>
    sandbox.request('POST', '/api/sandbox/line_status', { iccid, sc_status }, { ip });
  const statusOf = async (iccid: string) =>
    (await sandbox.db.query<{ sc_status: string }>('SELECT sc_status FROM sims WHERE iccid = $1', [iccid]))[0]!.sc_status;

  // Written by hand from spec §4: a physical line is stopped, terminating or terminated; an eSIM is
  // unused, in use ('set') or expired. Never the other kind's states, never before the SIM is set up.
  it('puts a set-up line in the states of its kind, from this machine only', async () => {
    const physical = await customer(sandbox, 'physical_sim');
    expect((await setStatus(physical.login.iccid, 'stop')).body.issues).toEqual([
      { field: 'iccid', message: 'This SIM is not set up yet (an eSIM: not issued yet)' },
    ]);
    await sandbox.post('cards/prepaid_activate', { id: physical.id, activation_date: '2026-04-01' }, physical.auth);
    await sandbox.post('prepaid_users/reg_complete', { id: physical.id }, physical.auth);
    for (const state of ['stop', 'cancelling', 'cancelled', 'activated']) {
      expect((await setStatus(physical.login.iccid, state)).status, state).toBe(204);
      expect(await statusOf(physical.login.iccid)).toBe(state);
    }
    for (const state of ['unused', 'set', 'expired']) {
      const refused = await setStatus(physical.login.iccid, state);
      expect(refused.status, state).toBe(400);
      expect(refused.body.issues).toEqual([{ field: 'sc_status', message: 'A SIM of this kind is never in this state' }]);
    }

    const esim = await customer(sandbox, 'astro_esim');
    await sandbox.post('cards/esim_activate', { id: esim.id, type: 'ESIMA' }, esim.auth);
    await sandbox.post('prepaid_users/reg_complete', { id: esim.id }, esim.auth);
    // Requested, not issued yet: the issuance would overwrite the state.
    expect((await setStatus(esim.login.iccid, 'unused')).status).toBe(400);
    sandbox.clock.advance(sandbox.config.issuanceSeconds * 1000);
    await sandbox.post('cards/check_card', { id: esim.id }, esim.auth);
    for (const state of ['unused', 'expired', 'set']) {
      expect((await setStatus(esim.login.iccid, state)).status, state).toBe(204);
      expect(await statusOf(esim.login.iccid)).toBe(state);
    }
    for (const state of ['stop', 'cancelled', 'activated', 'registered', 'init'])
      expect((await setStatus(esim.login.iccid, state)).status).toBe(400);

    expect((await setStatus('8981000000000000000', 'stop')).status).toBe(404);
    expect((await setStatus(physical.login.iccid, 'stop', '203.0.113.7')).status).toBe(404);
    expect(await statusOf(physical.login.iccid)).toBe('activated');
  });
});

describe('production mode', () => {
  it.each([
    ['POST', '/api/sandbox/sims', { type: 'physical_sim' }],
    ['POST', '/api/sandbox/line_status', { iccid: '8981000000000000000', sc_status: 'stop' }],
    ['GET', '/api/sandbox/mail?to=prepaid@demo.test', undefined],
    ['GET', '/api/sandbox/anything', undefined],
  ])('%s %s answers 404 E0010', async (method, path, body) => {
    const res = await production.request(method, path, body);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
  });

  it('creates no SIM', async () => {
    await production.request('POST', '/api/sandbox/sims', { type: 'physical_sim' });
    expect(await count(production.db, 'sims')).toBe(0);
  });

  it('still serves the account API', async () => {
    const res = await production.post('auth/login', { email: 'nobody@example.test', password: 'whatever' });
    expect(res.body.code).toBe('E0003');
  });
});
