import { Hono, type Context } from 'hono';
import {
  SANDBOX_API,
  SandboxChargesQuery,
  SandboxLineStatusRequest,
  SandboxMailQuery,
  SandboxSimRequest,
  SandboxUsageRequest,
  type SandboxBooks,
  type SandboxSimResponse,
} from '@/contract';
import type { AppEnv, Deps } from '@/server/context';
import { isUniqueViolation } from '@/server/db/client';
import { insertSim, SIM_COLUMNS, type SimRow } from '@/server/domain/sims';
import { clientIp, isLoopback } from '@/server/http/client-ip';
import { ApiError } from '@/server/http/errors';
import { invalid, noQuery, readJson, readQuery } from '@/server/http/validate';
import { mailTo } from '@/server/mail/outbox';
import { newSandboxSim } from './new-sim';
import { sandboxPaymentRoutes } from './payment-routes';
import { setLineStatus } from './line-status';
import { listBooks } from './provider-books';
import { setSimulatedUsage } from './usage';

/**
 * Helpers for tests and for people trying the portal: make a fresh SIM to register with, read the
 * mail the API "sent". Mounted under /api/sandbox; in production mode every path here is a 404.
 */
export function sandboxRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', async (_c, next) => {
    if (config.mode !== 'sandbox') throw new ApiError('E0010');
    await next();
  });

  app.post(SANDBOX_API.sims.replace('sandbox', ''), async (c) => {
    noQuery(c);
    const { type } = await readJson(c, SandboxSimRequest);
    // Random numbers can collide with an existing SIM; a few tries make that vanishingly unlikely.
    for (let attempt = 0; ; attempt++) {
      try {
        const sim = await insertSim(db, newSandboxSim(type, config.now()));
        const res: SandboxSimResponse = { iccid: sim.iccid, activation_code: sim.activation_code };
        return c.json(res, 201);
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 4) throw err;
      }
    }
  });

  /** Only this machine may read the mailbox and the provider's books, whatever HOST says. */
  const onlyThisMachine = (c: Context<AppEnv>) => {
    // A request relayed by a proxy came from elsewhere even when the socket is loopback.
    if (
      !isLoopback(clientIp(c, config.trustProxy)) ||
      (config.trustProxy === 0 && (c.req.header('x-forwarded-for') || c.req.header('forwarded')))
    ) {
      throw new ApiError('E0010');
    }
  };

  app.get(SANDBOX_API.mail.replace('sandbox', ''), async (c) => {
    // Anyone's reset links are in here.
    onlyThisMachine(c);
    const { to } = readQuery(c, SandboxMailQuery, ['to']);
    // Mail written after an answer (a reset link) is in before the mailbox is read.
    await deps.settled();
    return c.json(await mailTo(db, to));
  });

  // What the provider charged and refunded, for tests to hold against our orders (decision 0062).
  app.get(SANDBOX_API.charges.replace('sandbox', ''), async (c) => {
    onlyThisMachine(c);
    const { payment_id } = readQuery(c, SandboxChargesQuery, ['payment_id']);
    const books: SandboxBooks = { charges: await listBooks(db, payment_id) };
    return c.json(books);
  });

  // A line's usage set by a test (alerts and automatic top-ups cross thresholds on purpose).
  app.post(SANDBOX_API.usage.replace('sandbox', ''), async (c) => {
    onlyThisMachine(c);
    noQuery(c);
    const { iccid, used_mb, rate_mb_per_day } = await readJson(c, SandboxUsageRequest);
    const [sim] = await db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE iccid = $1`, [iccid]);
    if (!sim) throw new ApiError('E0010');
    await setSimulatedUsage(db, sim, used_mb, rate_mb_per_day ?? 0, config.now());
    return c.body(null, 204);
  });

  // A line put in a state the operator's backend puts lines in (stopped, terminated, an eSIM unused
  // or expired), for tests of what the portal shows then; only states a SIM of its kind can be in.
  app.post(SANDBOX_API.lineStatus.replace('sandbox', ''), async (c) => {
    onlyThisMachine(c);
    noQuery(c);
    const outcome = await setLineStatus(db, await readJson(c, SandboxLineStatusRequest));
    if (outcome === 'unknown-sim') throw new ApiError('E0010');
    if (outcome === 'not-for-this-kind') throw invalid([{ field: 'sc_status', message: 'A SIM of this kind is never in this state' }]);
    if (outcome === 'not-set-up') throw invalid([{ field: 'iccid', message: 'This SIM is not set up yet (an eSIM: not issued yet)' }]);
    return c.body(null, 204);
  });

  // Where the gateway's pages are (tests and test proxies ask; customers get there by make payment).
  app.get(SANDBOX_API.gateway.replace('sandbox', ''), (c) => c.json({ origin: config.sandboxGatewayOrigin }));

  app.route('/', sandboxPaymentRoutes(deps));

  return app;
}
