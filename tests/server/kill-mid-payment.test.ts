/**
 * Fault injection: the real API process is SIGKILLed while payments are in flight, at varied moments
 * (before the requests reach it, inside the payment's transaction, after some or all answers), and
 * restarted on the same data. Then every order must be paid exactly once (one charge, one receipt,
 * its plan applied once, and a second payment refused) or unpaid and payable (paying it now succeeds,
 * once). Runs on PGlite in a DATA_DIR (a killed PGlite must reopen it) and, with TEST_DATABASE_URL,
 * on PostgreSQL in a schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_TYPE_OF_SIM, type LoginResponse } from '../../src/contract';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createPgDb, createPgliteDb, type Db } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { CHARGE_HELD_LINE } from '../../src/server/sandbox/card-provider';
import { productionRefusals } from '../../src/server/startup-checks';
import { startApi, type ApiProcess } from './api-process';
import { pgliteDataDirFromTemplate } from './harness';

type Method = 'card_confirm' | 'card_pay' | 'alipay' | 'smartpit';
const METHODS: Method[] = ['card_confirm', 'card_pay', 'alipay', 'smartpit'];
const METHOD_CODE: Record<Method, number> = { card_confirm: 0, card_pay: 0, alipay: 2, smartpit: 1 };
const isCard = (m: Method) => m === 'card_confirm' || m === 'card_pay';

/**
 * When each run's SIGKILL lands. 'held': the API runs with SANDBOX_CHARGE_DELAY_MS and is killed as
 * soon as it reports a card charge held inside its transaction (after the order's UPDATE, before the
 * COMMIT); it comes first, so no later restart pays through the slow provider. 'at once': as the
 * requests leave. 'every answer' also times how long a whole batch takes; the fractions then kill
 * at that share of it, wherever the payments are by then on this machine.
 */
type Moment = 'held' | 'at once' | 'first answer' | 'every answer' | { share: number };
const MOMENTS: Moment[] = ['held', 'at once', 'every answer', { share: 0.35 }, { share: 0.55 }, { share: 0.75 }, 'first answer'];
const label = (m: Moment) => (typeof m === 'string' ? m : `at ${Math.round(m.share * 100)}% of a batch`);
const CHARGE_HOLD_MS = 3_000;
const ORDERS_PER_RUN = 8;

interface Shopper {
  email: string;
  simId: number;
  userType: string;
  token: string;
  planId: number;
  gb: number;
}

interface Order {
  pid: string;
  method: Method;
  shopper: Shopper;
  /** A payment request got an answer saying the order is paid: it must stay paid. */
  answeredPaid: boolean;
}

interface Answer {
  status: number;
  body: any;
}

