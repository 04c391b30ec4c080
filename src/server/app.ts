import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LANGUAGES, type Language } from '@/contract';
import { loadOrCreateTokenSecret } from './auth/token-secret';
import type { Config } from './config';
import type { AppEnv, Deps } from './context';
import type { Db } from './db/client';
import { ApiError, errorResponse } from './http/errors';
import { RateLimiter } from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { apnRoutes } from './routes/apn';
import { authRoutes } from './routes/auth';
import { cardRoutes } from './routes/cards';
import { contentRoutes } from './routes/content';
import { fiveGRoutes } from './routes/five-g';
import { alertRoutes } from './routes/alerts';
import { lineRoutes } from './routes/lines';
import { mediaRoutes } from './routes/media';
import { passwordRoutes } from './routes/password';
import { prepaidUserRoutes } from './routes/prepaid-users';
import { profileRoutes } from './routes/profile';
import { planRoutes } from './routes/plans';
import { paymentRoutes } from './routes/payments';
import { autoTopUpRoutes } from './routes/auto-topup';
import { receiptRoutes } from './routes/receipts';
import { sessionRoutes } from './routes/session';
import { isDatabaseUnavailable } from './db/unavailable';
import { healthRoutes, type ReadinessHooks } from './ops/health';
import { processLog, requestLog, type Logger } from './ops/log';
import { portalCors } from './portal-config';
import { registerMailKey } from './mail/seal';
import { useSimBackend } from './jobs/issuance';
import { unconfiguredSeams, type Seams } from './ops/seams';
import { paymentNotifyRoutes } from './routes/payment-notify';
// The sandbox's composition point: the only module outside src/server/sandbox/ that imports it
// (tests/unit/architecture.test.ts). Everything else reaches the outside systems through Deps.seams.
import { PROVIDER_SCRIPT_PATHS } from './sandbox/payment-routes';
import { sandboxRoutes } from './sandbox/routes';
import { sandboxSeams } from './sandbox/seams';
import { sandboxGateway } from './sandbox/gateway';

/** The sandbox's implementation of every seam: main.ts's fallback for each seam no module is named for. */
export const sandboxSeamsFor = (db: Db, config: Config): Seams =>
  sandboxSeams(db, config.now, config.sandboxChargeDelayMs, config.sandboxGatewayOrigin);

const depsByApp = new WeakMap<object, Deps>();
/**
 * The sandbox gateway (wallet and store pages) over the same database and seams as `app`: main.ts
 * serves it on its own port, tests call it with `.request()`. Sandbox mode only.
 */
export function sandboxGatewayOf(app: object) {
  const deps = depsByApp.get(app);
  if (!deps) throw new Error('not an app made by createApp');
  if (deps.config.mode !== 'sandbox') throw new Error('the sandbox gateway exists in sandbox mode only');
  return sandboxGateway(deps);
}

export const MAX_BODY_BYTES = 64 * 1024;

/** What a 503 asks a client to wait while the database is away (a restart takes seconds). */
const RETRY_AFTER_SECONDS = 5;

/** How long Deps.later waits before starting: long enough for the answer to be on its way. */
const LATER_DELAY_MS = 20;

const settledByApp = new WeakMap<object, () => Promise<void>>();
/** Resolves once the work an app does after its answers (Deps.later) is done: tests and shutdown wait for it. */
export function settled(app: object): Promise<void> {
  return settledByApp.get(app)?.() ?? Promise.resolve();
}

/**
 * The reference API as a Hono app. It holds no state of its own beyond rate-limit counters, so tests
 * build one per file with `app.request(...)`, and production runs as many processes as it likes
 * against one PostgreSQL.
 */
export interface AppOptions {
  db: Db;
  config: Config;
  /** Structured request and error logs (main.ts); tests leave it out. */
  log?: Logger;
  /** What /readyz asks beyond the database (main.ts: shutting down, job engine). */
  readiness?: ReadinessHooks;
  /** Portal origins allowed to call the API from another origin (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** The outside systems (main.ts: loadSeams). Left out: the sandbox's; in production, ones that refuse every call. */
  seams?: Seams;
}

