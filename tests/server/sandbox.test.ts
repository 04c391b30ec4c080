import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SandboxSimResponse, SIM_TYPES } from '@/contract';
import { isValidLuhn } from '@/server/sandbox/sim-numbers';
import { count, createHarness, type Harness } from './harness';

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

describe('production mode', () => {
  it.each([
    ['POST', '/api/sandbox/sims', { type: 'physical_sim' }],
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