async function call(api: ApiProcess, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

async function ok(api: ApiProcess, method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const res = await call(api, method, path, body, token);
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The sandbox wallet / store page's "approve" button (a form post, as the browser sends it). */
async function approve(api: ApiProcess, order: Pick<Order, 'method' | 'pid'>): Promise<Answer> {
  const page = order.method === 'alipay' ? `wallet/alipay/${order.pid}` : `smartpit/${order.pid}`;
  const res = await fetch(`${api.baseUrl}/api/sandbox/${page}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
  });
  return { status: res.status, body: await res.text() };
}

async function login(api: ApiProcess, email: string, previous?: Shopper): Promise<Shopper> {
  const session = (await ok(api, 'POST', '/api/en/auth/login', { email, password: DEMO_PASSWORD })) as LoginResponse;
  if (previous) return { ...previous, token: session.access_token };
  const plans = await ok(api, 'GET', `/api/en/plans/data_recharge?id=${session.sc_id}`, undefined, session.access_token);
  const plan = plans.plan[0];
  return { email, simId: session.sc_id, userType: USER_TYPE_OF_SIM[session.sim_type], token: session.access_token, planId: plan.id, gb: plan.size };
}

async function dataTotalGb(api: ApiProcess, s: Shopper): Promise<number> {
  return (await ok(api, 'GET', `/api/en/cards/usage?id=${s.simId}&type=${s.userType}`, undefined, s.token)).data_total_gb;
}

/** An order ready to be paid: bought, its method registered, the final purchase made for wallets. */
async function newOrder(api: ApiProcess, shopper: Shopper, method: Method): Promise<Order> {
  const { payment_id: pid } = await ok(api, 'POST', '/api/en/plans/recharge', { id: shopper.simId, plan_id: shopper.planId }, shopper.token);
  const registration: Record<string, unknown> = { payment_id: pid, payment_method: METHOD_CODE[method], credit: false };
  if (isCard(method)) {
    const card = { aid: '000001', cn: '4111111111111111', ed: '3012', fn: 'HANAKO', ln: 'SATO', cvv: '123' };
    const { tkn } = await ok(api, 'POST', '/api/sandbox/provider/tokens', card);
    await ok(api, 'POST', '/api/sandbox/provider/3ds', { tkn, aid: '000001', am: 0, tx: 0, sf: 0 });
    registration.tkn = tkn;
  }
  await ok(api, 'POST', '/api/en/payments/reg_payment', registration, shopper.token);
  // Wallets and the store: the final purchase only starts the wait for their payment.
  if (!isCard(method)) expect((await ok(api, 'POST', '/api/en/payments/confirm', { payment_id: pid }, shopper.token)).status).toBe('unpaid');
  return { pid, method, shopper, answeredPaid: false };
}

/**
 * Two racing payment attempts per order, as a double click or a second tab would make them: two
 * confirmations, a confirmation and "pay" from the history, or two approvals at the wallet / store.
 * Resolves per attempt with whether its answer said "paid"; an attempt the kill cut off says false.
 */
function payAttempts(api: ApiProcess, o: Order): Promise<boolean>[] {
  const confirm = () => call(api, 'POST', '/api/en/payments/confirm', { payment_id: o.pid }, o.shopper.token);
  const payNow = () => call(api, 'POST', '/api/en/payments', { payment_id: o.pid }, o.shopper.token);
  const attempts: (() => Promise<Answer>)[] =
    o.method === 'card_confirm' ? [confirm, confirm] : o.method === 'card_pay' ? [confirm, payNow] : [() => approve(api, o), () => approve(api, o)];
  return attempts.map(async (attempt) => {
    let answer: Answer;
    try {
      answer = await attempt();
    } catch {
      return false; // the connection died with the process: no answer
    }
    // The racing loser of a completed payment hears "already paid"; anything else is a bug.
    if (answer.status === 200 && (!isCard(o.method) || answer.body.status === 'paid')) return true;
    if (answer.status === 409 && (!isCard(o.method) || answer.body.code === 'E0023')) return true;
    throw new Error(`${o.method} ${o.pid}: unexpected answer ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills the API at `moment`; returns the milliseconds from the first request to the kill. */
async function killAt(api: ApiProcess, moment: Moment, attempts: Promise<boolean>[], batchMs: number): Promise<number> {
  const started = Date.now();
  const settled = attempts.map((a) => a.catch(() => false));
  if (moment === 'held') await api.waitForOutput(CHARGE_HELD_LINE);
  else if (moment === 'first answer') await Promise.race(settled.map((a) => a.then(() => undefined)));
  else if (moment === 'every answer') await Promise.all(settled);
  else if (typeof moment === 'object') await sleep(Math.round(moment.share * batchMs));
  const took = Date.now() - started;
  await api.kill();
  return took;
}

/** After the restart: an order is paid (and refuses a second payment) or unpaid and pays once now. */
type Outcome = 'paid (answered)' | 'paid (answer lost)' | 'unpaid (paid now)';

async function checkAndSettle(api: ApiProcess, o: Order): Promise<Outcome> {
  const seen = await ok(api, 'GET', `/api/en/payments?id=${o.pid}`, undefined, o.shopper.token);
  const wasPaid = seen.status === 'paid';
  if (o.answeredPaid) expect(wasPaid, `${o.pid} was reported paid before the kill`).toBe(true);
  if (!wasPaid) {
    expect(seen.status).toBe('unpaid');
    if (isCard(o.method)) expect((await ok(api, 'POST', '/api/en/payments/confirm', { payment_id: o.pid }, o.shopper.token)).status).toBe('paid');
    else expect((await approve(api, o)).status).toBe(200);
  }
  // Paid now, whichever way: a second payment is refused.
  if (isCard(o.method)) expect((await call(api, 'POST', '/api/en/payments', { payment_id: o.pid }, o.shopper.token)).body.code).toBe('E0023');
  else expect((await approve(api, o)).status).toBe(409);
  if (!wasPaid) return 'unpaid (paid now)';
  // Committed, but the process died before the answer left: the customer's retry finds it paid.
  return o.answeredPaid ? 'paid (answered)' : 'paid (answer lost)';
}

interface Target {
  /** Environment of the API naming the database; the same on every restart. */
  env: Record<string, string>;
  /** The database itself, once no API runs on it. */
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-kill-'));
  // The migrated template instead of an initdb in WebAssembly at the first start: seconds saved.
  await pgliteDataDirFromTemplate(dataDir);
  return {
    env: { DATA_DIR: dataDir },
    open: () => createPgliteDb({ dataDir }),
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: withSchema.toString() },
    open: async () => createPgDb({ connectionString: url, schema, max: 2 }),
    cleanup: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      // The job engine's schema beside it (decision 0050).
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
      await admin.end();
    },
  };
}

async function killWhilePaying(target: Target) {
  const base = { ...target.env, RATE_LIMIT_SCALE: '1000' };
  const orders: Order[] = [];
  const outcomes: string[] = [];
  let batchMs = 0;
  let api = await startApi({ ...base, SANDBOX_CHARGE_DELAY_MS: String(CHARGE_HOLD_MS) });
  let shoppers = [await login(api, 'prepaid@demo.test'), await login(api, 'esims@demo.test')];
  const totalsBefore = await Promise.all(shoppers.map((s) => dataTotalGb(api, s)));
  try {
    for (const [run, moment] of MOMENTS.entries()) {
      const batch: Order[] = [];
      for (let i = 0; i < ORDERS_PER_RUN; i++) batch.push(await newOrder(api, shoppers[i % 2]!, METHODS[i % METHODS.length]!));
      orders.push(...batch);
      const attempts = batch.map((o) => payAttempts(api, o));
      const killedAfter = await killAt(api, moment, attempts.flat(), batchMs);
      if (moment === 'every answer') batchMs = killedAfter;
      // Answers that arrived before the kill are in; a bug-shaped answer fails the test here.
      const said = await Promise.all(attempts.map((each) => Promise.all(each)));
      batch.forEach((o, i) => (o.answeredPaid = said[i]!.some(Boolean)));

      api = await startApi(base);
      shoppers = await Promise.all(shoppers.map((s) => login(api, s.email, s)));
      for (const o of batch) o.shopper = shoppers.find((s) => s.email === o.shopper.email)!;
      const settled: Outcome[] = [];
      for (const o of batch) settled.push(await checkAndSettle(api, o));
      if (moment === 'held') {
        // Killed inside every card payment's transaction: none of them may have survived.
        batch.forEach((o, i) => isCard(o.method) && expect(settled[i], `${o.pid} was killed before its COMMIT`).toBe('unpaid (paid now)'));
      }
      if (moment === 'every answer') expect(settled).toEqual(Array(ORDERS_PER_RUN).fill('paid (answered)'));
      const tally = (['paid (answered)', 'paid (answer lost)', 'unpaid (paid now)'] as const).map((k) => `${settled.filter((s) => s === k).length} ${k}`);
      outcomes.push(`kill ${run + 1} (${label(moment)}, ${killedAfter} ms): ${tally.join(', ')}`);
    }

    // Each SIM got each paid plan exactly once.
    const totalsAfter = await Promise.all(shoppers.map((s) => dataTotalGb(api, s)));
    shoppers.forEach((s, i) => expect(totalsAfter[i]! - totalsBefore[i]!).toBe(s.gb * orders.filter((o) => o.shopper.email === s.email).length));
    expect(await api.stop()).toBe(0);
  } finally {
    await api.kill();
  }

  // The provider's side and the mail: one charge of the full price and one receipt per order.
  const db = await target.open();
  try {
    const rows = await db.query<{ payment_id: string; status: string; price: number; charged: number; amount: number; receipts: number }>(
      `SELECT o.payment_id, o.status, o.price,
              (SELECT count(*)::int FROM charges c WHERE c.order_id = o.id) AS charged,
              (SELECT coalesce(sum(c.amount), 0)::int FROM charges c WHERE c.order_id = o.id) AS amount,
              (SELECT count(*)::int FROM outbox m WHERE position(o.order_number IN m.subject) > 0) AS receipts
         FROM orders o WHERE o.payment_id = ANY($1::text[])`,
      [orders.map((o) => o.pid)],
    );
    expect(rows).toHaveLength(orders.length);
    for (const r of rows) expect(r).toEqual({ payment_id: r.payment_id, price: r.price, status: 'paid', charged: 1, amount: r.price, receipts: 1 });
  } finally {
    await db.close();
  }
  console.log(`${orders.length} orders, ${MOMENTS.length} kills:\n  ${outcomes.join('\n  ')}`);
}

describe('the sandbox charge delay (the test\'s window)', () => {
  it('is off unless set, and production refuses it', () => {
    expect(loadConfig({}).sandboxChargeDelayMs).toBe(0);
    expect(loadConfig({ SANDBOX_CHARGE_DELAY_MS: '250' }).sandboxChargeDelayMs).toBe(250);
    expect(() => loadConfig({ SANDBOX_CHARGE_DELAY_MS: '-1' })).toThrow(ConfigError);
    const production = { SANDBOX_CHARGE_DELAY_MS: '250', API_MODE: 'production', TOKEN_SECRET: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1' };
    expect(productionRefusals(loadConfig(production), production).refusals).toContainEqual(expect.stringMatching(/^SANDBOX_CHARGE_DELAY_MS is a sandbox setting/));
    expect(loadConfig({ SANDBOX_CHARGE_DELAY_MS: '0', API_MODE: 'production', TOKEN_SECRET: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1' }).sandboxChargeDelayMs).toBe(0);
  });
});

describe('SIGKILL in the middle of payments', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('PGlite in DATA_DIR: every order is paid once, or unpaid and payable', async () => {
    const target = await pgliteTarget();
    cleanups.push(target.cleanup);
    await killWhilePaying(target);
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: every order is paid once, or unpaid and payable', async () => {
    const target = await postgresTarget(process.env.TEST_DATABASE_URL!);
    cleanups.push(target.cleanup);
    await killWhilePaying(target);
  }, 120_000);
});
