/**
 * Three API instances on one PostgreSQL behind a round-robin proxy made here (keep-alive upstream
 * connections, no retries). Limits hold at their configured total, a job's work is done once, fifty
 * confirmations make one charge, and rolling restarts with the default settings (SIGTERM one instance
 * at a time under load, three rounds) fail no request. PostgreSQL
 * only (TEST_DATABASE_URL, as CI's PostgreSQL stage sets it): PGlite is one process's database (its
 * DATA_DIR lock refuses a second one). The instances run the build, as `npm start` does: ready in
 * a fraction of the time tsx takes to compile the sources at each of the twelve starts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb, type Db } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { startApi, type ApiProcess } from './api-process';
import { validRegistration, type Harness, type TestResponse } from './harness';
import { startProxy, type Proxy } from './round-robin-proxy';
import { activeCustomer, cardOrder, charges, PLAN } from './shoppers';
import { mimeParts, startSmtpSink, type SmtpSink } from './smtp-sink';

const url = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;

describe.skipIf(!url)('three API instances on one PostgreSQL', { timeout: 120_000 }, () => {
  let admin: pg.Client;
  let schema: string;
  let dbUrl: string;
  let db: Db;
  let smtp: SmtpSink;
  let proxy: Proxy;
  let apis: ApiProcess[] = [];

  const env = () => ({
    DATABASE_URL: dbUrl,
    DATABASE_POOL_MAX: '4',
    // Limits at their configured size: the login case counts them.
    RATE_LIMIT_SCALE: '1',
    // The proxy passes on the X-Forwarded-For each simulated client sends.
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    // Shutting down with the defaults: the delay fits the proxy's polling of /readyz (decision 0146).
  });

  beforeAll(async () => {
    schema = `multi_${process.pid}_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const withSchema = new URL(url!);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    dbUrl = withSchema.href;
    smtp = await startSmtpSink();
    // All three at once: they take turns migrating (advisory lock) and seeding.
    apis = await Promise.all(Array.from({ length: INSTANCES }, () => startApi(env(), 60_000, { from: 'build' })));
    proxy = await startProxy(apis.map((a) => a.baseUrl));
    db = createPgDb({ connectionString: url!, schema, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apis.map((a) => a.kill()));
    await smtp?.close();
    await db?.close();
    if (admin) {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      // The job engine's tables, beside ours (decision 0050).
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
      await admin.end();
    }
  });

  let ipCounter = 0;
  const newIp = () => `198.51.100.${++ipCounter}`;

  async function call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts: { token?: string; ip?: string } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '203.0.113.9' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${proxy.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return {
      status: res.status,
      body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
      headers: res.headers,
    };
  }

  /** The shopping helpers' view of the API: the proxy, the shared database, the real clock. */
  function remote(): Harness {
    const apiPath = (p: string) => (/^(ja|en|zh|tw|vi)\//.test(p) ? `/api/${p}` : `/api/en/${p}`);
    const h = {
      db,
      clock: { now: Date.now(), advance: () => undefined },
      request: (method: string, path: string, body?: unknown, opts?: { token?: string; ip?: string }) => call(method, path, body, opts),
      post: (path: string, body?: unknown, opts?: { token?: string; ip?: string }) => call('POST', apiPath(path), body ?? {}, opts),
      get: (path: string, opts?: { token?: string; ip?: string }) => call('GET', apiPath(path), undefined, opts),
      async newSim(type = 'physical_sim') {
        const res = await call('POST', '/api/sandbox/sims', { type });
        if (res.status !== 201) throw new Error(`sandbox sim: ${res.status}`);
        return res.body;
      },
      async register(overrides = {}, type = 'physical_sim') {
        const sim = await h.newSim(type);
        const body = validRegistration(sim.activation_code, overrides);
        const res = await call('POST', '/api/en/auth/register', body, { ip: newIp() });
        if (res.status !== 202) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
        // Two-step registration (decision 0044): the link as the relay delivered it, confirmed on whichever instance.
        const to = (body.email as string).toLowerCase();
        const deadline = Date.now() + 20_000;
        let mail: { raw: string } | undefined;
        while (!(mail = smtp.messages.find((m) => m.to.some((a) => a.toLowerCase() === to))) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 100));
        const token = /confirmRegistration\?token=([A-Za-z0-9_-]+)/.exec(mimeParts(mail?.raw ?? '')['text/plain'] ?? '')?.[1];
        const confirmed = await call('POST', '/api/en/auth/register_confirm', { token, password: body.password }, { ip: newIp() });
        if (confirmed.status !== 201) throw new Error(`register_confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
        return { email: body.email as string, password: body.password as string, login: confirmed.body };
      },
    };
    return h as unknown as Harness;
  }

  // Rate-limit counters live in the database: with per-process counters each instance
  // would allow its own 10, and all 30 guesses would get through.
  it('login limits hold at their configured total: 10 wrong passwords a minute per address and account, not 10 per instance', async () => {
    const ip = newIp();
    const answers: number[] = [];
    // One after another, so the round-robin spreads them evenly over the three instances.
    for (let i = 0; i < 30; i++)
      answers.push((await call('POST', '/api/en/auth/login', { email: 'multi@demo.test', password: `wrong-${i}` }, { ip })).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(20);
  });

  it('a job is done once: each mail is delivered once though every instance runs the relay', async () => {
    const before = smtp.messages.length;
    // The demo accounts of DESIGN.md.
    const emails = ['prepaid@demo.test', 'esims@demo.test', 'esima@demo.test', 'lf@demo.test', 'multi@demo.test'];
    for (const email of emails) expect((await call('POST', '/api/en/auth/forgot_password', { email }, { ip: newIp() })).status).toBe(200);
    await smtp.waitFor(before + emails.length);
    // Several more relay rounds on every instance: nothing is delivered twice.
    await new Promise((r) => setTimeout(r, 3000));
    const delivered = smtp.messages.slice(before).map((m) => m.to.join(','));
    expect(delivered.sort()).toEqual([...emails].sort());
    const [pending] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL');
    expect(pending!.n).toBe(0);
  });

  it('a periodic sweep runs once per interval across the instances, not once per instance', async () => {
    const runs = async () => (await db.query<{ runs: number }>("SELECT runs FROM job_sweeps WHERE name = 'five-g-activation'"))[0]!.runs;
    const start = await runs();
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, 5000));
    const seconds = (Date.now() - t0) / 1000;
    // Interval 1 s: at most one run per elapsed second (+1 at the edge); three instances each running would be ~3×.
    expect(await runs()).toBeLessThanOrEqual(start + Math.ceil(seconds) + 1);
    expect(await runs()).toBeGreaterThan(start);
  });

  // Decision 0050: a failing run is retried with backoff (on any instance, each attempt once) and,
  // past its retry limit (3 retries), waits in the dead-letter queue, which /readyz counts.
  it('a job that keeps failing is retried, each attempt on one instance, then lands in the dead-letter queue shown by /readyz', async () => {
    const logs = () =>
      apis
        .map((a) => a.output())
        .join('\n')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, any>);
    const seen = new Set(logs().map((l) => `${l.pid}:${l.time}:${l.msg}`));
    // The 5G sweep's query breaks, as after a bad deploy: every run throws.
    await db.query('ALTER TABLE sims RENAME COLUMN five_g_due_at TO five_g_due_at_gone');
    try {
      let dead: Record<string, any> | undefined;
      const deadline = Date.now() + 60_000;
      while (!dead && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        dead = logs().find((l) => l.job === 'five-g-activation' && l.level === 50 && !seen.has(`${l.pid}:${l.time}:${l.msg}`));
      }
      expect(dead, 'no dead-letter line in 60 s').toBeDefined();
      expect(dead!.msg).toContain('dead-letter');
      // The dead job's attempts: the first run and three retries, each run by exactly one instance.
      const attempts = logs()
        .filter((l) => l.job === 'five-g-activation' && l.id === dead!.id)
        .map((l) => l.attempt ?? l.attempts)
        .sort();
      expect(attempts).toEqual([1, 2, 3, 4]);
      // /readyz counts dead letters at most every 5 s; still ready (200) with a sweep failing.
      let ready = await call('GET', '/readyz');
      for (let i = 0; i < 40 && !ready.body.jobs?.deadLetters['five-g-activation']; i++) {
        await new Promise((r) => setTimeout(r, 250));
        ready = await call('GET', '/readyz');
      }
      expect(ready.status).toBe(200);
      expect(ready.body.jobs.deadLetters['five-g-activation']).toBeGreaterThanOrEqual(1);
    } finally {
      await db.query('ALTER TABLE sims RENAME COLUMN five_g_due_at_gone TO five_g_due_at');
    }
  });

  it('fifty confirmations of one card order, spread over the instances, make one charge', async () => {
    const h = remote();
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/api/en/payments/confirm', { payment_id: pid }, me.auth)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results[0]!.body).toMatchObject({ status: 'paid', payment_id: pid });
    expect(await charges(db, pid)).toBe(1);
  });

  // Docs/decisions/0068, 0146: SIGTERM takes an instance out of the rotation (/readyz 503 at once),
  // keeps the listener open until the proxy polling /readyz has seen it, lets every request in flight
  // finish and only then stops its jobs and pool. Three rounds of SIGTERM and restart of each instance
  // in turn, with the default settings, under read load through a proxy that reuses its upstream
  // connections and retries nothing: not one request fails.
  it('a rolling restart with the default settings, three rounds under load, fails no request', { timeout: 240_000 }, async () => {
    const login = await call('POST', '/api/en/auth/login', { email: 'prepaid@demo.test', password: DEMO_PASSWORD }, { ip: newIp() });
    expect(login.status).toBe(200);
    const { access_token: token, sc_id: id } = login.body;
    const failures: string[] = [];
    let done = 0;
    let running = true;
    const paths = [
      `/api/en/cards/usage?id=${id}&type=PREPAID`,
      `/api/en/plans/data_recharge?id=${id}`,
      `/api/en/plans/data_recharge_history?id=${id}&page=1`,
    ];
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const path = paths[(i + w) % paths.length]!;
        try {
          const res = await call('GET', path, undefined, { token });
          if (res.status !== 200) failures.push(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        } catch (err) {
          const cause = (err as { cause?: { code?: string; message?: string } }).cause;
          failures.push(`${path}: ${String(err)} (${cause?.code ?? cause?.message ?? 'no cause'})`);
        }
        done++;
      }
    };
    // Sixteen clients at once against pools of four connections: the instances are busy, and so is
    // the database their /readyz asks.
    const loadStarted = Date.now();
    const load = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));

    const restarts: number[] = [];
    const stopped: ApiProcess[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < INSTANCES; i++) {
        const t0 = Date.now();
        const old = apis[i]!;
        const code = await old.stop();
        expect(code, old.output().split('\n').slice(-6).join('\n')).toBe(0);
        stopped.push(old);
        const fresh = await startApi(env(), 60_000, { from: 'build' });
        apis[i] = fresh;
        proxy.setUpstreams(apis.map((a) => a.baseUrl));
        restarts.push(Date.now() - t0);
      }
    }
    running = false;
    await load;
    const delays = stopped.map((a) => /"delay_ms":(\d+)/.exec(a.output())?.[1] ?? '?');
    console.info(
      `rolling restart: ${done} requests, ${restarts.length} restarts (SIGTERM to the next one answering) of ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s; listener kept open after SIGTERM ${delays.join(', ')} ms`,
    );
    expect({ failures, proxy: proxy.errors }).toEqual({ failures: [], proxy: [] });
    // It was under load the whole time: hundreds of answers, none failed.
    expect(done).toBeGreaterThan(300);
    // Nor did any instance fail one whose answer nobody read: every request it logged ended 2xx.
    // (From the start of the load on: the dead-letter case above logs its errors on purpose.)
    const served = stopped
      .flatMap((a) =>
        a
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { level: number; time: number; msg: string; status?: number; path?: string }),
      )
      .filter((l) => l.time >= loadStarted);
    const loaded = new Set(paths.map((p) => p.split('?')[0]));
    expect(served.filter((l) => l.level >= 50 || (l.msg === 'request' && loaded.has(l.path ?? '') && (l.status ?? 0) >= 300))).toEqual([]);
  });
  // Decision 0050: SIGTERM stops the job workers after the runs in flight, here a mail relay run
  // held up by a slow mail server. It is delivered once, marked sent, and nothing is sent again.
  it('SIGTERM during a job run lets the run finish: the mail in flight is delivered once and marked sent', async () => {
    const before = smtp.messages.length;
    const startedBefore = smtp.started();
    smtp.setDelay(3000);
    try {
      expect((await call('POST', '/api/en/auth/forgot_password', { email: 'esims@demo.test' }, { ip: newIp() })).status).toBe(200);
      const deadline = Date.now() + 20_000;
      while (smtp.started() === startedBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.started()).toBe(startedBefore + 1);
      // Every instance at once: whichever runs the relay is stopping with the send in flight.
      const codes = await Promise.all(apis.map((a) => a.stop()));
      expect(codes).toEqual([0, 0, 0]);
      expect(smtp.messages.slice(before).map((m) => m.to.join(','))).toEqual(['esims@demo.test']);
      // Marked sent before the process ended: nothing left pending.
      const [pending] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL');
      expect(pending!.n).toBe(0);
    } finally {
      smtp.setDelay(0);
    }
    // A fresh instance finds nothing left to send.
    apis = [await startApi(env(), 60_000, { from: 'build' })];
    proxy.setUpstreams(apis.map((a) => a.baseUrl));
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.messages.length).toBe(before + 1);
  });
  // Decision 0050: a sweep holds its queue while it runs (one at a time), so the run of an instance
  // that died must be given up soon (no heartbeat for 10 s), or the sweep would wait 15 minutes.
  it(
    'SIGKILL during a relay run: a fresh instance delivers new mail within 60 s, not after the 15-minute expiry',
    { timeout: 180_000 },
    async () => {
      expect(apis).toHaveLength(1);
      const startedBefore = smtp.started();
      smtp.setDelay(5000);
      try {
        expect((await call('POST', '/api/en/auth/forgot_password', { email: 'lf@demo.test' }, { ip: newIp() })).status).toBe(200);
        const deadline = Date.now() + 20_000;
        while (smtp.started() === startedBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        // The only instance is the one running the relay; it dies with the send in flight.
        await apis[0]!.kill();
      } finally {
        smtp.setDelay(0);
      }
      apis = [await startApi(env(), 60_000, { from: 'build' })];
      proxy.setUpstreams(apis.map((a) => a.baseUrl));
      const t0 = Date.now();
      const before = smtp.messages.filter((m) => m.to.includes('multi@demo.test')).length;
      expect((await call('POST', '/api/en/auth/forgot_password', { email: 'multi@demo.test' }, { ip: newIp() })).status).toBe(200);
      while (smtp.messages.filter((m) => m.to.includes('multi@demo.test')).length === before && Date.now() - t0 < 60_000)
        await new Promise((r) => setTimeout(r, 200));
      expect(smtp.messages.filter((m) => m.to.includes('multi@demo.test')).length, 'no mail within 60 s of the restart').toBe(before + 1);
      console.info(`mail delivered ${((Date.now() - t0) / 1000).toFixed(1)} s after the fresh instance answered`);
    },
  );
});
