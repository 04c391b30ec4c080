/**
 * `npm start`: one process serving the reference API and the built portal, on the embedded database
 * unless DATABASE_URL points at PostgreSQL. Migrates on start and seeds the demo accounts into a
 * fresh sandbox database, so `npm install && npm start` is all a newcomer needs. `npm start` runs the
 * build of this file (build/server/main.js); `npm run dev` and the tests run it from source.
 *
 * Start-up runs in this order, each step refusing to go on when it fails (docs/decisions/0039, 0069),
 * and a refusal is one line on stderr, never a stack trace:
 *   1. configuration and production refusals (nothing opened yet, so a refusal is instant)
 *   2. the seam modules are imported; the DATA_DIR lock; the database is opened and asked whether it
 *      ever served a sandbox, all before a migration touches it
 *   3. migrations, demo data, the seams, the app, the job engine
 *   4. listening; SIGTERM/SIGINT drain it (ops/serve.ts, docs/decisions/0042, 0068)
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp, sandboxGatewayOf, sandboxSeamsFor, settled } from './app';
import { canonicalHost } from './http/canonical-host';
import { mountPaymentDocument } from './payment-document';
import { ConfigError, DEFAULT_SHUTDOWN, readConfig, SettingsProblems, shutdownTimes, type Config, type ShutdownTimes } from './config';
import { DatabaseUnreachable, openDbFromEnv } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './sandbox/demo/seed';
import { completeDueFiveG } from './jobs/five-g';
import { completeDueIssuances } from './jobs/issuance';
import { expireOverdueOrders } from './jobs/order-deadlines';
import { reconcileIntervalMs, reconcilePayments } from './jobs/payment-reconciliation';
import { paymentContext } from './domain/payment-context';
import { portalOrigin } from './http/portal-origin';
import { purgeExpired } from './jobs/purge';
import { buildUsageHandlers } from './jobs/usage-handlers';
import { watchUsage } from './jobs/usage-watch';
import { relayOutbox } from './mail/relay';
import { endpointPolicyOf } from './push/endpoint-policy';
import { createPushRelay } from './push/relay';
import { pushKeys } from './push/vapid';
import { sweepTimeAlerts } from './jobs/alert-sweep';
import { createJobs } from './ops/jobs';
import type { AppEnv } from './context';
import { securityHeaders } from './http/security-headers';
import { createLogger, flushLog, processLog, requestLog, useProcessLog, type Logger } from './ops/log';
import { serveWithShutdown } from './ops/serve';
import {
  combinedPageConfig,
  injectPortalConfig,
  parseCorsOrigins,
  portalOnlyConfig,
  scriptOriginsOf,
  type PortalOnlyConfig,
} from './portal-config';
import { importSeamModules, loadSeams, missingSeams } from './ops/seams';
import { mountStatic } from './static';
import { lockDataDir, markSandboxDatabase, productionRefusals, refuseSandboxDatabase, StartupRefusal } from './startup-checks';

type Env = Record<string, string | undefined>;

/**
 * Step 1: everything that can be refused before a connection is opened, all at once so an operator
 * fixes the configuration in one go: every malformed setting, every production refusal, every seam
 * production would run on the sandbox, one line each (docs/decisions/0069, 0147). Returns the config,
 * the CORS origins and the warnings of PRODUCTION_ALLOW's exceptions (logged at every start).
 */
export function checkStartup(env: Env = process.env): { config: Config; corsOrigins: string[]; warnings: string[] } {
  const problems = new SettingsProblems();
  const config = readConfig(env, {}, problems);
  const corsOrigins = problems.read(() => parseCorsOrigins(env), []);
  const { refusals, warnings } = productionRefusals(config, env);
  if (config.mode === 'production') refusals.push(...missingSeams(env).map((m) => `${m} (the sandbox stands in for it)`));
  const lines = [...problems.list.map((p) => `Configuration error: ${p}`), ...refusals.map((r) => `Refusing to start: ${r}`)];
  if (lines.length) throw new StartupProblems(lines);
  return { config, corsOrigins, warnings };
}

