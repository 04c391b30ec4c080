/**
 * Runtime settings of the reference API, read once from the environment. Everything a test needs to
 * control (the clock above all) is a plain field so `createApp` can be given a hand-made config.
 */
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/endpoint-policy';
import { unprintable } from './receipt/printable';

export type ApiMode = 'sandbox' | 'production';

export interface Config {
  /** 'sandbox' turns on /api/sandbox/* and the demo data; 'production' answers them with 404. */
  mode: ApiMode;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** How long a registration's confirmation link lives (docs/decisions/0044). */
  registrationTtlSeconds: number;
  /** HMAC key of access tokens. Undefined: one is generated and kept in the database (auth/token-secret.ts). */
  tokenSecret: string | undefined;
  /** Multiplies every rate limit; other test suites set it high so they never meet a 429. */
  rateLimitScale: number;
  /**
   * Origin put into links in mails; never taken from a request's headers (a forged Host header would
   * send reset links to the forger). Sandbox default: http://localhost:$PORT. Production refuses to
   * start without it (startup-checks.ts), so undefined only happens in hand-made test configs.
   */
  publicUrl: string | undefined;
  /** The address to listen on: HOST if set, else loopback in sandbox mode and every interface in production. */
  host: string | undefined;
  /** Seconds a login's session lives at most, however often its refresh token is rotated. */
  sessionMaxSeconds: number;
  /** Number of reverse-proxy hops whose X-Forwarded-For we believe; 0 = use the socket address. */
  trustProxy: number;
  /** Origins of the payment provider's scripts and frames, allowed by the Content-Security-Policy. */
  providerOrigins: string[];
  /**
   * Origins of the provider's wallet and store pages (PROVIDER_PAGE_ORIGINS, plus the payment module's
   * pageOrigins): the only places the wallet page's document may load from or send its form to
   * (payment-document.ts). Never added to the portal's own policy.
   */
  providerPageOrigins: string[];
  /**
   * Sandbox only: the origin of the sandbox gateway's wallet and store pages (sandbox/gateway.ts), on a
   * port of its own so that, as a real gateway, it is another origin than the portal's.
   * SANDBOX_GATEWAY_URL, else PUBLIC_URL's host on SANDBOX_GATEWAY_PORT (default PORT + 1); main.ts
   * moves it to a free port when that one is taken.
   */
  sandboxGatewayOrigin: string;
  /**
   * Seconds from an eSIM request to its profile being issued (SANDBOX_ISSUANCE_SECONDS). The
   * reference API stands in for the provider, whose real issuance takes 10 to 20 minutes.
   */
  issuanceSeconds: number;
  /**
   * Seconds from a 5G option request to the option being on (FIVEG_ACTIVATION_SECONDS). The
   * reference API stands in for the network, which switches the line over with some delay.
   */
  fiveGActivationSeconds: number;
  /**
   * Sandbox only (SANDBOX_CHARGE_DELAY_MS, default 0): the sandbox card provider holds every charge
   * this long before it books it, and says so on stdout: a slow provider, for fault-injection tests
   * (tests/server/kill-mid-payment.test.ts). Production mode refuses it.
   */
  sandboxChargeDelayMs: number;
  /**
   * How old an open payment attempt must be before the reconciliation job asks the provider about it
   * (PAYMENT_RECONCILE_AFTER_SECONDS, default 300). A request calls the provider only in the first
   * third of it and gives up waiting after another third, so an attempt this old has no call of ours
   * still on its way (docs/decisions/0062).
   */
  paymentReconcileAfterMs: number;
  /**
   * Sandbox only (SANDBOX_PAYMENT_PAUSE=<point>:<ms>): a card payment stops this long at one point
   * (before the provider call, after the provider charged, before our COMMIT) and says so on stdout,
   * for the fault-injection test to SIGKILL it there. Production mode refuses it.
   */
  sandboxPaymentPause: { at: PaymentPausePoint; ms: number } | undefined;
  /**
   * Web Push's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). Undefined: the sandbox
   * makes a pair and keeps it in the database (push/vapid.ts); production offers mail alerts only.
   */
  vapid: VapidKeys | undefined;
  /**
   * The seller on receipts (RECEIPT_SELLER_NAME, RECEIPT_SELLER_ADDRESS, INVOICE_REGISTRATION_NUMBER:
   * the qualified-invoice registration number, T and 13 digits). The sandbox prints a sample seller;
   * production refuses to start without all three (startup-checks.ts).
   */
  receiptSeller: ReceiptSeller | undefined;
  /**
   * How often the usage-watch sweep asks the usage source about every line in use, records the figure
   * per day and acts on thresholds (USAGE_WATCH_INTERVAL_SECONDS, default 300).
   */
  usageWatchIntervalMs: number;
  /**
   * The push services the API posts pushes to (PUSH_SERVICE_HOSTS; default: the browsers' own,
   * push/endpoint-policy.ts): host names, or `*.domain` for its subdomains. A subscription elsewhere
   * is refused (E0091), and so is a push to it (docs/decisions/0135).
   */
  pushServiceHosts: string[];
  /** SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS: how a SIGTERM drains the instance (ops/serve.ts). */
  shutdown: ShutdownTimes;
  /** Milliseconds since the epoch. Injected so tests can move time (token expiry, usage, limits). */
  now: () => number;
}

