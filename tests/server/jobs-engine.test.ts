/**
 * The job engine (src/server/ops/jobs.ts, decision 0050) on PGlite, the database `npm start` uses:
 * a sweep runs once per interval even with two engines on one database, a run that throws is retried
 * with backoff and, past its retry limit, waits in the dead-letter queue (logged, counted for
 * /readyz), and stop() lets a run in flight finish. Three instances on PostgreSQL:
 * multi-instance.test.ts.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDb, type Db } from '@/server/db/client';
import { createJobs, type Jobs } from '@/server/ops/jobs';
import { pgliteFromTemplate } from './harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: Db;
let engines: Jobs[] = [];
let lines: Record<string, unknown>[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  }),
);

beforeEach(async () => {
  db = await pgliteFromTemplate();
  lines = [];
  engines = [];
});
afterEach(async () => {
  await Promise.all(engines.map((e) => e.stop()));
  await db.close();
});

function engine(options?: Parameters<typeof createJobs>[2]): Jobs {
  const e = createJobs(db, log, options);
  engines.push(e);
  return e;
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

it('two engines on one database run a 1 s sweep about once a second in all, not once each', { timeout: 30_000 }, async () => {
  let runs = 0;
  for (const e of [engine(), engine()]) e.sweep('tick', 1000, async () => void runs++);
  // One after the other, as two processes would find the schema installed (PGlite is one connection).
  for (const e of engines) await e.start();
  await until('a first run', () => runs > 0);
  const start = runs;
  const t0 = Date.now();
  await sleep(5000);
  const seconds = (Date.now() - t0) / 1000;
  // One per one-second slot (+1 at the edge); each engine running it would be about twice that.
  expect(runs - start).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  expect(runs - start).toBeGreaterThanOrEqual(Math.floor(seconds) - 2);
  const [ledger] = await db.query<{ runs: number; last_error: string | null }>(
    "SELECT runs, last_error FROM job_sweeps WHERE name = 'tick'",
  );
  expect(ledger).toMatchObject({ runs, last_error: null });
});

it('a run that throws once is retried within seconds, not at the next interval', { timeout: 30_000 }, async () => {
  const attempts: number[] = [];
  const e = engine({ retryLimit: 3, retryDelaySeconds: 1 });
  // One run a day (slots are whole days, so no new one starts mid-test): without a retry, the next attempt would be a day later.
  e.sweep('flaky', 86_400_000, async () => {
    attempts.push(Date.now());
    if (attempts.length === 1) throw new Error('provider timed out');
  });
  await e.start();
  await until('the retry', () => attempts.length >= 2, 15_000);
  // Backoff: the retry waits at least the first delay (1 s).
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
  await sleep(3000);
  expect(attempts).toHaveLength(2);
  expect(await e.deadLetters()).toEqual({});
  expect(lines.some((l) => l.job === 'flaky' && l.level === 40 && String(l.msg).includes('retrying'))).toBe(true);
});

it('a run that keeps throwing is retried with growing delays, then waits in the dead-letter queue', { timeout: 60_000 }, async () => {
  const attempts: number[] = [];
  const e = engine({ retryLimit: 2, retryDelaySeconds: 1 });
  e.sweep('broken', 86_400_000, async () => {
    attempts.push(Date.now());
    throw new Error('relation "sims" does not exist');
  });
  await e.start();
  await until('a dead letter', async () => (await e.deadLetters()).broken === 1, 45_000);
  // The first run and its two retries, the second retry later after its run than the first.
  expect(attempts).toHaveLength(3);
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
  expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
  const dead = lines.filter((l) => l.job === 'broken' && l.level === 50);
  expect(dead).toHaveLength(1);
  expect(String(dead[0]!.msg)).toContain('dead-letter');
  const [ledger] = await db.query<{ last_error: string }>("SELECT last_error FROM job_sweeps WHERE name = 'broken'");
  expect(ledger!.last_error).toContain('relation "sims" does not exist');
});

it('stop() lets a run in flight finish and starts no new one', { timeout: 30_000 }, async () => {
  const events: string[] = [];
  const e = engine();
  e.sweep('slow', 1000, async () => {
    events.push('run started');
    await sleep(1500);
    events.push('run finished');
  });
  await e.start();
  await until('a run in flight', () => events.includes('run started'));
  await e.stop();
  events.push('stopped');
  expect(e.running()).toBe(false);
  await sleep(2500);
  expect(events).toEqual(['run started', 'run finished', 'stopped']);
});

// Instances of a new deployment start together on an empty database: each must get the engine up.
describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('three engines starting at once on a fresh schema all start, five times over', { timeout: 120_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let round = 0; round < 5; round++) {
        const schema = `jobs_${process.pid}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE SCHEMA ${schema}`);
        const dbs = [0, 1, 2].map(() => createPgDb({ connectionString: url, schema, max: 2 }));
        const started = dbs.map((d) => {
          const e = createJobs(d, log);
          e.sweep('tick', 1000, async () => undefined);
          return { e, up: e.start().then(() => e.state()) };
        });
        try {
          expect(await Promise.all(started.map((x) => x.up))).toEqual(['running', 'running', 'running']);
        } finally {
          await Promise.all(started.map((x) => x.e.stop()));
          await Promise.all(dbs.map((d) => d.close()));
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
        }
      }
    } finally {
      await admin.end();
    }
  });
});
