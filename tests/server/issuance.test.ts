import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/contract';
import { createApp } from '@/server/app';
import { completeDueIssuances, completeIssuance, startIssuanceWorker } from '@/server/jobs/issuance';
import { sandboxSeams } from '@/server/sandbox/seams';
import type { SimBackend } from '@/server/ops/seams';
import { esimReadyMail } from '@/server/mail/esim-ready-mail';
import { T0, type Harness } from './harness';
import { useShopperHarness } from './shoppers';
import { customer, outboxTo, simState, type Customer } from './customers';

let h: Harness;
useShopperHarness((created) => (h = created));

/** The sandbox's SM-DP+, which the app of these tests uses too. */
const smdp = () => sandboxSeams(h.db, () => h.clock.now).simBackend;
const DUE_MS = 20_000; // SANDBOX_ISSUANCE_SECONDS' default
const request = (c: Customer, lng = 'en') =>
  h.post(
    `${lng}/cards/esim_activate`,
    { id: c.id, type: c.usertype, ...(c.usertype === 'ESIMS' ? { eid: '89049032000000000000000000012385' } : {}) },
    c.auth,
  );
const checkCard = (c: Customer) => h.post('cards/check_card', { id: c.id }, c.auth);

describe('eSIM issuance', () => {
  // As strict as an SM-DP+: DownloadOrder for an EID whose check digits disagree gets no profile
  // (the API refuses such an EID first; this keeps the double from accepting what a real one would not).
  it('the sandbox SM-DP+ refuses an EID whose check digits disagree', async () => {
    const order = { iccid: '8981000000000000018', simType: 'sonet_esim' as const };
    await expect(smdp().downloadOrder({ ...order, eid: '89049032000000000000000000012345' })).rejects.toThrow(/EID/);
    await expect(smdp().downloadOrder({ ...order, eid: '89049032000000000000000000012385' })).resolves.toEqual({ iccid: order.iccid });
  });

  it('is pending until its due time, then activated with an SM-DP+ address, a matching id and one mail', async () => {
    const me = await customer(h, 'astro_esim');
    expect((await request(me)).status).toBe(200);

    h.clock.now = T0 + DUE_MS - 1;
    expect((await checkCard(me)).body).toMatchObject({ ac_status: 'activate', sc_status: 'registered' });
    expect(await completeDueIssuances(h.db, h.clock.now, smdp())).toBe(0);
    expect(await outboxTo(h.db, me.email)).toEqual([]);

    h.clock.now = T0 + DUE_MS;
    // Issued ('activated' in the database), sent the way the operator's backend names it (spec §4).
    expect((await checkCard(me)).body).toMatchObject({ ac_status: 'activate', sc_status: 'activating' });
    const row = await simState(h.db, me.id);
    expect(row.issued_at?.getTime()).toBe(T0 + DUE_MS);
    expect(row.smdp_address).toBe('smdp.astro-esim.example');
    expect(row.matching_id).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    // The plan started at the request, not at issuance (spec §4).
    expect(row.start_date?.getTime()).toBe(T0);

    const mails = await outboxTo(h.db, me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your eSIM is ready');
    expect(mails[0]!.text).toContain(me.login.iccid);
    expect(mails[0]!.text).toContain('24 hours');
    expect(mails[0]!.text).toContain('http://localhost:3000/login?lng=en');

    // Later reads and rounds change nothing and send nothing more.
    h.clock.advance(60_000);
    expect(await completeDueIssuances(h.db, h.clock.now, smdp())).toBe(0);
    await checkCard(me);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
  });

  it('completes exactly once when many completions race, and mails once', async () => {
    const me = await customer(h, 'linksfield_esim');
    await request(me);
    h.clock.now = T0 + DUE_MS;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => completeIssuance(h.db, me.id, h.clock.now, smdp())),
      completeDueIssuances(h.db, h.clock.now, smdp()),
      checkCard(me),
      h.get(`apn/esim/activation_code?platform=2&id=${me.id}`, me.auth),
    ]);
    // At most one of the direct completions won (the two reads may have won instead).
    const winners = results.slice(0, 4).filter(Boolean).length + (results[4] as number);
    expect(winners).toBeLessThanOrEqual(1);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
    const row = await simState(h.db, me.id);
    expect(row.smdp_address).toBe('smdp.linksfield.example');
    // Whoever won, the code the customer sees is the one stored.
    const code = await h.get(`apn/esim/activation_code?platform=2&id=${me.id}`, me.auth);
    // Decision 0029: the matching ID alone for an iPhone's manual entry, the LPA string for Android's.
    expect(code.body.activation_code).toBe(row.matching_id);
    expect(code.body.android_act_code).toBe(`LPA:1$smdp.linksfield.example$${row.matching_id}`);
  });

  it('survives a restart: the due time is in the database, a new process completes it', async () => {
    const me = await customer(h, 'sonet_esim');
    await request(me, 'ja');
    // A second "process": a new app over the same database, with its own worker.
    h.clock.now = T0 + DUE_MS + 5_000;
    const second = createApp({ db: h.db, config: h.config });
    const worker = startIssuanceWorker(h.db, () => h.clock.now, smdp(), 5);
    try {
      await expect.poll(async () => (await simState(h.db, me.id)).sc_status, { timeout: 5_000, interval: 10 }).toBe('activated');
    } finally {
      await worker.stop();
    }
    const res = await second.request(`/api/ja/cards/check_card`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.login.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: me.id }),
    });
    expect(await res.json()).toMatchObject({ ac_status: 'activate', sc_status: 'activating' });
    const row = await simState(h.db, me.id);
    expect(row.smdp_address).toBe('smdp.sonet-esim.example');
    expect(row.issued_at?.getTime()).toBe(T0 + DUE_MS + 5_000);
    // Asked for in Japanese: the mail is in Japanese, and tells an ESIMS customer to add the eSIM on the phone.
    const mails = await outboxTo(h.db, me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('eSIMの準備ができました');
    expect(mails[0]!.text).toContain('eSIMを追加');
    expect(mails[0]!.text).toContain('/login?lng=ja');
    expect(mails[0]!.text).not.toContain('24時間');
  });

  it('is completed lazily by every read of the SIM', async () => {
    const reads: [string, (c: Customer) => Promise<{ status: number }>][] = [
      ['cards/check_card', checkCard],
      ['cards/info', (c) => h.get(`cards/info?id=${c.id}&type=${c.usertype}`, c.auth)],
      ['cards/usage', (c) => h.get(`cards/usage?id=${c.id}&type=${c.usertype}`, c.auth)],
      ['apn/esim/activation_code', (c) => h.get(`apn/esim/activation_code?platform=1&id=${c.id}`, c.auth)],
      ['apn/esim/qr_code', (c) => h.get(`apn/esim/qr_code?platform=1&id=${c.id}`, c.auth)],
      ['apn/esim/qr_download', (c) => h.get(`apn/esim/qr_download?id=${c.id}`, c.auth)],
      ['apn/esim', (c) => h.get(`apn/esim?platform=2&id=${c.id}`, c.auth)],
      ['auth/login', async (c) => h.post('auth/login', { email: c.email, password: 'Secret123!' })],
    ];
    for (const [name, read] of reads) {
      h.clock.now = T0;
      const me = await customer(h, 'astro_esim');
      await request(me);
      h.clock.now = T0 + DUE_MS;
      expect((await read(me)).status, name).toBe(200);
      expect((await simState(h.db, me.id)).sc_status, name).toBe('activated');
    }
  });

  it('mails in the account’s language when the request’s is unknown', async () => {
    const me = await customer(h, 'astro_esim');
    await request(me, 'vi');
    await h.db.query(`UPDATE sims SET issuance_language = NULL WHERE id = $1`, [me.id]);
    await h.db.query(`UPDATE users SET language = 'tw' WHERE lower(email) = lower($1)`, [me.email]);
    h.clock.now = T0 + DUE_MS;
    await checkCard(me);
    const [mail] = await outboxTo(h.db, me.email);
    expect(mail!.subject).toBe('您的eSIM已準備就緒');
    expect(mail!.text).toContain('/login?lng=tw');
  });

  it('an SM-DP+ outage fails no read: the eSIM stays pending, waits 30 s, and is issued once the SM-DP+ answers', async () => {
    let answer: 'down' | 'garbage' | 'up' = 'down';
    const calls: string[] = [];
    const flaky: SimBackend = {
      name: 'flaky SM-DP+',
      async downloadOrder({ iccid }) {
        calls.push('DownloadOrder');
        if (answer === 'down') throw new Error('503 Service Unavailable');
        return { iccid };
      },
      async confirmOrder() {
        calls.push('ConfirmOrder');
        return answer === 'garbage'
          ? { smdpAddress: 'smdp.example$evil', matchingId: 'has space' }
          : { smdpAddress: 'smdp.flaky.example', matchingId: 'FLAKY-0001' };
      },
    };
    const app = createApp({ db: h.db, config: h.config, seams: { ...sandboxSeams(h.db, () => h.clock.now), simBackend: flaky } });
    const as = (c: Customer) => ({
      method: 'POST',
      headers: { authorization: `Bearer ${c.login.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: c.id }),
    });
    try {
      const me = await customer(h, 'astro_esim');
      await request(me);
      h.clock.now = T0 + DUE_MS;
      // The customer's page still answers, with the eSIM still being issued.
      const read = await app.request('/api/en/cards/check_card', as(me));
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ ac_status: 'activate', sc_status: 'registered' });
      // The issuance round reports the failure and puts this SIM back by 30 s; nothing was half written.
      await expect(completeDueIssuances(h.db, h.clock.now, flaky)).rejects.toThrow(/503 Service Unavailable/);
      let row = await simState(h.db, me.id);
      expect([row.issued_at, row.matching_id, row.issuance_due_at?.getTime()]).toEqual([null, null, T0 + DUE_MS + 30_000]);
      expect(await outboxTo(h.db, me.email)).toEqual([]);

      // An answer that cannot become an activation code is a failure too.
      answer = 'garbage';
      h.clock.now = T0 + DUE_MS + 30_000;
      await expect(completeDueIssuances(h.db, h.clock.now, flaky)).rejects.toThrow(/unusable/);
      expect((await simState(h.db, me.id)).matching_id).toBeNull();

      answer = 'up';
      h.clock.now = T0 + DUE_MS + 60_000;
      expect(await completeDueIssuances(h.db, h.clock.now, flaky)).toBe(1);
      row = await simState(h.db, me.id);
      expect([row.smdp_address, row.matching_id, row.sc_status]).toEqual(['smdp.flaky.example', 'FLAKY-0001', 'activated']);
      expect(calls).toEqual(['DownloadOrder', 'DownloadOrder', 'DownloadOrder', 'ConfirmOrder', 'DownloadOrder', 'ConfirmOrder']);
      expect(await outboxTo(h.db, me.email)).toHaveLength(1);
    } finally {
      // Later tests' apps settle with the sandbox's SM-DP+ again (jobs/issuance.ts useSimBackend).
      createApp({ db: h.db, config: h.config });
    }
  });

  it('the timer stops cleanly and leaves nothing running', async () => {
    const worker = startIssuanceWorker(h.db, () => h.clock.now, smdp(), 5);
    await new Promise((r) => setTimeout(r, 30));
    await worker.stop();
  });
});

describe('the "eSIM ready" mail', () => {
  it.each(LANGUAGES.map((l) => [l]))('exists in %s for both kinds, with the name, ICCID and link', (lng) => {
    const vars = { name: 'Sato Kenji', iccid: '8981000000000000001', link: 'https://portal.example.jp/login?lng=x' };
    const code = esimReadyMail(lng, 'code', vars);
    const push = esimReadyMail(lng, 'push', vars);
    for (const mail of [code, push]) {
      expect(mail.subject.length).toBeGreaterThan(5);
      for (const value of Object.values(vars)) expect(mail.text).toContain(value);
    }
    // Only code-installed eSIMs have the 24-hour limit.
    expect(code.text).toMatch(/24/);
    expect(push.text).not.toMatch(/24/);
    if (lng !== 'en') expect(code.text).not.toContain('Please note');
  });
});