export interface ShutdownTimes {
  /**
   * SHUTDOWN_DELAY_MS: after SIGTERM, how long the listener stays open (and /readyz says 503) for a
   * load balancer to take the instance out of its rotation. Undefined when not set: ops/serve.ts
   * decides (docs/decisions/0146).
   */
  delayMs: number | undefined;
  /** SHUTDOWN_TIMEOUT_MS: then, how long requests in flight get before the process exits anyway. */
  graceMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownTimes = { delayMs: undefined, graceMs: 10_000 };

/** SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS (docs/operations.md): whole milliseconds. */
export function shutdownTimes(env: Env): ShutdownTimes {
  const problems = new SettingsProblems();
  const ms = (name: string) =>
    problems.read(() => {
      const raw = env[name];
      if (raw === undefined || raw === '') return undefined;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
      return n;
    }, undefined);
  const times = { delayMs: ms('SHUTDOWN_DELAY_MS'), graceMs: ms('SHUTDOWN_TIMEOUT_MS') ?? DEFAULT_SHUTDOWN.graceMs };
  if (problems.list.length) throw new ConfigError(problems.list.join('\n'));
  return times;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services can reach the operator at (RFC 8292). */
  subject: string;
}

/** Both keys or neither; a subject is needed with them (the public URL stands in for it). */
function vapidKeys(env: Env, publicUrl: string | undefined): VapidKeys | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  // P-256: an uncompressed public point is 65 bytes, the private scalar 32 (base64url).
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)');
  if (!/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)');
  const subject = env.VAPID_SUBJECT?.trim() || publicUrl;
  if (!subject || !/^(mailto:|https:\/\/)/.test(subject))
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: address (or set an https PUBLIC_URL)');
  return { publicKey, privateKey, subject };
}

/** A setting that cannot be used as given; its message is the one line an operator reads. */
export class ConfigError extends Error {}

/**
 * What is wrong with the settings, all of it: each check's ConfigError is noted here and the setting
 * takes a fallback, so that a start lists every problem at once, one line each, instead of the first
 * one hiding the rest (docs/decisions/0147). Every setting is read through `read` (a new one too);
 * a ConfigError thrown outside it stops the reading there and reports that one alone.
 */
export class SettingsProblems {
  private readonly lines: string[] = [];

  /** `parse()`'s value; when it throws a ConfigError, `fallback`, with the problem noted. */
  read<T>(parse: () => T, fallback: T): T {
    try {
      return parse();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      this.note(err.message);
      return fallback;
    }
  }

  /** A problem found otherwise; each line once (two settings may rest on one malformed variable). */
  note(message: string): void {
    for (const line of message.split('\n')) if (line.trim() && !this.lines.includes(line)) this.lines.push(line);
  }

  get list(): readonly string[] {
    return this.lines;
  }
}

