#!/usr/bin/env node
// `npm run bench`: a bounded load test of the API's hot endpoints on loopback, with autocannon, against
// the real server (a child process, as `npm start` runs it) on a fresh embedded database (PGlite in a
// temporary DATA_DIR), and on PostgreSQL too when a URL is given (a schema of its own, dropped after).
//   node scripts/bench.mjs [--duration 10] [--connections 10] [--pg postgres://…] [--instances 1,2] [--no-pglite] [--summary file.json]
// --instances N (or a list, 1,2): on PostgreSQL, N API processes on the one schema, each loaded by its own
// autocannon with connections/N connections at once; req/s is their sum, p50/p99 the worst instance's.
// PGlite is one process's database and always runs with one.
//   DATABASE_URL=postgres://… node scripts/bench.mjs            (same as --pg)
// Rate limits are multiplied by RATE_LIMIT_SCALE=1000000 for the run (a login flood from one address is
// what they exist to stop). Prints a table per database and writes reports/bench/bench-<time>.json.
// Exit 1 on any transport error, timeout, non-2xx answer or answer of the wrong shape.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from './e2e.mjs';
import { ROOT } from './start.mjs';

const RATE_LIMIT_SCALE = '1000000';
const DEMO = { email: 'prepaid@demo.test', password: 'Demo1234!' };

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    pg: { type: 'string' },
    instances: { type: 'string', default: '1' },
    summary: { type: 'string' },
    // CI (.ci/run) measures PostgreSQL only (docs/decisions/0038-ci-time.md).
    'no-pglite': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  console.error('--duration must be a positive number of seconds and --connections a positive integer');
  process.exit(2);
}
const pgUrl = args.pg ?? process.env.DATABASE_URL;
if (args['no-pglite'] && !pgUrl) {
  console.error('--no-pglite needs --pg <url> (or DATABASE_URL): there would be nothing to measure');
  process.exit(2);
}
const instanceCounts = args.instances.split(',').map(Number);
if (instanceCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) {
  console.error('--instances takes whole numbers from 1 to 8, e.g. 2 or 1,2');
  process.exit(2);
}

/** What the portal asks most: signing in, then the top page, the plan list and the order history. */
function endpoints(session) {
  const auth = { authorization: `Bearer ${session.access_token}` };
  const id = session.sc_id;
  return [
    {
      name: 'login',
      method: 'POST',
      path: '/api/en/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
      shape: '"access_token"',
    },
    { name: 'cards/usage', method: 'GET', path: `/api/en/cards/usage?id=${id}&type=PREPAID`, headers: auth, shape: '"data_remaining_gb"' },
    { name: 'plans/data_recharge', method: 'GET', path: `/api/en/plans/data_recharge?id=${id}`, headers: auth, shape: '"plan"' },
    { name: 'plans/data_recharge_history', method: 'GET', path: `/api/en/plans/data_recharge_history?id=${id}&page=1`, headers: auth, shape: '"total_pages"' },
  ];
}

