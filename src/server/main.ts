/**
 * `npm start`: one process serving the reference API and the built portal, on the embedded database
 * unless DATABASE_URL points at PostgreSQL. Migrates on start and seeds the demo accounts into a
 * fresh database, so `npm install && npm start` is all a newcomer needs.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, settled } from './app';
import { ConfigError, loadConfig } from './config';
import { openDbFromEnv } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './db/seed';
import { startFiveGWorker } from './jobs/five-g';
import { startIssuanceWorker } from './jobs/issuance';
import { startPurgeTimer } from './jobs/purge';
import { mountStatic } from './static';
import { lockDataDir, markSandboxDatabase, refuseSandboxDatabase, refuseUnsafeProductionEnv, StartupRefusal } from './startup-checks';

async function main() {
  const config = loadConfig();
  // Refusals first (startup-checks.ts): nothing is opened or listened on with an unsafe setting.
  refuseUnsafeProductionEnv(config, process.env);
  if (!process.env.DATABASE_URL) lockDataDir(process.env.DATA_DIR || '.data');
  const { db, description } = await openDbFromEnv();
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  await refuseSandboxDatabase(config, db);
  if (config.mode === 'sandbox') await markSandboxDatabase(db, config.now());

  // Demo accounts with a published password have no place in a production database.
  const seedWanted = process.env.SEED_DEMO ? process.env.SEED_DEMO === '1' : config.mode === 'sandbox';
  if (seedWanted && (await seedDemoData(db))) {
    console.log(`Seeded demo accounts (${DEMO_USERS.map((u) => u.email).join(', ')}), password ${DEMO_PASSWORD}`);
  }

  const app = createApp({ db, config });
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!mountStatic(app, distDir)) console.warn(`${distDir}/index.html not found: serving the API only (run \`npm run build\`).`);

  // Reads complete due issuances and 5G activations too; the timers are what send the mail to a
  // customer who is not looking and switch on 5G for one who never opens the portal again.
  const workers = [startIssuanceWorker(db, config.now), startFiveGWorker(db, config.now)];
  // job: purge — expired sessions, reset links, old mail and finished rate-limit windows (jobs/purge.ts).
  const purge = startPurgeTimer(db, config.now);

  const port = Number(process.env.PORT ?? 3000);
  const server = serve({ fetch: app.fetch, port, ...(config.host ? { hostname: config.host } : {}) }, (info) => {
    console.log(`Portal listening on http://localhost:${info.port} (API under /api/, ${description}, ${config.mode} mode)`);
    // The sandbox hands out reset links, free top-ups and demo passwords: the network must opt in.
    if (config.mode === 'sandbox' && !process.env.HOST) console.log('Sandbox mode: listening on loopback (127.0.0.1) only; set HOST=0.0.0.0 to open it to the network.');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Requests in flight finish; a stuck one does not keep the process alive for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      purge.stop();
      Promise.all([...workers.map((w) => w.stop()), settled(app)])
        .then(() => db.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            console.error('closing the database failed:', err);
            process.exit(1);
          },
        );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof StartupRefusal) console.error(`Refusing to start: ${err.message}`);
  else console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