export interface ReceiptSeller {
  name: string;
  address: string;
  registrationNumber: string;
}

/** What the sandbox prints: the sample seller of the legal pages, with a registration number that is plainly a sample. */
export const SAMPLE_RECEIPT_SELLER: ReceiptSeller = {
  name: 'サンプル通信株式会社',
  address: '〒100-0001 東京都千代田区千代田1-1-1 サンプルビル5階',
  registrationNumber: 'T1234567890123',
};

/** 適格請求書発行事業者登録番号: T and 13 digits (a company's corporate number, or a number of its own for a sole trader). */
export const REGISTRATION_NUMBER = /^T\d{13}$/;

function receiptSeller(env: Env, mode: ApiMode, problems: SettingsProblems): ReceiptSeller | undefined {
  const name = env.RECEIPT_SELLER_NAME?.trim();
  const address = env.RECEIPT_SELLER_ADDRESS?.trim();
  const registrationNumber = env.INVOICE_REGISTRATION_NUMBER?.trim();
  let usable = true;
  if (registrationNumber && !REGISTRATION_NUMBER.test(registrationNumber)) {
    problems.note(`INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits (e.g. T1234567890123), got "${registrationNumber}"`);
    usable = false;
  }
  for (const [key, value] of [
    ['RECEIPT_SELLER_NAME', name],
    ['RECEIPT_SELLER_ADDRESS', address],
  ] as const) {
    const bad = value ? unprintable(value) : [];
    if (bad.length) {
      problems.note(`${key} has characters the receipt font cannot print: ${bad.join(' ')}`);
      usable = false;
    }
  }
  if (name && address && registrationNumber) return usable ? { name, address, registrationNumber } : undefined;
  if (name || address || registrationNumber) {
    problems.note('RECEIPT_SELLER_NAME, RECEIPT_SELLER_ADDRESS and INVOICE_REGISTRATION_NUMBER go together: set all three');
    return undefined;
  }
  return mode === 'sandbox' ? SAMPLE_RECEIPT_SELLER : undefined;
}

/** Where SANDBOX_PAYMENT_PAUSE can stop a payment: the three points a crash can fall between. */
export const PAYMENT_PAUSE_POINTS = ['before-call', 'after-charge', 'before-commit'] as const;
export type PaymentPausePoint = (typeof PAYMENT_PAUSE_POINTS)[number];

function paymentPause(env: Env): Config['sandboxPaymentPause'] {
  const raw = env.SANDBOX_PAYMENT_PAUSE?.trim();
  if (!raw) return undefined;
  const m = /^([a-z-]+):(\d{1,7})$/.exec(raw);
  if (!m || !(PAYMENT_PAUSE_POINTS as readonly string[]).includes(m[1]!)) {
    throw new ConfigError(`SANDBOX_PAYMENT_PAUSE must be <point>:<ms> with point one of ${PAYMENT_PAUSE_POINTS.join(', ')}, got "${raw}"`);
  }
  return { at: m[1] as PaymentPausePoint, ms: Number(m[2]) };
}

type Env = Record<string, string | undefined>;

// --- Web Push: where pushes may go (docs/decisions/0135) ---

/** A DNS name of two labels or more, or `*.` and one; never an IP address (the relay connects to names only). */
const PUSH_HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

function pushServiceHosts(env: Env): string[] {
  const raw = env.PUSH_SERVICE_HOSTS?.trim();
  if (!raw) return [...DEFAULT_PUSH_SERVICE_HOSTS];
  const hosts = raw
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const h of hosts) {
    if (!PUSH_HOST.test(h) || isIP(h.replace(/^\*\./, '')))
      throw new ConfigError(`PUSH_SERVICE_HOSTS: "${h}" is not a host name like fcm.googleapis.com or *.notify.windows.com`);
  }
  return hosts;
}

// ---

const DAY = 24 * 60 * 60;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function nonNegativeInt(env: Env, name: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return n;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return n;
}

