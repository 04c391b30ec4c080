import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CardInfo, CardState, CardUsage, type LoginResponse } from '@/contract';
import { createHarness, DAY, type Harness } from './harness';

let h: Harness;
let me: { email: string; login: LoginResponse };
let other: { login: LoginResponse };

beforeAll(async () => {
  // Usage tests move the clock by months; neither token nor session may end meanwhile (expiry and
  // session ends have their own tests).
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400, sessionMaxSeconds: 365 * 86400 } });
  me = await h.register({}, 'sonet_esim');
  other = await h.register({}, 'physical_sim');
  // Give my SIM a period so usage has something to count: activated now, valid 30 days.
  await h.db.query(`UPDATE sims SET ac_status = 'using', sc_status = 'set', start_date = $2, expiry_date = $3, eid = $4 WHERE id = $1`, [
    me.login.sc_id,
    new Date(h.clock.now),
    new Date(h.clock.now + 30 * DAY),
    '89049032000000000000000000000163',
  ]);
});
afterAll(() => h?.close());

const auth = () => ({ token: me.login.access_token });

describe('POST cards/check_card', () => {
  it('returns the state of my SIM', async () => {
    const res = await h.post('cards/check_card', { id: me.login.sc_id }, auth());
    expect(res.status).toBe(200);
    expect(v.is(CardState, res.body)).toBe(true);
    expect(res.body).toEqual({
      sc_id: me.login.sc_id,
      iccid: me.login.iccid,
      sim_type: 'sonet_esim',
      tel_no: me.login.tel_no,
      ac_status: 'using',
      sc_status: 'set',
    });
  });

  it('answers 404 E0010 for another customer’s SIM and for one that does not exist, alike', async () => {
    const theirs = await h.post('cards/check_card', { id: other.login.sc_id }, auth());
    const none = await h.post('cards/check_card', { id: 99_999_999 }, auth());
    for (const res of [theirs, none]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'E0010', message: 'Not found.' });
    }
  });

  it.each([[{ id: '1' }], [{ id: 0 }], [{ id: 1.5 }], [{}]])('refuses %j with 400 E0002', async (body) => {
    const res = await h.post('cards/check_card', body, auth());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain('"id"');
  });
});

describe('GET cards/info', () => {
  it('returns the basic information of my SIM, dates in epoch seconds', async () => {
    const res = await h.get(`cards/info?id=${me.login.sc_id}&type=ESIMS`, auth());
    expect(res.status).toBe(200);
    expect(v.is(CardInfo, res.body)).toBe(true);
    expect(res.body).toEqual({
      email: me.email,
      iccid: me.login.iccid,
      eid: '89049032000000000000000000000163',
      sim_type: 'sonet_esim',
      tel_no: me.login.tel_no,
      plan: '10GB / 30 days',
      // Decision 0031: size and length apart, for the portal's rules and its name in each language.
      plan_gb: 10,
      plan_days: 30,
      status: 'set',
      start_date: h.clock.now / 1000,
      validity_period: (h.clock.now + 30 * DAY) / 1000,
    });
  });

  it('gives null dates for a SIM not yet activated', async () => {
    const res = await h.get(`cards/info?id=${other.login.sc_id}&type=PREPAID`, { token: other.login.access_token });
    expect(res.body).toMatchObject({ status: 'registered', start_date: null, validity_period: null, eid: null });
  });

  it('answers 404 for another customer’s SIM even with the right type', async () => {
    const res = await h.get(`cards/info?id=${other.login.sc_id}&type=PREPAID`, auth());
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
  });

  it.each([
    ['a type that is not the SIM’s', (id: number) => `id=${id}&type=PREPAID`, 'type'],
    ['an unknown type', (id: number) => `id=${id}&type=ESIMX`, 'type'],
    ['a non-numeric id', () => 'id=abc&type=ESIMS', 'id'],
    ['no id', () => 'type=ESIMS', 'id'],
    ['an unknown parameter', (id: number) => `id=${id}&type=ESIMS&debug=1`, 'debug'],
    ['a repeated parameter', (id: number) => `id=${id}&id=${id}&type=ESIMS`, 'id'],
  ])('refuses %s with 400 E0002 naming the parameter', async (_name, query, field) => {
    const res = await h.get(`cards/info?${query(me.login.sc_id)}`, auth());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain(`"${field}"`);
  });

  it('needs a token', async () => {
    const res = await h.get(`cards/info?id=${me.login.sc_id}&type=ESIMS`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0001');
  });
});

describe('GET cards/usage', () => {
  const usage = async () => {
    const res = await h.get(`cards/usage?id=${me.login.sc_id}&type=ESIMS`, auth());
    expect(res.status).toBe(200);
    expect(v.is(CardUsage, res.body)).toBe(true);
    return res.body as v.InferOutput<typeof CardUsage>;
  };

  it('grows with time, adds up, counts days down and stops at the allowance', async () => {
    const start = h.clock.now;
    const at0 = await usage();
    expect(at0).toMatchObject({ plan: '10GB / 30 days', data_total_gb: 10, data_used_gb: 0, data_remaining_gb: 10, days_remaining: 30 });
    expect(at0.updated_at).toBe(start / 1000);

    h.clock.now = start + 10 * DAY;
    const at10 = await usage();
    expect(at10.data_used_gb).toBeGreaterThan(0);
    expect(at10.data_used_gb).toBeLessThan(10);
    expect(at10.days_remaining).toBe(20);
    expect(at10.expiry_date).toBe((start + 30 * DAY) / 1000);

    h.clock.now = start + 10 * DAY + 12 * 3600 * 1000;
    const at10half = await usage();
    expect(at10half.data_used_gb).toBeGreaterThan(at10.data_used_gb);
    expect(at10half.days_remaining).toBe(20); // a started day counts as one

    h.clock.now = start + 20 * DAY;
    const at20 = await usage();
    expect(at20.data_used_gb).toBeGreaterThan(at10half.data_used_gb);

    for (const u of [at0, at10, at10half, at20]) {
      expect(Math.round((u.data_used_gb + u.data_remaining_gb) * 100)).toBe(1000);
      expect(Number.isInteger(Math.round(u.data_used_gb * 100))).toBe(true);
      expect(u.data_used_gb * 100).toBeCloseTo(Math.round(u.data_used_gb * 100), 6);
    }

    h.clock.now = start + 90 * DAY;
    const after = await usage();
    expect(after.days_remaining).toBe(0);
    expect(after.data_used_gb).toBeLessThanOrEqual(10);
    h.clock.now = start + 120 * DAY;
    expect((await usage()).data_used_gb).toBe(after.data_used_gb); // frozen after expiry
    h.clock.now = start;
  });

  it('is the same answer twice for the same clock', async () => {
    h.clock.now += 3 * DAY;
    expect(await usage()).toEqual(await usage());
    h.clock.now -= 3 * DAY;
  });

  it('reports zero use and no expiry for a SIM not activated yet', async () => {
    const res = await h.get(`cards/usage?id=${other.login.sc_id}&type=PREPAID`, { token: other.login.access_token });
    expect(res.body).toMatchObject({ data_used_gb: 0, data_total_gb: 3, data_remaining_gb: 3, days_remaining: null, expiry_date: null });
  });

  it('answers 404 for another customer’s SIM', async () => {
    const res = await h.get(`cards/usage?id=${me.login.sc_id}&type=ESIMS`, { token: other.login.access_token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
  });
});