/** Several start-up problems, each its own line as main.ts prints it. */
class StartupProblems extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** API_ORIGIN set: the built portal only, against the operator's API on that origin; no database. */
async function portalOnly(env: Env, log: Logger, portal: PortalOnlyConfig, shutdown: ShutdownTimes) {
  const app = new Hono<AppEnv>();
  let draining = false;
  app.use('*', requestLog(log));
  app.use('*', securityHeaders({ providerOrigins: portal.providerOrigins, apiOrigins: [portal.apiOrigin] }));
  app.use('*', canonicalHost(portal.publicUrl, Number(env.TRUST_PROXY === 'true' ? 1 : (env.TRUST_PROXY ?? 0))));
  mountPaymentDocument(app, () => portal.providerPageOrigins);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', (c) =>
    draining ? c.json({ status: 'not ready', checks: { shutdown: 'shutting down' } }, 503) : c.json({ status: 'ready', checks: {} }),
  );
  const distDir = resolve(env.DIST_DIR ?? 'dist');
  if (!mountStatic(app, distDir, { htmlTransform: (html) => injectPortalConfig(html, portal) })) {
    throw new ConfigError(`API_ORIGIN is set (portal only) but ${distDir}/index.html is missing: run \`npm run build\``);
  }
  serveWithShutdown(app, {
    port: Number(env.PORT ?? 3000),
    host: env.HOST,
    log,
    what: `Portal (portal only, API at ${portal.apiOrigin})`,
    shutdown,
    drain: () => (draining = true),
    close: async () => undefined,
  });
}

/**
 * Sandbox: the gateway's port (decision 0059), taken before the app exists; `serve` binds its app.
 * The configured port, or, when that is taken and was not asked for by name, any free one.
 */