/** An origin goes verbatim into a CSP header, so anything but scheme://host[:port] is refused. */
function origins(env: Env, name: string): string[] {
  const list = (env[name] ?? '').split(/\s+/).filter(Boolean);
  for (const o of list) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o))
      throw new ConfigError(`${name}: "${o}" is not an origin like https://pay.example.com`);
  }
  return list;
}

function publicUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError('PUBLIC_URL must be http(s)');
  // Keep a path prefix (the portal may live under /portal) but never a trailing slash.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Where the sandbox gateway lives: SANDBOX_GATEWAY_URL, else PUBLIC_URL's host on its own port. */
function sandboxGatewayOrigin(env: Env, publicUrl: string | undefined): string {
  const [explicit] = origins(env, 'SANDBOX_GATEWAY_URL');
  if (explicit) return explicit;
  const port = env.SANDBOX_GATEWAY_PORT ? Number(env.SANDBOX_GATEWAY_PORT) : Number(env.PORT || 3000) + 1;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`SANDBOX_GATEWAY_PORT must be a port number, got "${env.SANDBOX_GATEWAY_PORT}"`);
  const base = new URL(publicUrl ?? `http://localhost:${env.PORT || 3000}`);
  return `${base.protocol}//${base.hostname}:${port}`;
}

/** Estimated guesses (log10) under which a secret counts as made by a person: ~86 bits. */
const MIN_SECRET_GUESSES_LOG10 = 26;

/**
 * zxcvbn's estimate of how many guesses a secret takes: it finds dictionary words, sequences,
 * keyboard walks and repeats (`Password1234567890Password!@#$%^`: 10^12). Loaded only when a
 * production secret is checked: its dictionaries take a quarter of a second to unpack.
 */
function guessesLog10(secret: string): number {
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }).check(secret).guessesLog10;
}

/**
 * Why a secret is too weak to sign tokens, or undefined. Length alone is not enough: 32 × "a" is 32
 * characters. A random key (base64 or hex) has many distinct characters, no short period, and no
 * words or patterns a cracker tries first (random 32-character keys score 10^28 and more).
 */
export function secretWeakness(secret: string): string | undefined {
  if (secret.length < 32) return 'must be at least 32 characters';
  if (new Set(secret).size < 10) return 'uses fewer than 10 different characters';
  for (let p = 1; p <= 16; p++) {
    let repeats = true;
    for (let i = p; i < secret.length && repeats; i++) repeats = secret[i] === secret[i - p];
    if (repeats) return `repeats a pattern of ${p} characters`;
  }
  const guesses = guessesLog10(secret);
  if (guesses < MIN_SECRET_GUESSES_LOG10)
    return `is made of words, sequences or keyboard patterns (about 10^${Math.floor(guesses)} guesses)`;
  return undefined;
}

/** DATABASE_POOL_MAX is read by db/client.ts; checked here so a bad value is refused before anything opens. */
function checkDatabaseSettings(env: Env): void {
  if (!env.DATABASE_URL?.trim()) return;
  positiveInt(env, 'DATABASE_POOL_MAX', 10);
  let url: URL;
  try {
    url = new URL(env.DATABASE_URL.trim());
  } catch {
    throw new ConfigError('DATABASE_URL is not a URL like postgres://user:password@host:5432/portal');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new ConfigError(`DATABASE_URL must start with postgres://, got ${url.protocol}//`);
}

/** SMTP_URL is the mail seam's (mail/smtp.ts); a typo would otherwise surface as the first mail failing. */
function checkSmtpUrl(env: Env): void {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError('SMTP_URL is not an SMTP URL like smtp://user:password@mail.example.jp:587 (or smtps:// for port 465)');
  }
}

/**
 * The settings from the environment; a malformed one throws a ConfigError naming every problem found
 * (one per line). Start-up reads them with `readConfig` and prints those lines with the rest.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems = new SettingsProblems();
  const config = readConfig(env, overrides, problems);
  if (problems.list.length) throw new ConfigError(problems.list.join('\n'));
  return config;
}

/**
 * The settings from the environment, every problem noted in `problems` (each malformed setting takes
 * its default meanwhile: the config is only good when `problems` stays empty).
 */
