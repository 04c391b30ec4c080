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
// The floor (PostgreSQL only): as many processes of bench/api-floor/server.mjs — bare Hono + pg, the
// same SQL as each hot read — on the same schema, loaded the same way. Each hot read is measured in
// turns with its floor (--slices turns each, one per second of --duration by default; API floor floor
// API …), so a busy moment of a shared machine falls on both alike. The table gives the API's req/s as
// a share of its floor's, and each one's CPU time per request (from /proc: what the load of other
// processes changes least).
// Exit 1 on any transport error, timeout, non-2xx answer or answer of the wrong shape, and when a hot
// read falls below --min-ratio of its floor (0: report only).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { HOT_READS } from '../bench/api-floor/queries.mjs';
import { freePort, startServer } from './e2e.mjs';
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
    // Turns per endpoint for the API and as many for its floor (default: one per second of --duration).
    slices: { type: 'string' },
    'min-ratio': { type: 'string', default: '0' },
    // CI (.ci/run) measures PostgreSQL only (docs/decisions/0038-ci-time.md).
    'no-pglite': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const slices = args.slices === undefined ? Math.max(1, Math.round(duration)) : Number(args.slices);
const minRatio = Number(args['min-ratio']);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1 || !Number.isInteger(slices) || slices < 1 || !(minRatio >= 0)) {
  console.error('--duration must be a positive number of seconds, --connections and --slices positive integers, --min-ratio a number ≥ 0');
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
    {
      name: 'plans/data_recharge_history',
      method: 'GET',
      path: `/api/en/plans/data_recharge_history?id=${id}&page=1`,
      headers: auth,
      shape: '"total_pages"',
    },
  ];
}

async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/en/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`login before the run: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** One autocannon per base URL at the same time, the connections shared between them, for `seconds`. */
async function load(baseUrls, e, seconds) {
  const each = Math.max(1, Math.round(connections / baseUrls.length));
  return Promise.all(
    baseUrls.map((baseUrl) =>
      autocannon({
        url: `${baseUrl}${e.path}`,
        method: e.method,
        headers: e.headers,
        body: e.body,
        connections: each,
        duration: seconds,
        timeout: 10,
        // Counted as mismatches: a 200 that is not the answer the endpoint gives.
        verifyBody: (body) => body.includes(e.shape),
      }),
    ),
  );
}

/** Once by hand on each instance, so a broken endpoint is named, not benchmarked. */
async function probe(baseUrls, e, shape, label) {
  for (const baseUrl of baseUrls) {
    const res = await fetch(`${baseUrl}${e.path}`, { method: e.method, headers: e.headers, body: e.body });
    const body = await res.text();
    if (res.status !== 200 || !body.includes(shape)) throw new Error(`${label}: HTTP ${res.status} ${body.slice(0, 200)}`);
  }
}

/** Sums the runs of one app (instances × slices): req/s over the time measured, p50/p99 the worst run's. */
function rowOf(e, instances, runs) {
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  const worst = (f) => Math.max(...runs.map(f));
  // Instances run side by side: their seconds overlap; slices follow each other.
  const seconds = sum((r) => r.duration) / instances;
  const requests = sum((r) => r.requests.total);
  return {
    endpoint: e.name,
    method: e.method,
    instances,
    requests,
    rps: Math.round((requests / seconds) * 10) / 10,
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

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere.
 * Per request, this is what each app costs whatever else the machine runs; req/s is not.
 */
async function cpuSeconds(pids) {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/** Runs `load` while counting the CPU time of `pids`; the runs carry it as `cpu_s`. */
async function loadCounted(pids, ...args) {
  const before = await cpuSeconds(pids);
  const runs = await load(...args);
  const after = await cpuSeconds(pids);
  const cpu = before === undefined || after === undefined ? undefined : after - before;
  return runs.map((r, i) => ({ ...r, cpu_s: i === 0 ? cpu : 0 }));
}

/** CPU microseconds per answered request, over the runs; undefined when not measured. */
function cpuPerRequest(runs) {
  if (runs.some((r) => r.cpu_s === undefined)) return undefined;
  const requests = runs.reduce((n, r) => n + r.requests.total, 0);
  return requests ? Math.round((runs.reduce((n, r) => n + r.cpu_s, 0) / requests) * 1e6) : undefined;
}

/**
 * One endpoint under load. With a floor: API and floor take turns, `slices` turns each, in the order
 * API floor floor API API floor …, so a busy moment of the machine, or a trend, falls on both alike;
 * the row carries the floor's req/s, the ratio and each one's CPU time per request.
 */
async function measure(apps, floors, e) {
  const baseUrls = apps.map((a) => a.baseUrl);
  const floorUrls = floors.map((f) => f.baseUrl);
  await probe(baseUrls, e, e.shape, e.name);
  const floorShape = '"id"';
  const withFloor = floorUrls.length > 0 && e.name in HOT_READS;
  if (withFloor) await probe(floorUrls, e, floorShape, `floor of ${e.name}`);
  const appPids = apps.map((a) => a.pid);
  if (!withFloor) {
    const runs = await loadCounted(appPids, baseUrls, e, duration);
    return { ...rowOf(e, baseUrls.length, runs), cpu_us_per_request: cpuPerRequest(runs) };
  }
  const api = [];
  const floor = [];
  const seconds = duration / slices;
  const turns = {
    api: async () => api.push(...(await loadCounted(appPids, baseUrls, e, seconds))),
    floor: async () =>
      floor.push(
        ...(await loadCounted(
          floors.map((f) => f.pid),
          floorUrls,
          { ...e, shape: floorShape },
          seconds,
        )),
      ),
  };
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? ['api', 'floor'] : ['floor', 'api'];
    for (const who of order) await turns[who]();
  }
  const row = rowOf(e, baseUrls.length, api);
  const f = rowOf(e, floorUrls.length, floor);
  const floorFailures = f.non2xx + f.errors + f.timeouts + f.mismatches + (f.requests === 0 ? 1 : 0);
  if (floorFailures)
    throw new Error(
      `floor of ${e.name}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts, ${f.mismatches} wrong bodies of ${f.requests}`,
    );
  return {
    ...row,
    floor_rps: f.rps,
    floor_p50_ms: f.p50_ms,
    floor_p99_ms: f.p99_ms,
    ratio: Math.round((row.rps / f.rps) * 100) / 100,
    cpu_us_per_request: cpuPerRequest(api),
    floor_cpu_us_per_request: cpuPerRequest(floor),
  };
}

/** A run fails on any bad answer, when nothing at all came back (a hung server is not fast), and below --min-ratio of its floor. */
const failures = (row) =>
  row.non2xx + row.errors + row.timeouts + row.mismatches + (row.requests === 0 ? 1 : 0) + (belowFloor(row) ? 1 : 0);
const belowFloor = (row) => minRatio > 0 && row.ratio !== undefined && row.ratio < minRatio;

function printTable(database, rows) {
  const head = [
    'endpoint',
    'req/s',
    'floor req/s',
    '× floor',
    'CPU µs/req',
    'floor µs/req',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'wrong body',
  ];
  const cells = rows.map((r) => [
    r.endpoint,
    r.rps.toFixed(1),
    r.floor_rps?.toFixed(1) ?? '—',
    r.ratio?.toFixed(2) ?? '—',
    String(r.cpu_us_per_request ?? '—'),
    String(r.floor_cpu_us_per_request ?? '—'),
    String(r.p50_ms),
    String(r.p99_ms),
    String(r.requests),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    String(r.mismatches),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(
    `\n${database}: ${duration} s per endpoint${rows.some((r) => r.ratio !== undefined) ? ` and as much for its floor, in ${slices} turns each` : ''}, ${connections} connections, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** The floor's processes (bench/api-floor/server.mjs) on the API's database, one per API instance. */
