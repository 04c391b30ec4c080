import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CardInfo, CardUsage, ERROR_CODES, LoginResponse, USER_TYPE_OF_SIM, type SimType } from '@/contract';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { isValidLuhn } from '@/server/sandbox/sim-numbers';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h?.close());

describe('demo accounts', () => {
  // The status as the operator's backend sends it: a physical SIM in use is 'activating' (spec §4).
  const demos: [string, SimType, string][] = [
    ['prepaid@demo.test', 'physical_sim', 'activating'],
    ['esims@demo.test', 'sonet_esim', 'set'],
    ['esima@demo.test', 'astro_esim', 'set'],
    ['lf@demo.test', 'linksfield_esim', 'set'],
    ['multi@demo.test', 'physical_sim', 'activating'],
  ];

  it.each(demos)('%s logs in with the demo password onto an in-use %s', async (email, simType, scStatus) => {
    const res = await h.post('auth/login', { email, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(v.is(LoginResponse, res.body)).toBe(true);
    expect(res.body).toMatchObject({ sim_type: simType, ac_status: 'using', sc_status: scStatus, user: { email } });
    expect(res.body.iccid).toMatch(/^8981\d{15}$/);
    expect(isValidLuhn(res.body.iccid)).toBe(true);
    if (res.body.tel_no !== null) expect(res.body.tel_no).toMatch(/^0[789]0-\d{4}-\d{4}$/);
    if (simType === 'physical_sim') expect(res.body.tel_no).not.toBeNull();

    // Valid for weeks from "now", with some data already used.
    const q = `id=${res.body.sc_id}&type=${USER_TYPE_OF_SIM[simType]}`;
    const info = await h.get(`cards/info?${q}`, { token: res.body.access_token });
    expect(v.is(CardInfo, info.body)).toBe(true);
    expect(info.body.plan).toMatch(/^\d+GB \/ \d+ days$/);
    expect(info.body.start_date).toBeLessThan(h.clock.now / 1000);
    expect(info.body.validity_period).toBeGreaterThan(h.clock.now / 1000 + 14 * 86400);
    const usage = await h.get(`cards/usage?${q}`, { token: res.body.access_token });
    expect(v.is(CardUsage, usage.body)).toBe(true);
    expect(usage.body.data_used_gb).toBeGreaterThan(0);
    expect(usage.body.days_remaining).toBeGreaterThanOrEqual(14);
  });

  it('multi@demo.test owns a physical SIM and an LF eSIM', async () => {
    const rows = await h.db.query<{ sim_type: string; ac_status: string }>(
      `SELECT s.sim_type, s.ac_status FROM sims s JOIN users u ON u.id = s.user_id WHERE u.email = 'multi@demo.test' ORDER BY s.id`,
    );
    expect(rows).toEqual([
      { sim_type: 'physical_sim', ac_status: 'using' },
      { sim_type: 'linksfield_esim', ac_status: 'using' },
    ]);
  });
});

describe('POST auth/login', () => {
  it('is case-insensitive in the email and returns a working token pair', async () => {
    const res = await h.post('auth/login', { email: '  PREPAID@Demo.Test ', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refreshed = await h.post('prepaid_users/refresh_token', { refresh_token: res.body.refresh_token });
    expect(refreshed.status).toBe(200);
  });

  it('answers a wrong password and an unknown email identically (401 E0003)', async () => {
    const wrong = await h.post('auth/login', { email: 'prepaid@demo.test', password: 'Demo1234?' });
    const unknown = await h.post('auth/login', { email: 'nobody@demo.test', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'E0003', message: ERROR_CODES.E0003.message });
    }
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      const t = performance.now();
      await h.post('auth/login', { email, password: 'not-the-password' });
      return performance.now() - t;
    };
    await time('warm-up@nowhere.test'); // computes the dummy hash once
    // Interleaved, so a burst of load on the machine hits both series alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('prepaid@demo.test'));
      unknown.push(await time(`nobody-${i}@nowhere.test`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    // Both run one scrypt; without the dummy hash the unknown case would be ~40 ms faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it.each([
    ['no body', undefined],
    ['password missing', { email: 'prepaid@demo.test' }],
    ['email malformed', { email: 'prepaid', password: 'x' }],
    ['password a number', { email: 'prepaid@demo.test', password: 1234 }],
  ])('refuses %s with 400 E0002', async (_name, body) => {
    const res = await h.post('auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
  });

  it('logs in to the SIM made current most recently', async () => {
    const account = await h.register();
    const sim = await h.newSim('astro_esim');
    await h.post('auth/activation_login', { email: account.email, password: account.password, activation_code: sim.activation_code });
    const res = await h.post('auth/login', { email: account.email, password: account.password });
    expect(res.body.iccid).toBe(sim.iccid);
    expect(res.body.sim_type).toBe('astro_esim');
  });
});