export function readConfig(env: Env, overrides: Partial<Config>, problems: SettingsProblems): Config {
  const read = <T>(parse: () => T, fallback: T) => problems.read(parse, fallback);
  const rawMode = env.API_MODE ?? 'sandbox';
  const mode: ApiMode = read(() => {
    if (rawMode !== 'sandbox' && rawMode !== 'production')
      throw new ConfigError(`API_MODE must be sandbox or production, got "${rawMode}"`);
    return rawMode;
  }, 'sandbox');
  const tokenSecret = env.TOKEN_SECRET || undefined;
  // A short or patterned HMAC key can be brute-forced offline from one captured token.
  if (tokenSecret !== undefined && mode === 'production') {
    const weakness = secretWeakness(tokenSecret);
    if (weakness) problems.note(`TOKEN_SECRET ${weakness}; generate one with: openssl rand -base64 48`);
  }
  read(() => checkDatabaseSettings(env), undefined);
  read(() => checkSmtpUrl(env), undefined);
  const trustProxy = read(() => {
    const trust = env.TRUST_PROXY ?? '0';
    const hops = trust === 'true' ? 1 : Number(trust);
    if (!Number.isInteger(hops) || hops < 0) throw new ConfigError(`TRUST_PROXY must be 0, 1 or a hop count, got "${trust}"`);
    return hops;
  }, 0);
  const givenPublicUrl = read(() => publicUrl(env), undefined);
  return {
    mode,
    accessTokenTtlSeconds: read(() => positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900), 900),
    refreshTokenTtlSeconds: read(() => positiveInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * DAY), 30 * DAY),
    resetTokenTtlSeconds: read(() => positiveInt(env, 'RESET_TOKEN_TTL_SECONDS', 3600), 3600),
    registrationTtlSeconds: read(() => positiveInt(env, 'REGISTRATION_TTL_SECONDS', 86400), 86400),
    tokenSecret,
    rateLimitScale: read(() => positiveNumber(env, 'RATE_LIMIT_SCALE', 1), 1),
    publicUrl: givenPublicUrl ?? (mode === 'sandbox' ? `http://localhost:${env.PORT || 3000}` : undefined),
    host: env.HOST || (mode === 'sandbox' ? '127.0.0.1' : undefined),
    sessionMaxSeconds: read(() => positiveInt(env, 'SESSION_MAX_SECONDS', 90 * DAY), 90 * DAY),
    trustProxy,
    providerOrigins: read(() => origins(env, 'PROVIDER_SCRIPT_ORIGINS'), []),
    providerPageOrigins: read(() => origins(env, 'PROVIDER_PAGE_ORIGINS'), []),
    sandboxGatewayOrigin: read(() => sandboxGatewayOrigin(env, givenPublicUrl), `http://localhost:${Number(env.PORT || 3000) + 1}`),
    issuanceSeconds: read(() => positiveInt(env, 'SANDBOX_ISSUANCE_SECONDS', 20), 20),
    fiveGActivationSeconds: read(() => positiveInt(env, 'FIVEG_ACTIVATION_SECONDS', 60), 60),
    // Production refuses these with every other sandbox setting (startup-checks.ts).
    sandboxChargeDelayMs: read(() => nonNegativeInt(env, 'SANDBOX_CHARGE_DELAY_MS'), 0),
    paymentReconcileAfterMs: read(() => positiveInt(env, 'PAYMENT_RECONCILE_AFTER_SECONDS', 300), 300) * 1000,
    sandboxPaymentPause: read(() => paymentPause(env), undefined),
    vapid: read(() => vapidKeys(env, givenPublicUrl), undefined),
    receiptSeller: receiptSeller(env, mode, problems),
    usageWatchIntervalMs: read(() => positiveInt(env, 'USAGE_WATCH_INTERVAL_SECONDS', 300), 300) * 1000,
    pushServiceHosts: read(() => pushServiceHosts(env), [...DEFAULT_PUSH_SERVICE_HOSTS]),
    shutdown: read(() => shutdownTimes(env), DEFAULT_SHUTDOWN),
    now: () => Date.now(),
    ...overrides,
  };
}