async function listenGateway(origin: string, explicit: boolean, host: string | undefined) {
  let handler: (req: IncomingMessage, res: ServerResponse) => unknown = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  const listenOn = (port: number) =>
    new Promise<number>((resolvePort, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolvePort((server.address() as AddressInfo).port);
      });
    });
  const url = new URL(origin);
  let port: number;
  try {
    port = await listenOn(Number(url.port));
  } catch (err) {
    if (explicit || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    port = await listenOn(0);
  }
  url.port = String(port);
  return {
    origin: url.origin,
    serve: (app: { fetch: (req: Request) => Response | Promise<Response> }) => void (handler = getRequestListener(app.fetch)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function main() {
  const env = process.env;
  const log = createLogger(env);
  useProcessLog(log);
  const portalProblems = new SettingsProblems();
  const portal = portalOnlyConfig(env, portalProblems);
  if (portal) {
    const shutdown = portalProblems.read(() => shutdownTimes(env), DEFAULT_SHUTDOWN);
    if (portalProblems.list.length) throw new StartupProblems(portalProblems.list.map((p) => `Configuration error: ${p}`));
    return portalOnly(env, log, portal, shutdown);
  }
  const startup = checkStartup(env);
  let config = startup.config;
  const warnings = startup.warnings;
  for (const warning of warnings) log.warn(warning);
  // A module that cannot be loaded is refused before the database is opened.
  const seamModules = await importSeamModules(env);
  // One process per embedded database: a second one would corrupt it (docs/decisions/0071).
  if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR || '.data');

  const { db, description } = await openDbFromEnv(env);
  await refuseSandboxDatabase(config, db);
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, `Applied migrations: ${applied.join(', ')}`);
  if (config.mode === 'sandbox') await markSandboxDatabase(db, config.now());

  // Demo accounts with a published password have no place in a production database.
  const seedWanted = env.SEED_DEMO ? env.SEED_DEMO === '1' : config.mode === 'sandbox';
  if (seedWanted && (await seedDemoData(db))) {
    log.info(`Seeded demo accounts (${DEMO_USERS.map((u) => u.email).join(', ')}), password ${DEMO_PASSWORD}`);
  }

  // The sandbox gateway's port is taken before the seams are made: its address goes into make payment's answers.
  const gateway =
    config.mode === 'sandbox' && !env.PAYMENT_PROVIDER_MODULE?.trim()
      ? await listenGateway(config.sandboxGatewayOrigin, !!(env.SANDBOX_GATEWAY_URL || env.SANDBOX_GATEWAY_PORT), config.host)
      : undefined;
  if (gateway) config = { ...config, sandboxGatewayOrigin: gateway.origin };
  const seams = await loadSeams({ db, config, log, env }, async () => sandboxSeamsFor(db, config), seamModules);
  log.info({ seams: Object.fromEntries(Object.entries(seams).map(([k, s]) => [k, s.name])) }, 'seams');
  // The payment provider's browser scripts go into the pages and the CSP (decision 0047).
  const pageConfig = combinedPageConfig(env, seams.payment.browserScripts);
  const distDir = resolve(env.DIST_DIR ?? 'dist');
  // Serving the portal without them, its card form would load the sandbox's scripts (404 here).
  if (config.mode === 'production' && !pageConfig && existsSync(join(distDir, 'index.html'))) {
    throw new ConfigError(
      "the portal needs the card provider's scripts: set CARD_TOKEN_SCRIPT_URL and THREEDS_SCRIPT_URL, or give the payment module browserScripts",
    );
  }
  const providerPageOrigins = [...new Set([...config.providerPageOrigins, ...(seams.payment.pageOrigins ?? [])])];
  // Without them the wallet page's document may send its form nowhere: a wallet could never be paid.
  if (config.mode === 'production' && !providerPageOrigins.length && existsSync(join(distDir, 'index.html'))) {
    throw new ConfigError(
      "the portal needs the origins of the payment provider's wallet and store pages: set PROVIDER_PAGE_ORIGINS, or give the payment module pageOrigins",
    );
  }
  const appConfig: Config = {
    ...config,
    providerPageOrigins,
    providerOrigins: [...new Set([...config.providerOrigins, ...seams.payment.scriptOrigins, ...scriptOriginsOf(pageConfig)])],
  };

  // Periodic work on pg-boss, once per interval across all instances, retried, dead-lettered (ops/jobs.ts). Reads also complete due
  // issuances and 5G activations; these are what reach a customer who is not looking.
  const jobs = createJobs(db, log);
  jobs.sweep('esim-issuance', 1000, () => completeDueIssuances(db, config.now(), seams.simBackend));
  jobs.sweep('five-g-activation', 1000, () => completeDueFiveG(db, config.now(), config.publicUrl));
  // Unpaid orders past their deadline (or abandoned) end exactly once (decision 0022).
  jobs.sweep('order-deadlines', 30_000, () => expireOverdueOrders(db, config.now(), {}, () => portalOrigin(config)));
  // Payment attempts left open (a crash between the provider's charge and our COMMIT) and refunds due:
  // asked of the provider and settled, once across instances (decision 0062).
  // SANDBOX_PAYMENT_PAUSE stops customers' payments only: the job settling what a kill left must not stop too.
  const payments = {
    ...paymentContext({ db, config, provider: seams.payment, origin: () => portalOrigin(config), log }),
    pause: async () => undefined,
  };
  jobs.sweep('payment-reconciliation', reconcileIntervalMs(config.paymentReconcileAfterMs), async () => {
    const r = await reconcilePayments(payments);
    if (r.paid || r.refunded || r.void) log.info({ ...r }, 'payments reconciled');
  });
  jobs.sweep('mail-relay', 1000, () => relayOutbox(db, seams.mail, log));
  // Alerts (decisions 0105, 0106): periods ending and orders due, checked each minute; pushes sent each second.
  const vapid = await pushKeys(db, config);
  if (!vapid) log.warn('Push alerts are off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set, so alerts are offered by mail only.');
  jobs.sweep('alert-times', 60_000, () => sweepTimeAlerts({ db, config }));
  // Each round starts what is due and returns: a push service that hangs never holds the sweep (decision 0136).
  const pushRelay = createPushRelay(db, vapid, log, { policy: endpointPolicyOf(config) });
  jobs.sweep('push-relay', 1000, () => pushRelay.round());
  // Usage per day for the chart, and what acts on thresholds (alerts, automatic top-ups): decision 0095.
  const usageHandlers = buildUsageHandlers({ db, config: appConfig, seams, log });
  jobs.sweep('usage-watch', config.usageWatchIntervalMs, () => watchUsage({ db, usage: seams.usage, log }, config.now(), usageHandlers));
  // Expired sessions, reset links, old mail and finished rate-limit windows (decision 0036).
  jobs.sweep('purge', 60 * 60 * 1000, () => purgeExpired(db, config.now()));

  let draining = false;
  const app = createApp({
    db,
    config: appConfig,
    log,
    seams,
    corsOrigins: startup.corsOrigins,
    readiness: { draining: () => draining, jobsState: () => jobs.state(), deadLetters: () => jobs.deadLetters() },
  });
  // One address for the portal's pages (decision 0060), and the wallet page's own document (decision 0059).
  app.use('*', canonicalHost(config.publicUrl, config.trustProxy));
  mountPaymentDocument(app, () => appConfig.providerPageOrigins);
  if (!mountStatic(app, distDir, pageConfig ? { htmlTransform: (html) => injectPortalConfig(html, pageConfig) } : {}))
    log.warn(`${distDir}/index.html not found: serving the API only (run \`npm run build\`).`);
  if (gateway) {
    gateway.serve(sandboxGatewayOf(app));
    log.info(`Sandbox gateway (wallet and convenience-store pages) on ${gateway.origin}`);
  }
  serveWithShutdown(app, {
    port: Number(env.PORT ?? 3000),
    host: config.host,
    log,
    what: `Portal (API under /api/, ${description}, ${config.mode} mode)`,
    shutdown: config.shutdown,
    drain: () => (draining = true),
    // After the last request in flight: job runs in flight finish, then background work, then the pool.
    close: () =>
      // Pushes in flight are cut off and put back, never waited for (decision 0136).
      Promise.all([jobs.stop(), pushRelay.stop()])
        .then(() => gateway?.close())
        .then(() => settled(app))
        .then(() => db.close()),
  });
  // Listening does not wait for the job engine (pg-boss checks its schema, ~0.5 s); /readyz says
  // "starting" meanwhile. An engine that cannot start leaves the instance useless for the jobs: exit.
  jobs.start().catch((err: unknown) => {
    log.error({ err }, 'the job engine did not start');
    void flushLog(log).then(() => process.exit(1));
  });
  // The sandbox hands out reset links, free top-ups and demo passwords: the network must opt in.
  if (config.mode === 'sandbox' && !env.HOST)
    log.info('Sandbox mode: listening on loopback (127.0.0.1) only; set HOST=0.0.0.0 to open it to the network.');
}

/** A start-up failure as the lines an operator reads: one per problem (docs/decisions/0069, 0147). */
function startupFailureLine(err: unknown): string {
  if (err instanceof StartupProblems) return err.lines.join('\n');
  if (err instanceof StartupRefusal) return `Refusing to start: ${err.message}`;
  if (err instanceof ConfigError)
    return err.message
      .split('\n')
      .map((line) => `Configuration error: ${line}`)
      .join('\n');
  if (err instanceof DatabaseUnreachable) return `Cannot start: ${err.message}`;
  const message = err instanceof Error ? err.message : String(err);
  return `Cannot start: ${message.split('\n')[0]}`;
}

let started = false;
main().then(
  () => (started = true),
  (err: unknown) => {
    process.stderr.write(`${startupFailureLine(err)}\n`);
    process.exit(1);
  },
);

// After start-up, a throw nobody caught is one JSON line too, then the process ends (its state is unknown).
process.on('uncaughtException', (err) => {
  if (!started) {
    process.stderr.write(`${startupFailureLine(err)}\n`);
    process.exit(1);
  }
  const log = processLog();
  log.fatal({ err }, 'uncaught exception; exiting');
  void flushLog(log, 500).then(() => process.exit(1));
});
