/**
 * An automatic top-up survives a SIGKILL of the API between the provider's charge and our record of
 * it (SANDBOX_PAYMENT_PAUSE=after-charge holds the purchase there, the test kills the process): after
 * the restart, the usage-watch sweep (every second here) and the reconciliation job (3 s) find the
 * charge, and it ends as exactly one paid order, one charge, one receipt, the plan applied once.
 * The database is the one the SIGKILL suite uses (kill-targets.ts): PGlite in a DATA_DIR, or PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SandboxBookEntry as BookEntry } from '@/contract';
import { PAUSE_LINE } from '@/server/domain/payment-context';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { startApi, type ApiProcess } from './api-process';
import { killTarget, type Target } from './kill-targets';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(api: ApiProcess, method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

describe('SIGKILL during an automatic top-up', () => {
  let target: Target | undefined;
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    await target?.cleanup();
  });

  it('still ends in exactly one paid order', { timeout: 240_000 }, async () => {
    target = await killTarget();
    const base = { ...target.env, RATE_LIMIT_SCALE: '1000', PAYMENT_RECONCILE_AFTER_SECONDS: '3', USAGE_WATCH_INTERVAL_SECONDS: '1' };
    api = await startApi({ ...base, SANDBOX_PAYMENT_PAUSE: 'after-charge:60000' }, 120_000);

    // prepaid@demo.test has a saved card (README). Its usage held at 0 first, so nothing is bought before the test says.
    const me = (await call(api, 'POST', '/api/en/auth/login', { email: 'prepaid@demo.test', password: DEMO_PASSWORD })) as LoginResponse;
    await call(api, 'POST', '/api/sandbox/usage', { iccid: me.iccid, used_mb: 0, rate_mb_per_day: 0 });
    const before = await call(api, 'GET', `/api/en/cards/usage?id=${me.sc_id}&type=PREPAID`, undefined, me.access_token);
    const plan = (await call(api, 'GET', `/api/en/plans/data_recharge?id=${me.sc_id}`, undefined, me.access_token)).plan[0];
    const chargesBefore: BookEntry[] = (await call(api, 'GET', '/api/sandbox/charges')).charges;
    const on = { id: me.sc_id, threshold_pct: 30, plan_id: plan.id, monthly_cap: 2, agree: true };
    expect((await call(api, 'POST', '/api/en/auto_topup', on, me.access_token)).enabled).toBe(true);

    // 90 % used: the next round buys, and stops after the provider has charged.
    await call(api, 'POST', '/api/sandbox/usage', { iccid: me.iccid, used_mb: before.data_total_gb * 1024 * 0.9, rate_mb_per_day: 0 });
    await api.waitForOutput(`${PAUSE_LINE} after-charge`, 60_000);
    await api.kill();
    const newCharges = (list: BookEntry[]) => list.filter((c) => !chargesBefore.some((b) => b.id === c.id));

    api = await startApi(base, 120_000);
    const session = (await call(api, 'POST', '/api/en/auth/login', {
      email: 'prepaid@demo.test',
      password: DEMO_PASSWORD,
    })) as LoginResponse;
    const deadline = Date.now() + 60_000;
    let history: any;
    for (;;) {
      history = await call(api, 'GET', `/api/en/plans/data_recharge_history?id=${me.sc_id}`, undefined, session.access_token);
      const charged = newCharges((await call(api, 'GET', '/api/sandbox/charges')).charges);
      if (charged.length && history.list.some((o: any) => o.id === charged[0]!.payment_id && o.status === 'paid')) break;
      if (Date.now() > deadline) throw new Error(`the charge was not settled: ${JSON.stringify({ charged, history })}`);
      await sleep(500);
    }
    // More rounds of the sweep and the job: still one.
    await sleep(5_000);
    const charges = newCharges((await call(api, 'GET', '/api/sandbox/charges')).charges);
    expect(charges).toEqual([expect.objectContaining({ amount: plan.price, currency: 'JPY', refund: null })]);
    history = await call(api, 'GET', `/api/en/plans/data_recharge_history?id=${me.sc_id}`, undefined, session.access_token);
    const ordersOfCharge = history.list.filter((o: any) => o.id === charges[0]!.payment_id);
    expect(ordersOfCharge).toEqual([expect.objectContaining({ status: 'paid', payment_method: 'credit_card', price: plan.price })]);
    const after = await call(api, 'GET', `/api/en/cards/usage?id=${me.sc_id}&type=PREPAID`, undefined, session.access_token);
    expect(after.data_total_gb).toBe(before.data_total_gb + plan.size);
    const mail = await call(api, 'GET', `/api/sandbox/mail?to=prepaid@demo.test`);
    const order = await call(api, 'GET', `/api/en/payments?id=${charges[0]!.payment_id}`, undefined, session.access_token);
    expect(mail.filter((m: any) => m.subject.includes(order.order_number))).toHaveLength(1);
  });
});