async function startFloors(n, env) {
  const floors = [];
  try {
    for (let i = 0; i < n; i++) floors.push(await startFloor(env, i));
  } catch (error) {
    await Promise.all(floors.map((f) => f.stop()));
    throw error;
  }
  return floors;
}

async function startFloor(env, i) {
  const port = await freePort();
  const logFile = join(ROOT, 'reports', 'bench', `floor-${i + 1}.log`);
  await mkdir(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'api-floor', 'server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, stop, pid: child.pid };
  }
  await stop();
  throw new Error(`the floor did not answer on ${baseUrl}; see ${relative(ROOT, logFile)}`);
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
  const floors = [];
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
    // The floor: on PostgreSQL, one process per API instance, with the same pool each.
    if (env.DATABASE_URL)
      floors.push(...(await startFloors(instances, { DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: env.DATABASE_POOL_MAX ?? '10' })));
    const list = endpoints(await login(servers[0].baseUrl));
    const rows = [];
    for (const e of list) {
      process.stdout.write(`${database}: ${e.name}… `);
      const row = await measure(servers, floors, e);
      console.log(`${row.rps} req/s${row.ratio !== undefined ? `, floor ${row.floor_rps} req/s: ${row.ratio.toFixed(2)} × floor` : ''}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await Promise.all([...servers, ...floors].map((s) => s.stop()));
  }
}

async function main() {
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(totalmem() / 2 ** 30),
    loadavg_at_start: loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
  };
  console.log(
    `Load benchmark: ${duration} s per endpoint, ${connections} connections, RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE} (rate limits out of the way)`,
  );
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
  const report = {
    date: new Date().toISOString(),
    machine,
    loadavg_at_end: loadavg().map((l) => Math.round(l * 100) / 100),
    duration_s: duration,
    slices,
    min_ratio: minRatio,
    connections,
    rate_limit_scale: Number(RATE_LIMIT_SCALE),
    results,
    errors,
  };
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
  for (const r of failed) {
    if (belowFloor(r))
      console.error(
        `FAILED ${r.database} ${r.endpoint}: ${r.rps} req/s is ${r.ratio.toFixed(2)} × its floor's ${r.floor_rps} (at least ${minRatio} expected)`,
      );
    if (failures(r) > (belowFloor(r) ? 1 : 0))
      console.error(
        `FAILED ${r.database} ${r.endpoint}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts, ${r.mismatches} answers of the wrong shape (non-2xx included), ${r.requests} requests completed`,
      );
  }
  if (failed.length || errors.length) process.exit(1);
  console.log(`${results.length} endpoint runs, none with an error or a non-2xx answer.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