export function createApp({ db, config, log, readiness, corsOrigins = [], seams }: AppOptions): Hono<AppEnv> {
  let secret: Promise<string> | undefined;
  const pending = new Set<Promise<void>>();
  const deps: Deps = {
    later: (task) => {
      // A timer, not a microtask: PGlite runs its queries on this thread, and writing the answer out
      // takes a few turns of the event loop; work started before that would delay the answer by
      // exactly the time it must not reveal (measured: 32 vs 11 ms with setImmediate).
      const p = new Promise<void>((resolve) => setTimeout(resolve, LATER_DELAY_MS))
        .then(task)
        .catch((err: unknown) => (log ?? processLog()).error({ err }, 'background task failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    settled: async () => {
      while (pending.size) await Promise.all(pending);
    },
    db,
    config,
    deviceCookieSite: { https: (config.publicUrl ?? '').startsWith('https:'), portalOrigins: corsOrigins },
    ...(log ? { log } : {}),
    // Production never falls back to the sandbox's card provider or SM-DP+ (decision 0047).
    seams: seams ?? (config.mode === 'production' ? unconfiguredSeams() : sandboxSeamsFor(db, config)),
    limiter: new RateLimiter(db, config.now, config.rateLimitScale),
    tokenSecret: () => {
      if (!secret) {
        secret = config.tokenSecret !== undefined ? Promise.resolve(config.tokenSecret) : loadOrCreateTokenSecret(db);
        // A failed lookup (database down) must not be remembered for ever.
        secret.catch(() => {
          secret = undefined;
        });
      }
      return secret;
    },
  };

  // Mail bodies are sealed under a key from the same secret (docs/decisions/0045).
  registerMailKey(db, config.tokenSecret, deps.tokenSecret);
  // A generated secret is made now, before any transaction needs it to seal a mail.
  deps.tokenSecret().catch(() => undefined);
  // The login answer settles a due eSIM issuance with this app's SM-DP+ (jobs/issuance.ts).
  useSimBackend(db, deps.seams.simBackend);
  const app = new Hono<AppEnv>();
  if (log) app.use('*', requestLog(log));
  if (corsOrigins.length) app.use('/api/*', portalCors(corsOrigins));
  settledByApp.set(app, deps.settled);
  depsByApp.set(app, deps);
  app.use('*', securityHeaders({ providerOrigins: config.providerOrigins, https: (config.publicUrl ?? '').startsWith('https:') }));
  app.route('/', healthRoutes(db, readiness, log));
  // Everything under /api/media/ is public media (MEDIA_API): pictures, the same for everyone.
  const publicMedia = '/api/media/';
  app.use('/api/*', async (c, next) => {
    await next();
    // Personal data: no browser, proxy or service-worker cache may keep it. Public media (the same
    // pictures for everyone) sets its own caching.
    // The sandbox provider's scripts are public too (the same code for everyone).
    const isPublic = c.req.path.startsWith(publicMedia) || PROVIDER_SCRIPT_PATHS.includes(c.req.path);
    if (!isPublic || !c.res.ok) c.res.headers.set('Cache-Control', 'no-store');
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      errorResponse(c, new ApiError('E0002', { status: 413, message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` })),
  });
  // A GET or HEAD request has no body to limit; asking for one builds the whole fetch Request from
  // Node's message, which cost the hot reads a tenth of their time (docs/performance.md).
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  // Before the language routes: "sandbox" and "media" are not languages.
  app.route('/api/sandbox', sandboxRoutes(deps));
  app.route('/api', mediaRoutes());
  app.route('/api', paymentNotifyRoutes(deps));

  app.use('/api/:lng/*', async (c, next) => {
    const lng = c.req.param('lng');
    if (!(LANGUAGES as readonly string[]).includes(lng)) throw new ApiError('E0010', { message: `Unsupported language "${lng}".` });
    c.set('lng', lng as Language);
    await next();
  });
  app.route('/api/:lng', authRoutes(deps));
  app.route('/api/:lng', passwordRoutes(deps));
  app.route('/api/:lng', sessionRoutes(deps));
  app.route('/api/:lng', cardRoutes(deps));
  app.route('/api/:lng', lineRoutes(deps));
  app.route('/api/:lng', fiveGRoutes(deps));
  app.route('/api/:lng', alertRoutes(deps));
  app.route('/api/:lng', prepaidUserRoutes(deps));
  app.route('/api/:lng', profileRoutes(deps));
  app.route('/api/:lng', contentRoutes(deps));
  app.route('/api/:lng', apnRoutes(deps));
  app.route('/api/:lng', planRoutes(deps));
  app.route('/api/:lng', receiptRoutes(deps));
  app.route('/api/:lng', paymentRoutes(deps));
  app.route('/api/:lng', autoTopUpRoutes(deps));

  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return errorResponse(c, new ApiError('E0010'));
    return c.text('Not found', 404);
  });
  app.onError((err, c) => {
    const where = { req_id: c.get('reqId'), method: c.req.method, path: c.req.path };
    if (err instanceof ApiError) {
      // A provider that failed (E0056, E0057): the customer reads the code, the operator the cause.
      if (err.status >= 500) (log ?? processLog()).error({ ...where, code: err.code, err: err.cause ?? err }, 'request failed');
      return errorResponse(c, err);
    }
    // The database is restarting or out of reach: try again soon, nothing is wrong with the request.
    if (isDatabaseUnavailable(err)) {
      (log ?? processLog()).warn({ ...where, err }, 'database unavailable');
      return errorResponse(c, new ApiError('E0078', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }));
    }
    (log ?? processLog()).error({ ...where, err }, 'request failed');
    return errorResponse(c, new ApiError('E0500'));
  });
  return app;
}
