/**
 * PostgreSQL goes away under a running instance (a restart, a failover): requests answer 503 with
 * Retry-After, /readyz names the failing check and nothing of the database's address, every log
 * line is JSON (request lines and their errors with the request id), and it all heals by itself
 * when the database is back (docs/decisions/0070). The database "goes away" behind a TCP relay made
 * here: every connection cut, new ones refused; the shared PostgreSQL of the other tests is left
 * alone. PostgreSQL only (TEST_DATABASE_URL, as CI's PostgreSQL stage sets it).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { freePort, startApi, type ApiProcess } from './api-process';
import { processDb, type ProcessDb } from './process-db';

const url = process.env.TEST_DATABASE_URL;

/** A relay to the database that can be cut (every connection reset, new ones refused) and restored. */
async function databaseRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.resetAndDestroy();
        server!.close(() => resolve());
      }),
    restore: open,
    close: () => new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve())),
  };
}

describe.skipIf(!url)('PostgreSQL away and back', { timeout: 120_000 }, () => {
  let db: ProcessDb;
  let relay: Awaited<ReturnType<typeof databaseRelay>>;
  let api: ApiProcess;

  beforeAll(async () => {
    db = await processDb('away');
    const direct = new URL(db.env.DATABASE_URL!);
    relay = await databaseRelay(direct);
    const viaRelay = new URL(direct);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    api = await startApi({ DATABASE_URL: viaRelay.href, DATABASE_POOL_MAX: '4' }, 150_000, { from: 'build' });
    // Running, job engine included: an engine that cannot start at all still ends the process (main.ts).
    for (const until = Date.now() + 60_000; (await fetch(`${api.baseUrl}/readyz`)).status !== 200 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 200));
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
    await db?.drop();
  });

  it('answers 503 with Retry-After while it is away, /readyz names only the check, logs stay JSON with request ids, and it heals by itself', async () => {
    onTestFailed(() => console.info(`the server printed:\n${api.output().slice(-4000)}`));
    const login = await (
      await fetch(`${api.baseUrl}/api/en/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'prepaid@demo.test', password: DEMO_PASSWORD }),
      })
    ).json();
    const usage = (id: string) =>
      fetch(`${api.baseUrl}/api/en/cards/usage?id=${login.sc_id}&type=PREPAID`, {
        headers: { authorization: `Bearer ${login.access_token}`, 'x-request-id': id },
      });
    expect((await usage('away-before-0001')).status).toBe(200);

    await relay.cut();
    const away = await usage('away-read-0001');
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('5');
    expect(await away.json()).toEqual({ code: 'E0078', message: 'The service is briefly unavailable. Please try again in a moment.' });
    const write = await fetch(`${api.baseUrl}/api/en/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'away-write-0001' },
      body: JSON.stringify({ email: 'prepaid@demo.test', password: DEMO_PASSWORD }),
    });
    expect(write.status).toBe(503);
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    const readyText = await ready.text();
    expect(JSON.parse(readyText).checks.database).toBe('unreachable');
    // Nothing of where the database is or what the driver said.
    expect(readyText).not.toMatch(new RegExp(`127\\.0\\.0\\.1|${relay.port}|ECONN|connect|terminat`, 'i'));

    await relay.restore();
    const t0 = Date.now();
    let status = 0;
    while (Date.now() - t0 < 15_000 && (status = (await usage(`away-after-${Date.now()}`)).status) !== 200)
      await new Promise((r) => setTimeout(r, 200));
    expect(status, 'reads did not recover within 15 s of the database coming back').toBe(200);
    await expect.poll(async () => (await fetch(`${api.baseUrl}/readyz`)).status, { timeout: 15_000 }).toBe(200);

    // Every line it wrote, on stdout and stderr, is one JSON object; the failed request's lines carry its id.
    await new Promise((r) => setTimeout(r, 300));
    const lines = api
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    const notJson = lines.filter((l) => {
      try {
        return typeof JSON.parse(l) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const ofRead = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.req_id === 'away-read-0001');
    expect(ofRead).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, msg: 'database unavailable' }),
        expect.objectContaining({ msg: 'request', status: 503 }),
      ]),
    );
  });
});
