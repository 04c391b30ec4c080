/**
 * Production refuses to run on the sandbox's stand-ins, naming every missing seam; with the
 * test's SMTP server and the test's own modules in their place it starts, is ready, and a mail a
 * customer asks for arrives over SMTP as text + HTML. Also /healthz and /readyz of a sandbox process
 * and its graceful SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createPgliteDb } from '@/server/db/client';
import { TEST_CLIENT_IP_HEADER } from '@/server/http/client-ip';
import { startApi, type ApiProcess } from './api-process';
import { pgliteDataDirFromTemplate, validRegistration } from './harness';
import { mimeParts, mimeSubject, startSmtpSink, type SmtpSink } from './smtp-sink';

const ROOT = join(import.meta.dirname, '..', '..');
const TOKEN_SECRET = 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1Qa';
const PUBLIC_URL = 'https://portal.example.jp';
/** A customer made before the production start (no demo accounts: production refuses them). */
const CUSTOMER = { password: 'Secret123!' } as { email: string; password: string };

/** A migrated DATA_DIR with one registered customer, made through the sandbox API in this process. */
async function productionDataDir(): Promise<string> {
  const dir = await dataDir();
  const db = await createPgliteDb({ dataDir: dir });
  try {
    const app = createApp({ db, config: loadConfig({}, { rateLimitScale: 1000 }) });
    const sim = (await (
      await app.request('/api/sandbox/sims', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'physical_sim' }),
      })
    ).json()) as { activation_code: string };
    const body = validRegistration(sim.activation_code, { email: `kenji-${Date.now()}@example.jp`, password: CUSTOMER.password });
    const json = { method: 'POST', headers: { 'content-type': 'application/json', [TEST_CLIENT_IP_HEADER]: '127.0.0.1' } };
    const res = await app.request('/api/ja/auth/register', { ...json, body: JSON.stringify(body) });
    if (res.status !== 202) throw new Error(`register: ${res.status} ${await res.text()}`);
    // Two-step registration (decision 0044): the link from the sandbox mailbox, then confirm.
    const mail = await (
      await app.request(`/api/sandbox/mail?to=${encodeURIComponent(body.email as string)}`, { headers: json.headers })
    ).text();
    const token = /confirmRegistration\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    const confirmed = await app.request('/api/ja/auth/register_confirm', {
      ...json,
      body: JSON.stringify({ token, password: body.password }),
    });
    if (confirmed.status !== 201) throw new Error(`register_confirm: ${confirmed.status} ${await confirmed.text()}`);
    // The sandbox's relay marks its mail read in the mailbox as sent; none runs in this process.
    await db.query('UPDATE outbox SET sent_at = now()');
    CUSTOMER.email = body.email as string;
  } finally {
    await db.close();
  }
  return dir;
}

/** What the operator must set, one line per seam, written by hand. */
const EXPECTED_MISSING = [
  ['payment provider', 'PAYMENT_PROVIDER_MODULE'],
  ['eSIM provisioning', 'SIM_BACKEND_MODULE'],
  ['mail', 'SMTP_URL'],
  ['usage source', 'USAGE_SOURCE_MODULE'],
] as const;

