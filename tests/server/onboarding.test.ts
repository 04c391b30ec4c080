import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ACTIVATION_WINDOW_DAYS, CardState, ERROR_CODES, PrepaidActivateResponse, type Language } from '@/contract';
import { requestEsimIssuance, reserveActivationDate } from '@/server/domain/onboarding';
import { findSimById } from '@/server/domain/sims';
import { createHarness, DAY, T0, type Harness } from './harness';
import { customer, rowVersion, simState, type Customer } from './customers';

let h: Harness;
beforeAll(async () => {
  // The window tests move the clock by days; tokens must outlive that (expiry has its own tests).
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = T0; // 2026-04-01 09:00 in Japan
});

const HOUR = 60 * 60 * 1000;
/** A LoginResponse holds tokens and the email; a CardState does not. */
const noSession = { user: undefined, access_token: undefined, refresh_token: undefined };
const reserve = (c: Customer, activation_date: unknown, lng = 'en') =>
  h.post(`${lng}/cards/prepaid_activate`, { id: c.id, activation_date }, c.auth);

describe('POST cards/prepaid_activate', () => {
  it('reserves the date: activate / registered, the plan runs from 00:00 JST that day', async () => {
    const me = await customer(h, 'physical_sim');
    const res = await reserve(me, '2026-04-10');
    expect(res.status).toBe(200);
    expect(v.is(PrepaidActivateResponse, res.body)).toBe(true);
    expect(res.body).toEqual({ ...me.login, activation_date: '2026-04-10', ac_status: 'activate', sc_status: 'registered', ...noSession });
    const start = Date.UTC(2026, 3, 9, 15); // 2026-04-10 00:00 JST
    const row = await simState(h.db, me.id);
    expect(row).toMatchObject({ activation_date: '2026-04-10', ac_status: 'activate', sc_status: 'registered' });
    expect(row.start_date?.getTime()).toBe(start);
    expect(row.expiry_date?.getTime()).toBe(start + 30 * DAY); // starter plan '3GB / 30 days'

    const info = await h.get(`cards/info?id=${me.id}&type=PREPAID`, me.auth);
    expect(info.body).toMatchObject({ start_date: start / 1000, validity_period: (start + 30 * DAY) / 1000, status: 'registered' });
    const state = await h.post('cards/check_card', { id: me.id }, me.auth);
    expect(state.body).toMatchObject({ ac_status: 'activate', sc_status: 'registered' });
  });

  it('is final: a second reservation, same date or another, is 409 E0013 and updates nothing', async () => {
    const me = await customer(h, 'physical_sim');
    expect((await reserve(me, '2026-04-05')).status).toBe(200);
    const before = await simState(h.db, me.id);
    const version = await rowVersion(h.db, me.id);
    for (const date of ['2026-04-05', '2026-04-06', '2026-03-01', '2030-01-01']) {
      const res = await reserve(me, date);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'E0013', message: ERROR_CODES.E0013.message });
    }
    expect(await simState(h.db, me.id)).toEqual(before);
    expect(await rowVersion(h.db, me.id)).toBe(version); // not even an UPDATE that changed nothing
  });

  it('lets exactly one of several concurrent reservations win', async () => {
    const me = await customer(h, 'physical_sim');
    const dates = ['2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06'];
    const results = await Promise.all(dates.map((d) => reserve(me, d)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe('E0013');
    expect((await simState(h.db, me.id)).activation_date).toBe(won[0]!.body.activation_date);
  });

  it('is guarded by the UPDATE itself: racers holding the same stale row cannot both win', async () => {
    const me = await customer(h, 'physical_sim');
    const stale = (await findSimById(h.db, me.id))!;
    const dates = ['2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05'];
    const results = await Promise.all(dates.map((d) => reserveActivationDate(h.db, stale, d)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  describe('the activation window, in Japan time', () => {
    const lastDay = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) + ACTIVATION_WINDOW_DAYS * DAY).toISOString().slice(0, 10);

    it.each([
      // 23:59:59 JST on 1 April: today is still the 1st (UTC is already 14:59 the same day).
      ['23:59:59 JST', Date.UTC(2026, 3, 1, 14, 59, 59), '2026-04-01'],
      // 00:00 JST on 2 April, while it is still 1 April in UTC.
      ['00:00 JST', Date.UTC(2026, 3, 1, 15, 0, 0), '2026-04-02'],
    ])('at %s, today and the last day of the window are accepted, the day before and the day after are not', async (_name, now, today) => {
      h.clock.now = now;
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
      const tooLate = new Date(Date.parse(`${lastDay(today)}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
      const me = await customer(h, 'physical_sim');
      for (const date of [yesterday, tooLate]) {
        const res = await reserve(me, date);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('E0014');
        expect(res.body.message).toContain(`between ${today} and ${lastDay(today)}`);
      }
      expect((await simState(h.db, me.id)).activation_date).toBeNull();
      expect((await reserve(me, today)).status).toBe(200);
      const other = await customer(h, 'physical_sim');
      expect((await reserve(other, lastDay(today))).status).toBe(200);
    });
  });

  it.each([
    ['a day that does not exist', { activation_date: '2026-04-31' }, 'activation_date'],
    ['no date', { activation_date: undefined }, 'activation_date'],
    ['another format', { activation_date: '2026/04/10' }, 'activation_date'],
    ['a string id', { id: 'x' }, 'id'],
  ])('refuses %s with 400 E0002 naming the field', async (_name, override, field) => {
    const me = await customer(h, 'physical_sim');
    const res = await h.post('cards/prepaid_activate', { id: me.id, activation_date: '2026-04-10', ...override }, me.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain(`"${field}"`);
    expect((await simState(h.db, me.id)).ac_status).toBe('prepare');
  });

  it('refuses an eSIM with 400 E0002', async () => {
    const me = await customer(h, 'astro_esim');
    const res = await reserve(me, '2026-04-10');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain('"id"');
    expect(await simState(h.db, me.id)).toMatchObject({ ac_status: 'prepare', start_date: null });
  });

  it('answers 404 E0010 for another customer’s SIM and changes nothing', async () => {
    const [me, other] = [await customer(h, 'physical_sim'), await customer(h, 'physical_sim')];
    const version = await rowVersion(h.db, other.id);
    const res = await h.post('cards/prepaid_activate', { id: other.id, activation_date: '2026-04-10' }, me.auth);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
    expect(await rowVersion(h.db, other.id)).toBe(version);
  });

  it('needs a token', async () => {
    const res = await h.post('cards/prepaid_activate', { id: 1, activation_date: '2026-04-10' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0001');
  });
});

describe('POST cards/esim_activate', () => {
  it.each([
    ['astro_esim', 'ESIMA', 15],
    ['linksfield_esim', 'LF', 7],
  ] as const)(
    '%s: activate / registered, the plan starts now and issuance is due in SANDBOX_ISSUANCE_SECONDS',
    async (type, usertype, days) => {
      const me = await customer(h, type);
      const res = await h.post('cards/esim_activate', { id: me.id, type: usertype }, me.auth);
      expect(res.status).toBe(200);
      expect(v.is(CardState, res.body)).toBe(true);
      expect(res.body).toMatchObject({ sc_id: me.id, sim_type: type, ac_status: 'activate', sc_status: 'registered' });
      const row = await simState(h.db, me.id);
      expect(row.start_date?.getTime()).toBe(T0);
      expect(row.expiry_date?.getTime()).toBe(T0 + days * DAY);
      expect(row.issuance_due_at?.getTime()).toBe(T0 + 20_000);
      expect(row).toMatchObject({ eid: null, issued_at: null, smdp_address: null });
    },
  );

  it('ESIMS: needs the EID, keeps it, and cards/info shows it', async () => {
    const me = await customer(h, 'sonet_esim');
    const missing = await h.post('cards/esim_activate', { id: me.id, type: 'ESIMS' }, me.auth);
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ field: 'eid', message: 'Thisfieldisrequired' }]);
    for (const eid of ['1234', '', '8904903200000000000000000001234X', '890490320000000000000000000123856']) {
      const res = await h.post('cards/esim_activate', { id: me.id, type: 'ESIMS', eid }, me.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('"eid"');
    }
    expect((await simState(h.db, me.id)).ac_status).toBe('prepare');

    const eid = '89049032000000000000000000012385';
    const ok = await h.post('cards/esim_activate', { id: me.id, type: 'ESIMS', eid }, me.auth);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ac_status: 'activate', sc_status: 'registered' });
    const info = await h.get(`cards/info?id=${me.id}&type=ESIMS`, me.auth);
    expect(info.body).toMatchObject({ eid, start_date: T0 / 1000, validity_period: (T0 + 30 * DAY) / 1000 });
  });

  // A sonet profile is made for the EID given and cannot be taken back: an EID whose check digits
  // disagree (SGP.29, mod 97 ≠ 1) is refused before anything is issued, in the customer's language.
  // The texts and the EIDs are written by hand (tests/unit/eid-rules.test.ts works the digits out).
  const EID_REFUSED: Record<Language, string> = {
    ja: 'このEIDは正しくありません。数字の読み間違いか入力間違いがあるようです。スマートフォンの設定画面に表示されているEIDと1桁ずつ見比べてください。',
    en: "This EID is not valid: a digit was probably misread or mistyped. Compare it digit by digit with the EID shown in your phone's settings.",
    zh: '此EID无效，可能有数字看错或输错。请与手机设置中显示的EID逐位核对。',
    tw: '此EID無效，可能有數字看錯或輸入錯誤。請與手機設定中顯示的EID逐位核對。',
    vi: 'EID này không hợp lệ: có thể bạn đã đọc nhầm hoặc nhập sai một chữ số. Hãy so sánh từng chữ số với EID hiển thị trong phần cài đặt của điện thoại.',
  };
  it('ESIMS: an EID whose check digits disagree is 400 E0110 in the customer\u2019s language; nothing is issued', async () => {
    const me = await customer(h, 'sonet_esim');
    const version = await rowVersion(h.db, me.id);
    const misread: [Language, string][] = [
      ['ja', '89049032000000000000000000012345'], // any 32 digits
      ['en', '89049082123451234512345678901235'], // the GSMA example with 3 read as 8
      ['zh', '89049032007008882600076929701293'], // two neighbouring digits swapped
      ['tw', '89049032000000000000000000012386'], // a check digit misread
      ['vi', '00000000000000000000000000000000'],
    ];
    for (const [lng, eid] of misread) {
      const res = await h.post(`${lng}/cards/esim_activate`, { id: me.id, type: 'ESIMS', eid }, me.auth);
      expect(res.status, `${lng} ${eid}`).toBe(400);
      expect(res.body).toEqual({ code: 'E0110', message: EID_REFUSED[lng] });
    }
    expect(await rowVersion(h.db, me.id)).toBe(version);
    expect(await simState(h.db, me.id)).toMatchObject({ ac_status: 'prepare', eid: null, issuance_due_at: null, start_date: null });

    // The same EID read again correctly is issued.
    const ok = await h.post('ja/cards/esim_activate', { id: me.id, type: 'ESIMS', eid: '89049032123451234512345678901235' }, me.auth);
    expect(ok.status).toBe(200);
    expect((await simState(h.db, me.id)).eid).toBe('89049032123451234512345678901235');
  });

  it('refuses an EID for a type that takes none, a wrong type and a physical SIM with 400', async () => {
    const me = await customer(h, 'astro_esim');
    const withEid = await h.post('cards/esim_activate', { id: me.id, type: 'ESIMA', eid: '89049032000000000000000000012385' }, me.auth);
    expect(withEid.status).toBe(400);
    expect(withEid.body.message).toContain('"eid"');
    const wrongType = await h.post('cards/esim_activate', { id: me.id, type: 'LF' }, me.auth);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('"type"');
    const physical = await customer(h, 'physical_sim');
    const res = await h.post('cards/esim_activate', { id: physical.id, type: 'PREPAID' }, physical.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect((await simState(h.db, me.id)).ac_status).toBe('prepare');
    expect((await simState(h.db, physical.id)).ac_status).toBe('prepare');
  });

  it('a second request, before or after issuance, is 409 E0015 and updates nothing', async () => {
    const me = await customer(h, 'linksfield_esim');
    expect((await h.post('cards/esim_activate', { id: me.id, type: 'LF' }, me.auth)).status).toBe(200);
    const version = await rowVersion(h.db, me.id);
    const again = await h.post('cards/esim_activate', { id: me.id, type: 'LF' }, me.auth);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'E0015', message: ERROR_CODES.E0015.message });
    expect(await rowVersion(h.db, me.id)).toBe(version);
    h.clock.advance(60_000);
    const afterIssue = await h.post('cards/esim_activate', { id: me.id, type: 'LF' }, me.auth);
    expect(afterIssue.status).toBe(409);
    expect(afterIssue.body.code).toBe('E0015');
  });

  it('lets exactly one of several concurrent requests win', async () => {
    const me = await customer(h, 'astro_esim');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => h.post('cards/esim_activate', { id: me.id, type: 'ESIMA' }, me.auth)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'E0015')).toHaveLength(4);
  });

  it('is guarded by the UPDATE itself: racers holding the same stale row cannot both win', async () => {
    const me = await customer(h, 'astro_esim');
    const stale = (await findSimById(h.db, me.id))!;
    const request = { eid: null, nowMs: T0, dueMs: T0 + 20_000, language: 'en', origin: 'http://x' } as const;
    const results = await Promise.all(Array.from({ length: 4 }, () => requestEsimIssuance(h.db, stale, request)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('answers 404 E0010 for another customer’s SIM and changes nothing', async () => {
    const [me, other] = [await customer(h, 'astro_esim'), await customer(h, 'astro_esim')];
    const version = await rowVersion(h.db, other.id);
    const res = await h.post('cards/esim_activate', { id: other.id, type: 'ESIMA' }, me.auth);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
    expect(await rowVersion(h.db, other.id)).toBe(version);
  });
});

describe('POST prepaid_users/reg_complete', () => {
  const complete = (c: Customer) => h.post('prepaid_users/reg_complete', { id: c.id }, c.auth);

  it('is 409 E0016 before the SIM is activated, and changes nothing', async () => {
    for (const type of ['physical_sim', 'sonet_esim'] as const) {
      const me = await customer(h, type);
      const version = await rowVersion(h.db, me.id);
      const res = await complete(me);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'E0016', message: ERROR_CODES.E0016.message });
      expect(await rowVersion(h.db, me.id)).toBe(version);
    }
  });

  it('makes an activated SIM sold; a second call is 200 with nothing changed', async () => {
    const me = await customer(h, 'physical_sim');
    await reserve(me, '2026-04-03');
    const res = await complete(me);
    expect(res.status).toBe(200);
    expect(v.is(CardState, res.body)).toBe(true);
    expect(res.body).toMatchObject({ sc_id: me.id, ac_status: 'sold', sc_status: 'registered' });
    const version = await rowVersion(h.db, me.id);
    const again = await complete(me);
    expect(again.status).toBe(200);
    expect(again.body.ac_status).toBe('sold');
    expect(await rowVersion(h.db, me.id)).toBe(version);
  });

  it.each(['sim_activated', 'completing'])('also completes from %s', async (status) => {
    const me = await customer(h, 'physical_sim');
    await h.db.query('UPDATE sims SET ac_status = $2 WHERE id = $1', [me.id, status]);
    expect((await complete(me)).body.ac_status).toBe('sold');
  });

  it('leaves a SIM in use as it is', async () => {
    const me = await customer(h, 'physical_sim');
    await h.db.query(`UPDATE sims SET ac_status = 'using', sc_status = 'activated' WHERE id = $1`, [me.id]);
    const res = await complete(me);
    expect(res.status).toBe(200);
    // In use, as the operator's backend sends it (spec §4: the texts of activated/activating are swapped).
    expect(res.body).toMatchObject({ ac_status: 'using', sc_status: 'activating' });
  });

  it('completes an eSIM once it has been requested', async () => {
    const me = await customer(h, 'astro_esim');
    await h.post('cards/esim_activate', { id: me.id, type: 'ESIMA' }, me.auth);
    expect((await complete(me)).body.ac_status).toBe('sold');
  });

  it('answers 404 E0010 for another customer’s SIM, 400 for a bad id, 401 without a token', async () => {
    const [me, other] = [await customer(h, 'physical_sim'), await customer(h, 'physical_sim')];
    await reserve(other, '2026-04-03');
    const version = await rowVersion(h.db, other.id);
    const theirs = await h.post('prepaid_users/reg_complete', { id: other.id }, me.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('E0010');
    expect(await rowVersion(h.db, other.id)).toBe(version);
    expect((await h.post('prepaid_users/reg_complete', { id: 'x' }, me.auth)).status).toBe(400);
    expect((await h.post('prepaid_users/reg_complete', { id: me.id })).status).toBe(401);
  });

  it('leaves prepaid_users/refresh_token open to callers without an access token', async () => {
    const me = await h.register({}, 'physical_sim');
    const res = await h.post('prepaid_users/refresh_token', { refresh_token: me.login.refresh_token });
    expect(res.status).toBe(200);
  });
});

describe('the onboarding of a physical SIM, end to end', () => {
  it('goes prepare → activate (date) → sold, as the portal’s navigation expects', async () => {
    const me = await customer(h, 'physical_sim');
    expect(me.login).toMatchObject({ ac_status: 'prepare', sc_status: 'registered' });
    await reserve(me, '2026-04-01');
    h.clock.advance(3 * HOUR);
    expect((await h.post('cards/check_card', { id: me.id }, me.auth)).body.ac_status).toBe('activate');
    expect((await h.post('prepaid_users/reg_complete', { id: me.id }, me.auth)).body.ac_status).toBe('sold');
  });
});
