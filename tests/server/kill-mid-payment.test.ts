/**
 * Fault injection: the real API process is SIGKILLed while payments are in flight and restarted on
 * the same data, many times: at each point of a card payment (the attempt recorded but the provider
 * not yet called; the provider charged but our transaction not yet begun; our transaction written but
 * not committed — SANDBOX_PAYMENT_PAUSE stops the payments there), and at timed moments (as the
 * requests leave, at the first answer, halfway through a batch, after every answer). The sandbox
 * provider keeps its books in tables no transaction of ours can roll back, as a real provider would.
 *
 * After each restart the customers act as customers do: some pay again, some cancel, some do nothing.
 * The reconciliation job (PAYMENT_RECONCILE_AFTER_SECONDS=3 here) asks the provider about what was
 * left open. Then the provider's books (GET /api/sandbox/charges) are held against ours: every charge
 * the provider made is exactly one paid order (one charge of its price, one receipt, its plan applied
 * once) or exactly one refund (and one refund mail), never both, never neither.
 *
 * Runs on PGlite in a DATA_DIR (a killed PGlite must reopen it) and, with TEST_DATABASE_URL, on
 * PostgreSQL in a schema of its own. KILL_DEBUG=1 prints each round as it goes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import { USER_TYPE_OF_SIM, type LoginResponse } from '@/contract';
import { ConfigError, loadConfig } from '@/server/config';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { PAUSE_LINE } from '@/server/domain/payment-context';
import { productionRefusals } from '@/server/startup-checks';
import { startApi, type ApiProcess } from './api-process';
import { pgliteTarget, postgresTarget, type Target } from './kill-targets';

/**
 * A new connection per request: on a machine this busy, a kept-alive socket the server is closing at
 * that moment would be reused and reset (ECONNRESET), which no customer's browser would report as ours.
 */
const oneShot = new Agent({ pipelining: 0 });
const fetch = (url: string, init: RequestInit = {}) => undiciFetch(url, { ...init, dispatcher: oneShot });

type Method = 'card_confirm' | 'card_pay' | 'alipay' | 'smartpit';
const METHODS: Method[] = ['card_confirm', 'card_pay', 'alipay', 'smartpit'];
const METHOD_CODE: Record<Method, number> = { card_confirm: 0, card_pay: 0, alipay: 2, smartpit: 1 };
const isCard = (m: Method) => m === 'card_confirm' || m === 'card_pay';

/** What the customer does after the restart: pays again, cancels, or nothing (the job must settle it). */
type After = 'retry' | 'nothing' | 'cancel';
const AFTER: After[] = ['retry', 'nothing', 'cancel'];

type Point = 'before-call' | 'after-charge' | 'before-commit';
/**
 * When each SIGKILL lands. A point: the API runs with SANDBOX_PAYMENT_PAUSE=<point> and is killed as
 * soon as a payment says it stopped there. 'every answer' also times how long a whole batch takes; a
 * share then kills at that share of it, wherever the payments are by then on this machine.
 */
type Moment = { point: Point } | 'at once' | 'first answer' | 'every answer' | { share: number };
const POINTS: Moment[] = [{ point: 'before-call' }, { point: 'after-charge' }, { point: 'before-commit' }];
const MOMENTS: Moment[] = [...POINTS, 'at once', 'every answer', { share: 0.5 }, ...POINTS];
const isPoint = (m: Moment) => typeof m === 'object' && 'point' in m;
const label = (m: Moment) => (typeof m === 'string' ? m : 'point' in m ? m.point : `at ${Math.round(m.share * 100)}% of a batch`);
const ORDERS_PER_RUN = 8;
const RECONCILE_AFTER_SECONDS = 3;

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
  moment: Moment;
  /** Which kill (round) it was paid in. */
  run: number;
  after: After;
  /** A payment request got an answer saying the order is paid: it must stay paid. */
  answeredPaid: boolean;
  /** The customer's cancel after the restart went through. */
  cancelled: boolean;
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