async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/en/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (res.status !== 200) throw new Error(`login before the run: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * One endpoint, once by hand on each instance (so a broken endpoint is named, not benchmarked), then
 * under load: one autocannon per instance at the same time, the connections shared between them.
 */
async function measure(baseUrls, e) {
  for (const baseUrl of baseUrls) {
    const probe = await fetch(`${baseUrl}${e.path}`, { method: e.method, headers: e.headers, body: e.body });
    const probeBody = await probe.text();
    if (probe.status !== 200 || !probeBody.includes(e.shape)) throw new Error(`${e.name}: HTTP ${probe.status} ${probeBody.slice(0, 200)}`);
  }
  const each = Math.max(1, Math.round(connections / baseUrls.length));
  const runs = await Promise.all(
    baseUrls.map((baseUrl) =>
      autocannon({
        url: `${baseUrl}${e.path}`,
        method: e.method,
        headers: e.headers,
        body: e.body,
        connections: each,
        duration,
        timeout: 10,
        // Counted as mismatches: a 200 that is not the answer the endpoint gives.
        verifyBody: (body) => body.includes(e.shape),
      }),
    ),
  );
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  const worst = (f) => Math.max(...runs.map(f));
  return {
    endpoint: e.name,
    method: e.method,
    instances: baseUrls.length,
    requests: sum((r) => r.requests.total),
    rps: Math.round(sum((r) => r.requests.average) * 10) / 10,
    p50_ms: worst((r) => r.latency.p50),
    p99_ms: worst((r) => r.latency.p99),
    max_ms: worst((r) => r.latency.max),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    mismatches: sum((r) => r.mismatches),
    resets: sum((r) => r.resets),
  };
}

/** A run fails on any bad answer, and when nothing at all came back (a hung server is not fast). */
const failures = (row) => row.non2xx + row.errors + row.timeouts + row.mismatches + (row.requests === 0 ? 1 : 0);

function printTable(database, rows) {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'wrong body'];
  const cells = rows.map((r) => [r.endpoint, r.rps.toFixed(1), String(r.p50_ms), String(r.p99_ms), String(r.requests), String(r.non2xx), String(r.errors + r.timeouts), String(r.mismatches)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${database}: ${duration} s per endpoint, ${connections} connections`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** A fresh schema in the given database, so the run seeds its own demo accounts and leaves nothing. */
async function postgresSchema(url) {
  const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function benchDatabase(database, env, instances = 1) {
  const slug = database.startsWith('PGlite') ? 'pglite' : 'postgres';
  const servers = [];
  try {
    // One after another: the first migrates and seeds, the others find it done.
    for (let i = 0; i < instances; i++) {
      servers.push(
        await startServer({
          logFile: join(ROOT, 'reports', 'bench', `server-${slug}${instances > 1 ? `-${i + 1}` : ''}.log`),
          env: { RATE_LIMIT_SCALE, ...env },
          readyPath: '/api/sandbox/provider/cptoken.js',
        }),
      );
    }
    const list = endpoints(await login(servers[0].baseUrl));
    const rows = [];
    for (const e of list) {
      process.stdout.write(`${database}: ${e.name}… `);
      const row = await measure(servers.map((s) => s.baseUrl), e);
      console.log(`${row.rps} req/s`);
      rows.push(row);
    }
    return rows;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function main() {
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', memory_gb: Math.round(totalmem() / 2 ** 30), loadavg_at_start: loadavg().map((l) => Math.round(l * 100) / 100), node: process.version };
  console.log(`Load benchmark: ${duration} s per endpoint, ${connections} connections, RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE} (rate limits out of the way)`);
  console.log(`Machine: ${machine.cpus} × ${machine.cpu}, load average ${machine.loadavg_at_start.join(' ')}`);

  const results = [];
  const errors = [];
  const targets = args['no-pglite'] ? [] : [['PGlite', 1, async () => ({ env: {}, cleanup: async () => undefined })]];
  if (pgUrl) {
    for (const n of instanceCounts) {
      targets.push([
        n === 1 ? 'PostgreSQL' : `PostgreSQL ×${n}`,
        n,
        async () => {
          const schema = await postgresSchema(pgUrl);
          // Each instance's pool is part of the server's max_connections.
          return { env: { DATABASE_URL: schema.url, DATABASE_POOL_MAX: String(Math.max(2, Math.ceil(10 / n))) }, cleanup: schema.drop };
        },
      ]);
    }
  }
  for (const [database, instances, prepare] of targets) {
    try {
      const { env, cleanup } = await prepare();
      try {
        const rows = await benchDatabase(database, env, instances);
        results.push(...rows.map((r) => ({ database, ...r })));
        printTable(database, rows);
      } finally {
        await cleanup();
      }
    } catch (error) {
      errors.push(`${database}: ${error instanceof Error ? error.message : error}`);
      console.error(`\n${database}: ${error instanceof Error ? error.message : error}`);
    }
  }

  const failed = results.filter((r) => failures(r) > 0);
  const report = { date: new Date().toISOString(), machine, duration_s: duration, connections, rate_limit_scale: Number(RATE_LIMIT_SCALE), results, errors };
  const dir = join(ROOT, 'reports', 'bench');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport: ${relative(ROOT, file)}`);

  // For .ci/run's closing line: one check per endpoint and database, plus one per database that did not run.
  if (args.summary) {
    await mkdir(dirname(args.summary), { recursive: true });
    await writeFile(args.summary, JSON.stringify({ passed: results.length - failed.length, failed: failed.length + errors.length }));
  }
  for (const r of failed) console.error(`FAILED ${r.database} ${r.endpoint}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts, ${r.mismatches} answers of the wrong shape (non-2xx included), ${r.requests} requests completed`);
  if (failed.length || errors.length) process.exit(1);
  console.log(`${results.length} endpoint runs, none with an error or a non-2xx answer.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
