/**
 * SIGTERM while a push hangs on a push service that never answers (docs/decisions/0136): the
 * instance ends promptly, and the push is put back for the next instance instead of being counted
 * as a failed try. The server runs as `npm start` runs it (the build); PostgreSQL when
 * TEST_DATABASE_URL is set, else PGlite.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { openDbFromEnv } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { startApi } from '../api-process';
import { processDb, type ProcessDb } from '../process-db';

let db: ProcessDb | undefined;
afterAll(async () => {
  await db?.drop();
});

it(
  'SIGTERM with a push hanging: the process exits within 3 s, and the push waits for the next instance',
  { timeout: 240_000 },
  async () => {
    // A push service that takes the request and never answers.
    const sockets = new Set<Socket>();
    let requests = 0;
    const hang = createTcpServer((s) => {
      sockets.add(s);
      s.once('data', () => requests++);
    });
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(hang.address() as AddressInfo).port}/push/hanging`;
    try {
      db = await processDb('pushstop');
      const api = await startApi(
        { ...db.env, SHUTDOWN_DELAY_MS: '0', RATE_LIMIT_SCALE: '1000', USAGE_WATCH_INTERVAL_SECONDS: '1' },
        150_000,
        { from: 'build' },
      );
      const call = async (method: string, path: string, body: unknown, token?: string) => {
        const res = await fetch(`${api.baseUrl}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: res.status === 204 ? undefined : await res.json() };
      };
      const login = (await call('POST', '/api/en/auth/login', { email: 'prepaid@demo.test', password: DEMO_PASSWORD })).body;
      const token = login.access_token as string;
      const iccid = login.iccid as string;
      expect((await call('PUT', `/api/en/alerts/${iccid}`, { alerts: [{ kind: 'data_5', push: true, mail: false }] }, token)).status).toBe(
        200,
      );
      // A browser's subscription keys (a real P-256 point: web-push encrypts for it).
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      expect((await call('POST', '/api/en/alerts/push_subscription', { endpoint, keys }, token)).status).toBe(200);
      // All the data used: the usage watch (every second here) alerts, and the relay posts to the hanging service.
      expect((await call('POST', '/api/sandbox/usage', { iccid, used_mb: 10_000_000, rate_mb_per_day: 0 })).status).toBe(204);
      await expect.poll(() => requests, { timeout: 30_000, interval: 50 }).toBe(1);

      const t0 = performance.now();
      const code = await api.stop();
      const exitMs = performance.now() - t0;
      console.info(`exited ${exitMs.toFixed(0)} ms after SIGTERM with a push hanging`);
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(3000);

      // Not sent, not failed, not claimed, not counted as a try: the next instance sends it.
      const { db: after } = await openDbFromEnv(db.env);
      try {
        const rows = await after.query(
          `SELECT o.attempts, o.sent_at, o.failed_at, o.claimed_until, o.last_error
           FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.endpoint = $1`,
          [endpoint],
        );
        expect(rows).toEqual([{ attempts: 0, sent_at: null, failed_at: null, claimed_until: null, last_error: null }]);
      } finally {
        await after.close();
      }
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => hang.close(() => r()));
    }
  },
);