/**
 * The sandbox gateway's "approve" button (a form post, as the browser sends it) on the gateway's own
 * origin (decision 0059). Paid answers 303 back to the portal; the redirect is not followed.
 */
async function approve(api: ApiProcess, order: Pick<Order, 'method' | 'pid'>): Promise<Answer> {
  const { origin } = (await (await fetch(`${api.baseUrl}/api/sandbox/gateway`)).json()) as { origin: string };
  const page = order.method === 'alipay' ? `wallet/alipay/${order.pid}` : `smartpit/${order.pid}`;
  const res = await fetch(`${origin}/${page}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  return { status: res.status, body: await res.text() };
}

async function login(api: ApiProcess, email: string, previous?: Shopper): Promise<Shopper> {
  const session = (await ok(api, 'POST', '/api/en/auth/login', { email, password: DEMO_PASSWORD })) as LoginResponse;
  if (previous) return { ...previous, token: session.access_token };
  const plans = await ok(api, 'GET', `/api/en/plans/data_recharge?id=${session.sc_id}`, undefined, session.access_token);
  const plan = plans.plan[0];
  return {
    email,
    simId: session.sc_id,
    userType: USER_TYPE_OF_SIM[session.sim_type],
    token: session.access_token,
    planId: plan.id,
    gb: plan.size,
  };
}

async function dataTotalGb(api: ApiProcess, s: Shopper): Promise<number> {
  return (await ok(api, 'GET', `/api/en/cards/usage?id=${s.simId}&type=${s.userType}`, undefined, s.token)).data_total_gb;
}

/** An order ready to be paid: bought, its method registered, the final purchase made for wallets. */
async function newOrder(api: ApiProcess, shopper: Shopper, method: Method, moment: Moment, run: number, after: After): Promise<Order> {
  const { payment_id: pid } = await ok(
    api,
    'POST',
    '/api/en/plans/recharge',
    { id: shopper.simId, plan_id: shopper.planId },
    shopper.token,
  );
  const registration: Record<string, unknown> = { payment_id: pid, payment_method: METHOD_CODE[method], credit: false };
  if (isCard(method)) {
    const card = { aid: '000001', cn: '4111111111111111', ed: '3012', fn: 'HANAKO', ln: 'SATO', cvv: '123' };
    const { tkn } = await ok(api, 'POST', '/api/sandbox/provider/tokens', card);
    await ok(api, 'POST', '/api/sandbox/provider/3ds', { tkn, aid: '000001', am: 0, tx: 0, sf: 0 });
    registration.tkn = tkn;
  }
  await ok(api, 'POST', '/api/en/payments/reg_payment', registration, shopper.token);
  // Wallets and the store: the final purchase only starts the wait for their payment.
  if (!isCard(method))
    expect((await ok(api, 'POST', '/api/en/payments/confirm', { payment_id: pid }, shopper.token)).status).toBe('unpaid');
  return { pid, method, shopper, moment, run, after, answeredPaid: false, cancelled: false };
}

/**
 * Two racing payment attempts per order, as a double click or a second tab would make them: two
 * confirmations, a confirmation and "pay" from the history, or two approvals at the wallet / store.
 * Resolves per attempt with whether our API answered "paid" (cards); an attempt the kill cut off, and
 * a wallet's page, say false.
 */
function payAttempts(api: ApiProcess, o: Order): Promise<boolean>[] {
  const confirm = () => call(api, 'POST', '/api/en/payments/confirm', { payment_id: o.pid }, o.shopper.token);
  const payNow = () => call(api, 'POST', '/api/en/payments', { payment_id: o.pid }, o.shopper.token);
  const attempts: (() => Promise<Answer>)[] =
    o.method === 'card_confirm'
      ? [confirm, confirm]
      : o.method === 'card_pay'
        ? [confirm, payNow]
        : [() => approve(api, o), () => approve(api, o)];
  return attempts.map(async (attempt) => {
    let answer: Answer;
    try {
      answer = await attempt();
    } catch {
      return false; // the connection died with the process: no answer
    }
    // A wallet's page speaks for the wallet (it took the money, or had already), never for our order.
    if (!isCard(o.method) && (answer.status === 303 || answer.status === 409)) return false;
    // The racing loser of a completed payment hears "already paid"; anything else is a bug.
    if (answer.status === 200 && answer.body.status === 'paid') return true;
    if (answer.status === 409 && answer.body.code === 'E0023') return true;
    // The provider did not answer in time (a machine this busy): "try again, you will not be charged twice".
    if (answer.status === 500 && answer.body.code === 'E0056') return false;
    throw new Error(`${o.method} ${o.pid}: unexpected answer ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills the API at `moment`; returns the milliseconds from the first request to the kill. */
async function killAt(api: ApiProcess, moment: Moment, attempts: Promise<boolean>[], batchMs: number): Promise<number> {
  const started = Date.now();
  const settled = attempts.map((a) => a.catch(() => false));
  if (typeof moment === 'object' && 'point' in moment) {
    await api.waitForOutput(`${PAUSE_LINE} ${moment.point}`, 60_000);
    // The first payment stopped there; give the racing others a moment to reach it too.
    await sleep(500);
  } else if (moment === 'first answer') await Promise.race(settled.map((a) => a.then(() => undefined)));
  else if (moment === 'every answer') await Promise.all(settled);
  else if (typeof moment === 'object') await sleep(Math.round(moment.share * batchMs));
  const took = Date.now() - started;
  await api.kill();
  return took;
}

/** After the restart, the customer of each order does what its `after` says. */
async function actAfterRestart(api: ApiProcess, o: Order): Promise<void> {
  const token = o.shopper.token;
  if (o.after === 'nothing') return;
  if (o.after === 'cancel') {
    const res = await call(api, 'POST', '/api/en/payments/cancel', { payment_id: o.pid }, token);
    // Paid before the kill (answered or not): a paid order cannot be cancelled.
    if (res.status === 409) expect(res.body.code).toBe('E0024');
    else expect(res.status).toBe(200);
    o.cancelled = res.status === 200;
    return;
  }
  if (!isCard(o.method)) {
    // The wallet took this order's money before the kill (409: its books say so) or takes it now.
    expect([303, 409]).toContain((await approve(api, o)).status);
    return;
  }
  // Paying again: paid at once, or (an attempt of the killed instance still within its call window)
  // "try again in a moment", as the portal tells the customer.
  for (let tries = 0; ; tries++) {
    const res = await call(api, 'POST', '/api/en/payments/confirm', { payment_id: o.pid }, token);
    if (res.status === 200 && res.body.status === 'paid') return;
    if (!(res.status === 500 && res.body.code === 'E0056') || tries > 30)
      throw new Error(`retry of ${o.pid}: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(300);
  }
}

interface BookEntry {
  id: string;
  idempotency_key: string;
  payment_id: string;
  amount: number;
  refund: { amount: number } | null;
}

/**
 * Waits until the reconciliation job has settled everything the kills left: each charge the provider
 * made is refunded or its order paid, and every attempt of ours has had time to be asked about.
 */
async function waitForBalancedBooks(api: ApiProcess, orders: Order[], sinceMs: number): Promise<BookEntry[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const books = (await ok(api, 'GET', '/api/sandbox/charges')).charges as BookEntry[];
    const ours = books.filter((c) => orders.some((o) => o.pid === c.payment_id));
    const status = new Map<string, string>();
    for (const o of orders) {
      const res = await call(api, 'GET', `/api/en/payments?id=${o.pid}`, undefined, o.shopper.token);
      status.set(o.pid, res.status === 200 ? res.body.status : 'cancelled');
    }
    // Settled: each order keeps at most one charge, and only if it is paid; every other charge is refunded.
    const kept = new Map<string, number>();
    for (const c of ours) if (!c.refund) kept.set(c.payment_id, (kept.get(c.payment_id) ?? 0) + 1);
    const open = ours.filter((c) => !c.refund && (status.get(c.payment_id) !== 'paid' || kept.get(c.payment_id)! > 1));
    const quiet = Date.now() - sinceMs > (RECONCILE_AFTER_SECONDS + 3) * 1000;
    if (!open.length && quiet) return ours;
    if (Date.now() > deadline) throw new Error(`charges neither paid nor refunded after 60 s: ${JSON.stringify(open)}`);
    await sleep(500);
  }
}

async function killWhilePaying(target: Target) {
  const base = { ...target.env, RATE_LIMIT_SCALE: '1000', PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS) };
  const envOf = (m: Moment) => (typeof m === 'object' && 'point' in m ? { ...base, SANDBOX_PAYMENT_PAUSE: `${m.point}:20000` } : base);
  const orders: Order[] = [];
  const outcomes: string[] = [];
  let batchMs = 0;
  let api = await startApi(envOf(MOMENTS[0]!));
  let shoppers = [await login(api, 'prepaid@demo.test'), await login(api, 'esims@demo.test')];
  const totalsBefore = await Promise.all(shoppers.map((s) => dataTotalGb(api, s)));
  const relogin = async () => {
    shoppers = await Promise.all(shoppers.map((s) => login(api, s.email, s)));
    for (const o of orders) o.shopper = shoppers.find((s) => s.email === o.shopper.email)!;
  };
  let lastKill = Date.now();
  try {
    for (const [run, moment] of MOMENTS.entries()) {
      if (run > 0 && isPoint(moment)) {
        // This round's instance stops at its own point: the previous one goes (killed as well, while idle).
        await api.kill();
        api = await startApi(envOf(moment));
        await relogin();
      }
      const batch: Order[] = [];
      for (let i = 0; i < ORDERS_PER_RUN; i++)
        batch.push(await newOrder(api, shoppers[i % 2]!, METHODS[i % METHODS.length]!, moment, run, AFTER[(i + run) % AFTER.length]!));
      orders.push(...batch);
      const attempts = batch.map((o) => payAttempts(api, o));
      if (process.env.KILL_DEBUG) console.log(new Date().toISOString(), 'paying', label(moment));
      const killedAfter = await killAt(api, moment, attempts.flat(), batchMs);
      lastKill = Date.now();
      if (moment === 'every answer') batchMs = killedAfter;
      // Answers that arrived before the kill are in; a bug-shaped answer fails the test here.
      const said = await Promise.all(attempts.map((each) => Promise.all(each)));
      batch.forEach((o, i) => (o.answeredPaid = said[i]!.some(Boolean)));

      api = await startApi(base);
      await relogin();
      for (const o of batch) await actAfterRestart(api, o);
      outcomes.push(`kill ${run + 1} (${label(moment)}, ${killedAfter} ms)`);
      if (process.env.KILL_DEBUG) console.log(new Date().toISOString(), outcomes.at(-1));
    }
    const books = await waitForBalancedBooks(api, orders, lastKill);

    // Each SIM got each paid plan exactly once.
    const paid = new Set<string>();
    for (const o of orders)
      if ((await call(api, 'GET', `/api/en/payments?id=${o.pid}`, undefined, o.shopper.token)).body.status === 'paid') paid.add(o.pid);
    const totalsAfter = await Promise.all(shoppers.map((s) => dataTotalGb(api, s)));
    shoppers.forEach((s, i) =>
      expect(totalsAfter[i]! - totalsBefore[i]!).toBe(s.gb * orders.filter((o) => o.shopper.email === s.email && paid.has(o.pid)).length),
    );
    expect(await api.stop()).toBe(0);
    await checkLedger(target, orders, books, outcomes);
  } catch (err) {
    // What the API said last: a crash, a refusal, the pause it was in.
    console.log(`the API's last output:\n${api.output().slice(-4000)}`);
    throw err;
  } finally {
    await api.kill();
  }
}

/** Our books against the provider's, read from the database once no API runs on it. */
async function checkLedger(target: Target, orders: Order[], books: BookEntry[], outcomes: string[]) {
  const db = await target.open();
  try {
    const pids = orders.map((o) => o.pid);
    const rows = await db.query<{
      payment_id: string;
      status: string;
      price: number;
      charge_refs: string[];
      receipts: number;
      refund_mails: number;
    }>(
      `SELECT o.payment_id, o.status, o.price,
              coalesce((SELECT array_agg(c.provider_ref) FROM charges c WHERE c.order_id = o.id AND c.amount = o.price), '{}') AS charge_refs,
              (SELECT count(*)::int FROM outbox m WHERE position(o.order_number IN m.subject) > 0 AND m.subject NOT LIKE '%refund%') AS receipts,
              (SELECT count(*)::int FROM outbox m WHERE position(o.order_number IN m.subject) > 0 AND m.subject LIKE '%refund%') AS refund_mails
         FROM orders o WHERE o.payment_id = ANY($1::text[])`,
      [pids],
    );
    const refunds = await db.query<{ charge_ref: string; payment_id: string; amount: number; refunded: boolean }>(
      `SELECT r.charge_ref, o.payment_id, r.amount, r.refunded_at IS NOT NULL AS refunded FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.payment_id = ANY($1::text[])`,
      [pids],
    );
    // Attempts still open are questions the job has not asked yet: none may stand for money the provider took.
    const open = await db.query<{ idempotency_key: string; method: string; payment_id: string }>(
      `SELECT a.idempotency_key, a.method, o.payment_id FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.state = 'open' AND o.payment_id = ANY($1::text[])`,
      [pids],
    );
    expect(
      open.filter((a) => a.method === 'credit_card' && books.some((c) => c.idempotency_key === a.idempotency_key)),
      'open card attempts the provider charged',
    ).toEqual([]);
    const byPid = new Map(rows.map((r) => [r.payment_id, r]));
    const paidRefs = new Set(rows.flatMap((r) => r.charge_refs));
    const refundRefs = new Map(refunds.map((r) => [r.charge_ref, r]));

    // Every charge the provider made: exactly one paid order, or exactly one refund (made, whole).
    for (const c of books) {
      const asPayment = paidRefs.has(c.id);
      const asRefund = refundRefs.get(c.id);
      expect([c.id, asPayment, Boolean(asRefund)], `provider charge ${c.id} of ${c.payment_id}`).toEqual([
        c.id,
        !asRefund,
        Boolean(asRefund),
      ]);
      if (asPayment) expect(byPid.get(c.payment_id)!.status).toBe('paid');
      if (asRefund) expect([asRefund.refunded, asRefund.amount, c.refund?.amount]).toEqual([true, c.amount, c.amount]);
    }
    // Every payment of ours is money the provider took; each paid order one charge and one receipt.
    const bookIds = new Set(books.map((c) => c.id));
    for (const o of orders) {
      const r = byPid.get(o.pid)!;
      if (r.status === 'paid')
        expect([o.pid, r.charge_refs.length, bookIds.has(r.charge_refs[0]!), r.receipts]).toEqual([o.pid, 1, true, 1]);
      else expect([o.pid, r.charge_refs.length, r.receipts]).toEqual([o.pid, 0, 0]);
      expect(r.refund_mails, `refund mails of ${o.pid}`).toBe(refunds.filter((f) => f.payment_id === o.pid).length);
      if (o.answeredPaid) expect(r.status, `${o.pid} was reported paid before the kill`).toBe('paid');
      if (o.after === 'retry') expect(r.status, `${o.pid} was paid again after the restart`).toBe('paid');
      if (o.cancelled) expect(r.status).toBe('cancelled');
      // Charged before the kill and left alone by the customer: the job made it the order's payment.
      const charged = books.some((c) => c.payment_id === o.pid);
      if (o.after === 'nothing' && charged) expect(r.status, `${o.pid}: charged by the provider, nobody retried`).toBe('paid');
    }
    // Per kill: what the provider charged, and what became of it.
    outcomes.forEach((line, run) => {
      const mine = orders.filter((o) => o.run === run);
      const charges = books.filter((c) => mine.some((o) => o.pid === c.payment_id));
      const paidHere = mine.filter((o) => byPid.get(o.pid)!.status === 'paid');
      const byJob = mine.filter((o) => o.after !== 'retry' && !o.answeredPaid && byPid.get(o.pid)!.status === 'paid');
      const refunded = refunds.filter((f) => mine.some((o) => o.pid === f.payment_id)).length;
      outcomes[run] =
        `${line}: ${charges.length} charges = ${paidHere.length} paid + ${refunded} refunds; answered paid ${mine.filter((o) => o.answeredPaid).length}, paid unanswered (lost answer or the job) ${byJob.length}, unpaid ${mine.filter((o) => byPid.get(o.pid)!.status === 'unpaid').length}, cancelled ${mine.filter((o) => byPid.get(o.pid)!.status === 'cancelled').length}`;
    });
    const paidOrders = rows.filter((r) => r.status === 'paid').length;
    const summary = `${books.length} provider charges = ${paidOrders} paid orders + ${refunds.length} refunds (${orders.length} orders, ${MOMENTS.length} kills)`;
    expect(books.length).toBe(paidOrders + refunds.length);
    console.log(`${summary}\n  ${outcomes.join('\n  ')}`);
  } finally {
    await db.close();
  }
}

describe("the sandbox fault settings (the test's windows)", () => {
  it('are off unless set, and production refuses them', () => {
    expect(loadConfig({}).sandboxChargeDelayMs).toBe(0);
    expect(loadConfig({ SANDBOX_CHARGE_DELAY_MS: '250' }).sandboxChargeDelayMs).toBe(250);
    expect(() => loadConfig({ SANDBOX_CHARGE_DELAY_MS: '-1' })).toThrow(ConfigError);
    const production = { API_MODE: 'production', TOKEN_SECRET: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1' };
    const refusals = (env: Record<string, string>) =>
      productionRefusals(loadConfig({ ...production, ...env }), { ...production, ...env }).refusals;
    expect(refusals({ SANDBOX_CHARGE_DELAY_MS: '250' })).toContainEqual(
      expect.stringMatching(/^SANDBOX_CHARGE_DELAY_MS is a sandbox setting/),
    );
    expect(loadConfig({ SANDBOX_CHARGE_DELAY_MS: '0', ...production }).sandboxChargeDelayMs).toBe(0);
    expect(loadConfig({}).sandboxPaymentPause).toBeUndefined();
    expect(loadConfig({ SANDBOX_PAYMENT_PAUSE: 'after-charge:3000' }).sandboxPaymentPause).toEqual({ at: 'after-charge', ms: 3000 });
    expect(() => loadConfig({ SANDBOX_PAYMENT_PAUSE: 'somewhere:3000' })).toThrow(ConfigError);
    expect(refusals({ SANDBOX_PAYMENT_PAUSE: 'before-commit:3000' })).toContainEqual(
      expect.stringMatching(/^SANDBOX_PAYMENT_PAUSE is a sandbox setting/),
    );
    expect(loadConfig({}).paymentReconcileAfterMs).toBe(300_000);
  });
});

describe('SIGKILL in the middle of payments', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  // The PostgreSQL stage of .ci/run runs the PostgreSQL case only: npm test already ran this one.
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'PGlite in DATA_DIR: every provider charge is one paid order or one refund',
    async () => {
      const target = await pgliteTarget();
      cleanups.push(target.cleanup);
      await killWhilePaying(target);
    },
    1_200_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: every provider charge is one paid order or one refund',
    async () => {
      const target = await postgresTarget(process.env.TEST_DATABASE_URL!);
      cleanups.push(target.cleanup);
      await killWhilePaying(target);
    },
    1_200_000,
  );
});
