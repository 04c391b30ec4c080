import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CardState, CardUsage, LineList, type Line, type LoginResponse } from '@/contract';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { createHarness, DAY, T0, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  // The demo data is seeded at T0; usage is followed over days, so tokens must outlive that.
  h = await createHarness({ seed: true, config: { accessTokenTtlSeconds: 365 * 86400 } });
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = T0;
});

async function login(email: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const res = await h.post('auth/login', { email, password });
  expect(res.status).toBe(200);
  return res.body;
}

async function lines(token: string): Promise<Line[]> {
  const res = await h.get('cards/list', { token });
  expect(res.status).toBe(200);
  expect(v.is(LineList, res.body)).toBe(true);
  return (res.body as LineList).lines;
}

const currentSimOf = async (email: string) =>
  (await h.db.query<{ id: number | null }>('SELECT current_sim_id AS id FROM users WHERE lower(email) = lower($1)', [email]))[0]!.id;

describe('GET cards/list', () => {
  it('lists every SIM of the customer, the current one first, with the line labels', async () => {
    const me = await login('multi@demo.test');
    const [first, second, ...rest] = await lines(me.access_token);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      sc_id: me.sc_id,
      iccid: me.iccid,
      tel_no: me.tel_no,
      sim_type: 'physical_sim',
      user_type: 'PREPAID',
      plan: '10GB / 30 days',
      // In use: the operator's backend says 'activating' for that (spec §4), the portal swaps it back.
      status: 'activating',
      ac_status: 'using',
      start_date: (T0 - 12 * DAY) / 1000,
      expiry_date: (T0 + 18 * DAY) / 1000,
      days_remaining: 18,
      ip_type: 'IPv4/IPv6',
      apn_type: 'default,supl',
      apn_name: 'prepaid.example.jp',
      current: true,
    });
    expect(first!.tel_no).toMatch(/^0[789]0-\d{4}-\d{4}$/);
    expect(second).toMatchObject({
      sim_type: 'linksfield_esim',
      user_type: 'LF',
      tel_no: null,
      plan: '3GB / 30 days',
      status: 'set',
      days_remaining: 28,
      apn_name: 'lf-data.example.jp',
      current: false,
    });
    for (const line of [first!, second!]) {
      expect(line.data_used_gb).toBeGreaterThan(0);
      expect(Math.round((line.data_used_gb + line.data_remaining_gb) * 100)).toBe(Number(line.plan.split('GB')[0]) * 100);
    }
  });

  it('shows what cards/usage shows, and the demo SIMs’ usage grows with the clock', async () => {
    const me = await login('multi@demo.test');
    const before = await lines(me.access_token);
    for (const line of before) {
      const usage = await h.get(`cards/usage?id=${line.sc_id}&type=${line.user_type}`, { token: me.access_token });
      expect(v.is(CardUsage, usage.body)).toBe(true);
      expect(line).toMatchObject({
        data_used_gb: usage.body.data_used_gb,
        data_remaining_gb: usage.body.data_remaining_gb,
        days_remaining: usage.body.days_remaining,
        expiry_date: usage.body.expiry_date,
      });
    }
    h.clock.advance(DAY);
    const after = await lines(me.access_token);
    for (const [i, line] of after.entries()) {
      expect(line.sc_id).toBe(before[i]!.sc_id);
      expect(line.data_used_gb).toBeGreaterThan(before[i]!.data_used_gb);
      expect(line.data_remaining_gb).toBeLessThan(before[i]!.data_remaining_gb);
      expect(line.days_remaining).toBe(before[i]!.days_remaining! - 1);
    }
  });

  it('shows only the caller’s SIMs', async () => {
    const multi = await lines((await login('multi@demo.test')).access_token);
    const mine = await lines((await login('prepaid@demo.test')).access_token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ user_type: 'PREPAID', current: true });
    expect(multi.map((l) => l.iccid)).not.toContain(mine[0]!.iccid);
  });

  it('orders the other SIMs by registration, not by their age', async () => {
    const account = await h.register();
    // Made in one order, registered in the other.
    const older = await h.newSim('linksfield_esim');
    const newer = await h.newSim('astro_esim');
    h.clock.advance(60_000);
    await h.post('auth/activation_login', { email: account.email, password: account.password, activation_code: newer.activation_code });
    h.clock.advance(60_000);
    const last = await h.post('auth/activation_login', {
      email: account.email,
      password: account.password,
      activation_code: older.activation_code,
    });
    expect(last.status).toBe(200);
    const list = await lines(last.body.access_token);
    expect(list.map((l) => [l.iccid, l.current])).toEqual([
      [older.iccid, true],
      [account.login.iccid, false],
      [newer.iccid, false],
    ]);
    expect(list.map((l) => l.apn_name)).toEqual(['lf-data.example.jp', 'prepaid.example.jp', 'esim.example.jp']);
    // A SIM not activated yet has no dates and no usage.
    expect(list[0]).toMatchObject({
      status: 'registered',
      ac_status: 'prepare',
      start_date: null,
      expiry_date: null,
      days_remaining: null,
      data_used_gb: 0,
    });
  });

  it('needs a token and takes no query', async () => {
    const none = await h.get('cards/list');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('E0001');
    const me = await login('prepaid@demo.test');
    const query = await h.get('cards/list?id=1', { token: me.access_token });
    expect(query.status).toBe(400);
    expect(query.body.code).toBe('E0002');
  });
});

