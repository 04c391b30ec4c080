/**
 * Our database failing inside a seam is never the outside system's failure (docs/decisions/0148).
 * The sandbox's usage source and card provider keep their figures and books in our database: while
 * it is away, their queries fail like any other, and the customer gets what decision 0070 promises
 * (503 E0078, Retry-After), not a provider failure (500 E0057, E0056). The background work does not
 * count our database's error against the outside system either. The same connection error coming
 * from an outside system stays that system's failure. The database is made to fail at its driver,
 * for the seam's queries only (PGlite's or node-postgres' query).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import type { Db } from '@/server/db/client';
import { openCardAttempt } from '@/server/domain/payment-attempts';
import { paymentContext } from '@/server/domain/payment-context';
import { completeDueIssuances } from '@/server/jobs/issuance';
import { reconcilePayments } from '@/server/jobs/payment-reconciliation';
import { watchUsage } from '@/server/jobs/usage-watch';
import { relayOutbox } from '@/server/mail/relay';
import { createLogger } from '@/server/ops/log';
import type { SimBackend, UsageSource } from '@/server/ops/seams';
import { sandboxSeams } from '@/server/sandbox/seams';
import { customer, simState, type Customer } from './customers';
import { T0, type Harness } from './harness';
import { activeCustomer, buy, cardToken, useShopperHarness } from './shoppers';

let h: Harness;
useShopperHarness((created) => (h = created));

/** What node-postgres says when PostgreSQL goes away under a query (db/unavailable.ts knows it). */
const connectionLost = () => new Error('Connection terminated unexpectedly');

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** From now on, our database's driver fails every query whose SQL matches `sql` (outside transactions). */
function failQueries(db: Db, sql: RegExp, error: () => Error = connectionLost): void {
  const driver = ((db as { pglite?: object }).pglite ?? (db as { pool?: object }).pool) as { query: (...args: unknown[]) => unknown };
  const original = driver.query;
  driver.query = function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === 'string' && sql.test(args[0])) return Promise.reject(error());
    return original.apply(this, args);
  };
  restore = () => {
    driver.query = original;
  };
}

const silent = createLogger({ LOG_LEVEL: 'silent' });
let me: Customer;
beforeAll(async () => {
  me = await activeCustomer(h);
});