function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
    for (const k of [
      'DATABASE_URL',
      'PUBLIC_URL',
      'TOKEN_SECRET',
      'SEED_DEMO',
      'PAYMENT_PROVIDER_MODULE',
      'SIM_BACKEND_MODULE',
      'SMTP_URL',
      'MAIL_MODULE',
      'USAGE_SOURCE_MODULE',
    ])
      if (!(k in env)) delete childEnv[k];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ops-startup-'));
  dirs.push(dir);
  await pgliteDataDirFromTemplate(dir);
  return dir;
}
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('production start-up', () => {
  it('with nothing configured, refuses to start and names every seam still on the sandbox', async () => {
    const { code, output } = await runToExit({ API_MODE: 'production', DATA_DIR: join(tmpdir(), 'ops-never-opened'), PORT: '0' });
    expect(code).toBe(1);
    // Every refusal its own line (PUBLIC_URL first), the seams with the others.
    expect(output).toMatch(/^Refusing to start: PUBLIC_URL is not set/m);
    for (const [label, variable] of EXPECTED_MISSING)
      expect(output).toMatch(new RegExp(`^Refusing to start: ${label}[^\\n]*${variable}`, 'm'));
    // Refused before the database was opened or a port was taken.
    expect(output).not.toContain('listening');
  });

  it('names only what is still missing', async () => {
    const { code, output } = await runToExit({
      API_MODE: 'production',
      TOKEN_SECRET,
      PUBLIC_URL,
      SMTP_URL: 'smtp://127.0.0.1:1',
      DATA_DIR: join(tmpdir(), 'ops-never-opened'),
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_PROVIDER_MODULE');
    expect(output).not.toMatch(/^Refusing to start: mail/m);
  });

  describe('with the test SMTP server and the test modules', () => {
    let smtp: SmtpSink;
    let api: ApiProcess;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      api = await startApi({
        API_MODE: 'production',
        TOKEN_SECRET,
        PUBLIC_URL,
        DATA_DIR: await productionDataDir(),
        // The embedded database in production is an exception the operator names (decision 0069).
        PRODUCTION_ALLOW: 'embedded-database',
        RECEIPT_SELLER_NAME: '株式会社テスト通信',
        RECEIPT_SELLER_ADDRESS: '東京都港区芝公園4-2-8',
        INVOICE_REGISTRATION_NUMBER: 'T7010001234567',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Portal <no-reply@portal.test>',
        PAYMENT_PROVIDER_MODULE: './tests/server/ops-seams/payment.ts',
        SIM_BACKEND_MODULE: './tests/server/ops-seams/sim-backend.ts',
        USAGE_SOURCE_MODULE: './tests/server/ops-seams/usage.ts',
      });
    }, 60_000);
    afterAll(async () => {
      await api?.stop();
      await smtp?.close();
    });

    it('starts, is ready, and uses the configured modules', async () => {
      const ready = await readyWithin(api.baseUrl);
      expect(ready.status).toBe(200);
      // No job has failed its way into the dead-letter queue (decision 0050).
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
        jobs: { deadLetters: {} },
      });
      expect(api.output()).toContain('test provider');
      expect(api.output()).toContain('test SM-DP+');
      // The payment module's script origin is allowed by the CSP, the sandbox pages are gone.
      expect(ready.headers.get('content-security-policy')).toContain("script-src 'self' https://pay.test.example");
      expect((await fetch(`${api.baseUrl}/api/sandbox/mail?to=${CUSTOMER.email}`)).status).toBe(404);
    });

    it('a password-reset mail reaches the SMTP server once, as text and HTML, in the language asked in', async () => {
      const res = await fetch(`${api.baseUrl}/api/ja/auth/forgot_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: CUSTOMER.email }),
      });
      expect(res.status).toBe(200);
      await smtp.waitFor(1);
      // A few more relay rounds: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 2500));
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail!.to).toEqual([CUSTOMER.email]);
      expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(mail!.raw).toContain('From: Portal <no-reply@portal.test>');
      expect(mimeSubject(mail!.raw)).toContain('パスワード');
      const parts = mimeParts(mail!.raw);
      expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
      // The link opens the reset page in Japanese, in both parts; the HTML one is a link.
      expect(parts['text/plain']).toMatch(/https:\/\/portal\.example\.jp\/resetPassword\?token=[\w-]+&lng=ja/);
      expect(parts['text/html']).toMatch(/<a href="[^"]*\/resetPassword\?token=[\w-]+&amp;lng=ja">/);
      expect(parts['text/html']).toContain('パスワード');
    });

    it('logs are JSON lines with request ids and never the password', async () => {
      await fetch(`${api.baseUrl}/api/en/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-ops-test-0001' },
        body: JSON.stringify({ email: CUSTOMER.email, password: CUSTOMER.password }),
      });
      await new Promise((r) => setTimeout(r, 200));
      const lines = api
        .output()
        .split('\n')
        .filter((l) => l.includes('req-ops-test-0001'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ req_id: 'req-ops-test-0001', method: 'POST', path: '/api/en/auth/login', status: 200 });
      expect(api.output()).not.toContain(CUSTOMER.password);
    });
  });
});

describe('health and shutdown of a sandbox process', () => {
  it('/healthz and /readyz answer; SIGTERM finishes a request in flight and exits 0', { timeout: 90_000 }, async () => {
    const api = await startApi({ DATA_DIR: await dataDir() });
    try {
      expect((await fetch(`${api.baseUrl}/healthz`)).status).toBe(200);
      expect((await readyWithin(api.baseUrl)).status).toBe(200);
      const inFlight = fetch(`${api.baseUrl}/api/en/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'prepaid@demo.test', password: DEMO_PASSWORD }),
      });
      await new Promise((r) => setTimeout(r, 5));
      const code = api.stop();
      expect((await inFlight).status).toBe(200);
      expect(await code).toBe(0);
      expect(api.output()).toContain('SIGTERM: shutting down');
    } finally {
      await api.kill();
    }
  });
});

/** /readyz as a load balancer polls it: the job engine starts after the listener (decision 0050). */
async function readyWithin(baseUrl: string, ms = 15_000): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await fetch(`${baseUrl}/readyz`);
    if (res.status === 200 || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}