describe('POST cards/switch', () => {
  it('makes another of my SIMs current: its CardState, then the list and the next login follow', async () => {
    const me = await login('multi@demo.test');
    const [, lf] = await lines(me.access_token);
    const res = await h.post('cards/switch', { id: lf!.sc_id }, { token: me.access_token });
    expect(res.status).toBe(200);
    expect(v.is(CardState, res.body)).toBe(true);
    expect(res.body).toEqual({
      sc_id: lf!.sc_id,
      iccid: lf!.iccid,
      sim_type: 'linksfield_esim',
      tel_no: null,
      ac_status: 'using',
      sc_status: 'set',
    });

    const after = await lines(me.access_token);
    expect(after.map((l) => [l.sc_id, l.current])).toEqual([
      [lf!.sc_id, true],
      [me.sc_id, false],
    ]);
    const again = await login('multi@demo.test');
    expect(again).toMatchObject({ sc_id: lf!.sc_id, sim_type: 'linksfield_esim' });

    // And back; switching to the current SIM again is no error.
    for (let i = 0; i < 2; i++) expect((await h.post('cards/switch', { id: me.sc_id }, { token: me.access_token })).status).toBe(200);
    expect((await login('multi@demo.test')).sc_id).toBe(me.sc_id);
  });

  it('answers 404 E0010 for another customer’s SIM and one that does not exist, and changes nothing', async () => {
    const me = await login('multi@demo.test');
    const other = await login('prepaid@demo.test');
    const mineBefore = await currentSimOf('multi@demo.test');
    const theirsBefore = await currentSimOf('prepaid@demo.test');
    for (const id of [other.sc_id, 99_999_999, 2_147_483_648]) {
      const res = await h.post('cards/switch', { id }, { token: me.access_token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'E0010', message: 'Not found.' });
    }
    expect(await currentSimOf('multi@demo.test')).toBe(mineBefore);
    expect(await currentSimOf('prepaid@demo.test')).toBe(theirsBefore);
    expect((await login('prepaid@demo.test')).sc_id).toBe(other.sc_id);
  });

  it.each([[{}], [{ id: '100001' }], [{ id: 0 }], [{ id: 1.5 }], [{ id: null }]])('refuses %j with 400 E0002 naming "id"', async (body) => {
    const me = await login('multi@demo.test');
    const res = await h.post('cards/switch', body, { token: me.access_token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain('"id"');
  });

  it('needs a token', async () => {
    const res = await h.post('cards/switch', { id: 100001 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0001');
  });
});
