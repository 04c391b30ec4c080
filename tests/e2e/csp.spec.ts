import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { expectedHeaders, strictPolicyProblems } from '../csp-rules';

/**
 * `npm start` — the command a new user runs — sends a strict CSP whose provider script
 * hosts come from its configuration, with the standard headers, on the page, its files and the API;
 * and the page it serves needs no inline script or style to work under it.
 */
const PROVIDERS = ['https://tokens.pay.example', 'https://acs.pay.example:8443'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function npmStart(env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-csp-'));
  // scripts/start.mjs is what `npm start` runs; dist/ is fresh (scripts/e2e.mjs built it).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env };
  // Its own fresh embedded database, whatever the shell points at.
  delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env: childEnv, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/landingPage`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('npm start did not answer within 60 s');
}

test('npm start: the strict policy with the configured provider hosts on every kind of response, and a page without inline code', async () => {
  const server = await npmStart({ PROVIDER_SCRIPT_ORIGINS: PROVIDERS.join(' ') });
  try {
    const html = await fetch(`${server.base}/`);
    const page = await html.text();
    const ownFiles = [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    const paths = [
      '/',
      '/topPage',
      '/login?isolated=1',
      '/sw.js',
      '/manifest.webmanifest',
      '/locales/ja/common.json',
      '/api/en/faq/list?type=1',
      '/api/en/auth/login',
      ...ownFiles,
    ];
    for (const path of paths) {
      const res = await fetch(`${server.base}${path}`);
      expect(strictPolicyProblems(res.headers.get('content-security-policy') ?? '', PROVIDERS), path).toEqual([]);
      const wanted = expectedHeaders(path, res.headers.get('content-type'));
      for (const [name, value] of Object.entries(wanted)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }

    // The sandbox gateway (wallet and store pages) is another origin, unframeable as a real one (decision 0059).
    const gateway = ((await (await fetch(`${server.base}/api/sandbox/gateway`)).json()) as { origin: string }).origin;
    expect(new URL(gateway).origin).not.toBe(new URL(server.base).origin);
    for (const path of ['/wallet/alipay/pi_none', '/smartpit/pi_none']) {
      const res = await fetch(`${gateway}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }

    // The page works under that policy: every script and style is a same-origin file.
    expect(ownFiles.length).toBeGreaterThan(1);
    expect(
      ownFiles.filter((src) => !src.startsWith('/')),
      'files from elsewhere',
    ).toEqual([]);
    expect(page.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? [], 'inline scripts').toEqual([]);
    expect(page.match(/<style\b|\sstyle=|\son[a-z]+=/gi) ?? [], 'inline styles and handlers').toEqual([]);
  } finally {
    await server.stop();
  }
});