describe('a request whose seam meets our database away', () => {
  it.each([
    ['the usage source: the top page', () => `cards/usage?id=${me.id}&type=PREPAID`],
    ['the usage source: the line list', () => 'cards/list'],
  ])('%s answers 503 E0078 with Retry-After, as any request while the database is away', async (_name, path) => {
    failQueries(h.db, /sandbox_usage/);
    const res = await h.get(path(), me.auth);
    expect({ status: res.status, code: res.body.code, retryAfter: res.headers.get('retry-after') }).toEqual({
      status: 503,
      code: 'E0078',
      retryAfter: '5',
    });
  });

  it('the card provider taking a card token: 503 E0078, and the same payment goes through once the database is back', async () => {
    const paymentId = await buy(h, me, 103);
    const tkn = await cardToken(h);
    failQueries(h.db, /provider_tokens/);
    const refused = await h.post('payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id: paymentId }, me.auth);
    expect([refused.status, refused.body.code]).toEqual([503, 'E0078']);
    restore!();
    const paid = await h.post('payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id: paymentId }, me.auth);
    expect(paid.status).toBe(200);
  });

  it('an outside usage source failing with the same kind of error is still its own failure: 500 E0057', async () => {
    const network: UsageSource = {
      name: 'test network',
      usedMb: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:443'), { code: 'ECONNREFUSED' });
      },
    };
    const app = createApp({ db: h.db, config: h.config, seams: { ...sandboxSeams(h.db, () => h.clock.now), usage: network } });
    try {
      const res = await app.request(`/api/en/cards/usage?id=${me.id}&type=PREPAID`, {
        headers: { authorization: `Bearer ${me.login.access_token}` },
      });
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([500, 'E0057']);
    } finally {
      // Other apps over this database settle with the sandbox again (jobs/issuance.ts useSimBackend).
      createApp({ db: h.db, config: h.config });
    }
  });
});

describe('background work whose seam meets our database failing', () => {
  it('the usage watch fails its round (retried by the job engine) instead of logging the source as silent', async () => {
    const warned: unknown[] = [];
    failQueries(h.db, /sandbox_usage/);
    const round = watchUsage(
      {
        db: h.db,
        usage: sandboxSeams(h.db, () => h.clock.now).usage,
        log: { warn: (...a: unknown[]) => warned.push(a), error: () => undefined },
      },
      h.clock.now,
      [],
    );
    await expect(round).rejects.toThrow('Connection terminated unexpectedly');
    expect(warned).toEqual([]);
  });

  it('an eSIM order is not put back 30 s as if the SM-DP+ had failed', async () => {
    const esim = await customer(h, 'astro_esim');
    const asked = await h.post('cards/esim_activate', { id: esim.id, type: esim.usertype }, esim.auth);
    expect(asked.status).toBe(200);
    h.clock.now = T0 + 20_000;
    // An SM-DP+ stand-in that keeps its orders in our database, which fails under it.
    const ours = await h.db.query('SELECT * FROM no_such_table').catch((err: unknown) => err);
    const backend: SimBackend = {
      name: 'SM-DP+ on our database',
      downloadOrder: async () => {
        throw ours;
      },
      confirmOrder: async () => ({ smdpAddress: 'smdp.example', matchingId: 'M-1' }),
    };
    await expect(completeDueIssuances(h.db, h.clock.now, backend)).rejects.toBe(ours);
    expect((await simState(h.db, esim.id)).issuance_due_at?.getTime()).toBe(T0 + 20_000);
  });

  it('a payment attempt is not put back as if the provider were down', async () => {
    const paymentId = await buy(h, me, 103);
    const tkn = await cardToken(h);
    expect((await h.post('payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id: paymentId }, me.auth)).status).toBe(
      200,
    );
    const [order] = await h.db.query<{ id: number }>('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    const sandbox = sandboxSeams(h.db, () => h.clock.now).payment;
    const ours = await h.db.query('SELECT * FROM no_such_table').catch((err: unknown) => err);
    // A provider whose books are in our database, which fails when the job asks it.
    const provider = {
      ...sandbox,
      lookup: async () => {
        throw ours;
      },
    };
    const ctx = paymentContext({ db: h.db, config: h.config, provider, origin: () => 'http://portal.test' });
    const attempt = await openCardAttempt(ctx, order!.id);
    expect(attempt).toMatchObject({ state: 'open' });
    h.clock.advance(h.config.paymentReconcileAfterMs + 1000);
    await expect(reconcilePayments(ctx)).rejects.toBe(ours);
    const [row] = await h.db.query<{ checks: number }>("SELECT checks FROM payment_attempts WHERE order_id = $1 AND state = 'open'", [
      order!.id,
    ]);
    expect(row?.checks).toBe(0);
  });

  it('a mail is not counted as a failed delivery', async () => {
    await h.db.query(
      `INSERT INTO outbox (to_email, subject, text, next_attempt_at) VALUES ('someone@example.jp', 'hello', 'body', now() - interval '1 minute')`,
    );
    const ours = await h.db.query('SELECT * FROM no_such_table').catch((err: unknown) => err);
    const transport = {
      name: 'mail on our database',
      send: async () => {
        throw ours;
      },
    };
    await expect(relayOutbox(h.db, transport, silent)).rejects.toBe(ours);
    // No mail of the round (the registration mails are pending too) got an error or a dead letter.
    const [row] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE last_error IS NOT NULL OR failed_at IS NOT NULL',
    );
    expect(row!.n).toBe(0);
  });
});
