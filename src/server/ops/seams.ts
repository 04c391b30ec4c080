import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, SimType } from '@/contract';
import type { Config } from '@/server/config';
import { ConfigError } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Logger } from './log';
import { smtpMailTransport } from '@/server/mail/smtp';
import type { MailTransport } from '@/server/mail/transport';

/**
 * The outside systems the reference API talks to, each behind a seam (docs/decisions/0039). The
 * sandbox is one implementation of each; an operator plugs in their own by naming a module in the
 * environment. A module's default export is a factory `(ctx) => seam` (sync or async). Production
 * refuses to start while any seam is still the sandbox, and says which variables are missing.
 */

export type { MailTransport, OutgoingMail } from '@/server/mail/transport';

/** What the provider tells us about the card behind a token (never the number: last 4 digits only). */
export interface CardOnFile {
  token: string;
  last4: string;
  brand: string;
  exp_month: string;
  exp_year: string;
  holder: string;
}

/** The methods paid away from the portal: the three wallets and the convenience-store slip. */
export type ExternalMethod = 'alipay' | 'wechat' | 'unionpay' | 'smartpit';
export type PaymentMethod = ExternalMethod | 'credit_card';
/** ISO 4217; the portal sells in yen only, and anything else is a mismatch. */
export type Currency = string;

/** A genuine notification, as the provider's module read it: which order, how it was paid, what was taken. */
export interface PaymentNotification {
  paymentId: string;
  method: ExternalMethod;
  /** The provider's reference of the money taken (its charge). */
  providerRef: string;
  /** In the currency's units (yen have no minor unit). */
  amount: number;
  currency: Currency;
}

/** The provider's answer about one payment: charged (with what it took), declined, or nothing happened. */
export type ChargeLookup =
  { status: 'charged'; chargeId: string; amount: number; currency: Currency } | { status: 'declined'; reason: string } | { status: 'none' };

export type RefundReason = 'cancelled' | 'deadline' | 'paid_otherwise' | 'amount_mismatch' | 'unknown_order';

/**
 * The payment provider. The card number never reaches us: the provider's own scripts (the portal
 * loads them from `scriptOrigins`) make a token in the browser and run 3-D Secure on it; we then
 * take the token for one order, charge it, and send wallet and store payments to the provider's pages.
 */
export interface PaymentProvider {
  name: string;
  /** Origins of the provider's scripts and frames, added to the CSP. */
  scriptOrigins: string[];
  /**
   * Origins of the provider's wallet and store pages (where the HTML of payPage sends its form, and
   * what that page loads): the policy of the wallet page's own document allows these and no other
   * (decision 0059). PROVIDER_PAGE_ORIGINS adds to them.
   */
  pageOrigins?: string[];
  /**
   * The provider's browser scripts the portal loads (CPToken.TokenCreate, ThreeDSAdapter.authenticate
   * interfaces) and the merchant's account id, written into every page the API serves. The variables
   * CARD_TOKEN_SCRIPT_URL, THREEDS_SCRIPT_URL, PROVIDER_ACCOUNT_ID override them. Left out (the sandbox):
   * the portal's built-in default, the sandbox's own scripts.
   */
  browserScripts?: { tokenScript: string; threeDsScript: string; accountId?: string };
  /**
   * Takes a token from the provider's scripts for one payment registration: 'unknown' when it is not
   * the provider's, expired or already taken, 'not_authenticated' when 3-D Secure has not passed.
   */
  takeToken(req: { token: string; nowMs: number }): Promise<CardOnFile | 'unknown' | 'not_authenticated'>;
  /**
   * Charges once per idempotency key: a repeated call with the same key returns the first charge. It is
   * called outside any transaction of ours, after the attempt is recorded (docs/decisions/0062). The
   * payment id is the merchant's reference of the order, as providers record it. A decline names its
   * reason; 'authentication_required' means the issuer wants the customer's own 3-D Secure answer.
   */
  charge(req: {
    token: string;
    amountYen: number;
    currency: Currency;
    idempotencyKey: string;
    paymentId: string;
  }): Promise<{ chargeId: string } | { declined: string }>;
  /**
   * What became of a payment whose answer we never got (a process killed mid-call, a timeout): by the
   * idempotency key of a card charge, or, for wallets and the store (paid at the provider's end), by
   * the order's payment id and method. The reconciliation job asks it of every attempt left open.
   */
  lookup(req: { idempotencyKey: string; paymentId: string; method: PaymentMethod }): Promise<ChargeLookup>;
  /**
   * Gives back a whole charge no order can keep (paid after cancel or deadline, twice, wrong amount).
   * Idempotent on `idempotencyKey` (`refund:<charge>`): asked again, it returns the first refund.
   */
  refund(req: {
    chargeId: string;
    amountYen: number;
    currency: Currency;
    idempotencyKey: string;
    reason: RefundReason;
  }): Promise<{ refundId: string }>;
  /**
   * Where the customer pays an unpaid order away from the portal: the slip's URL (store) or the HTML
   * that sends them to the wallet (typically a form an inline script submits). The portal runs that
   * HTML top level in a document of its own, sandboxed to an opaque origin (decision 0059). `origin`
   * is PUBLIC_URL: the customer comes back to `${origin}/ordercompleted?paymentId=…`.
   */
  payPage(req: {
    method: ExternalMethod;
    paymentId: string;
    orderNumber: string;
    amountYen: number;
    lng: Language;
    origin: string;
  }): Promise<{ url: string } | { html: string }>;
  /**
   * The provider's notification that a wallet or store payment went through (POST
   * /api/payments/notify, body and headers as received; verify its signature here), with the amount
   * and currency taken. The order is then paid through the same exactly-once path as a card, or, when
   * it can no longer be paid (cancelled, past its deadline, paid already) or the amount does not
   * match, the money is refunded through `refund` (docs/decisions/0063).
   */
  completion(req: { headers: Record<string, string>; body: string }): Promise<PaymentNotification | { refused: string }>;
}

/** eSIM provisioning, after GSMA SGP.22 ES2+: DownloadOrder reserves a profile, ConfirmOrder releases it. */
export interface SimBackend {
  name: string;
  downloadOrder(req: { iccid: string; simType: SimType; eid?: string | null }): Promise<{ iccid: string }>;
  confirmOrder(req: {
    iccid: string;
    simType: SimType;
    eid?: string | null;
    matchingId?: string;
  }): Promise<{ smdpAddress: string; matchingId: string }>;
}

/** Data used on a line, from the network (the sandbox simulates it, domain/usage.ts). */
export interface UsageSource {
  name: string;
  usedMb(req: { iccid: string; simId: number }): Promise<number | null>;
}

export interface Seams {
  mail: MailTransport;
  payment: PaymentProvider;
  simBackend: SimBackend;
  usage: UsageSource;
}

export interface SeamContext {
  db: Db;
  config: Config;
  log: Logger;
  env: Record<string, string | undefined>;
}

type SeamKey = keyof Seams;

interface SeamSpec {
  label: string;
  /** The variables that configure it, in the order they are tried. */
  vars: string[];
  methods: string[];
  howTo: string;
}

export const SEAM_SPECS: Record<SeamKey, SeamSpec> = {
  payment: {
    label: 'payment provider',
    vars: ['PAYMENT_PROVIDER_MODULE'],
    methods: ['takeToken', 'charge', 'lookup', 'refund', 'payPage', 'completion'],
    howTo: 'set PAYMENT_PROVIDER_MODULE to a module whose default export makes a PaymentProvider',
  },
  simBackend: {
    label: 'eSIM provisioning (SM-DP+, ES2+)',
    vars: ['SIM_BACKEND_MODULE'],
    methods: ['downloadOrder', 'confirmOrder'],
    howTo: 'set SIM_BACKEND_MODULE to a module whose default export makes a SimBackend',
  },
  mail: {
    label: 'mail',
    vars: ['SMTP_URL', 'MAIL_MODULE'],
    methods: ['send'],
    howTo: 'set SMTP_URL (smtp://user:pass@host:587) or MAIL_MODULE',
  },
  usage: {
    label: 'usage source',
    vars: ['USAGE_SOURCE_MODULE'],
    methods: ['usedMb'],
    howTo: 'set USAGE_SOURCE_MODULE to a module whose default export makes a UsageSource',
  },
};

/** The seams production would run on the sandbox: one line each, naming what to set. */
export function missingSeams(env: Record<string, string | undefined>): string[] {
  return (Object.keys(SEAM_SPECS) as SeamKey[])
    .filter((k) => SEAM_SPECS[k].vars.every((v) => !env[v]?.trim()))
    .map((k) => `${SEAM_SPECS[k].label}: ${SEAM_SPECS[k].howTo}`);
}

/** Throws a ConfigError listing every seam still on the sandbox; call before opening the database. */
export function assertSeamsConfigured(config: Pick<Config, 'mode'>, env: Record<string, string | undefined>): void {
  if (config.mode !== 'production') return;
  const missing = missingSeams(env);
  if (missing.length)
    throw new ConfigError(`production needs a real implementation of every outside system; missing:\n  - ${missing.join('\n  - ')}`);
}

/** A seam module's default export, imported before the database is opened (a missing file is refused first). */
type SeamFactory = (ctx: SeamContext) => unknown;
export type SeamModules = Partial<Record<SeamKey, { specifier: string; factory: SeamFactory }>>;

const MODULE_VARS: Record<SeamKey, string> = {
  payment: 'PAYMENT_PROVIDER_MODULE',
  simBackend: 'SIM_BACKEND_MODULE',
  usage: 'USAGE_SOURCE_MODULE',
  mail: 'MAIL_MODULE',
};

async function importFactory(key: SeamKey, specifier: string): Promise<SeamFactory> {
  const url = specifier.startsWith('file:')
    ? specifier
    : isAbsolute(specifier) || specifier.startsWith('.')
      ? pathToFileURL(resolve(specifier)).href
      : specifier;
  let mod: { default?: unknown };
  try {
    mod = (await import(url)) as { default?: unknown };
  } catch (err) {
    throw new ConfigError(
      `${SEAM_SPECS[key].vars.join('/')}: cannot load "${specifier}": ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`,
    );
  }
  if (typeof mod.default !== 'function') throw new ConfigError(`${specifier}: the default export must be a function (ctx) => ${key}`);
  return mod.default as SeamFactory;
}

/** Imports every module the environment names (MAIL_MODULE only without SMTP_URL); every one that fails is named. */
export async function importSeamModules(env: Record<string, string | undefined>): Promise<SeamModules> {
  const modules: SeamModules = {};
  const failures: string[] = [];
  for (const key of Object.keys(MODULE_VARS) as SeamKey[]) {
    const specifier = env[MODULE_VARS[key]]?.trim();
    if (!specifier || (key === 'mail' && env.SMTP_URL?.trim())) continue;
    try {
      modules[key] = { specifier, factory: await importFactory(key, specifier) };
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      failures.push(err.message);
    }
  }
  if (failures.length) throw new ConfigError(failures.join('\n'));
  return modules;
}

async function fromModule(key: SeamKey, specifier: string, factory: SeamFactory, ctx: SeamContext): Promise<unknown> {
  const seam = (await factory(ctx)) as Record<string, unknown> | null;
  const lacking = SEAM_SPECS[key].methods.filter((m) => typeof seam?.[m] !== 'function');
  if (!seam || lacking.length) throw new ConfigError(`${specifier}: the ${SEAM_SPECS[key].label} lacks ${lacking.join(', ')}`);
  if (typeof seam.name !== 'string') seam.name = specifier;
  return seam;
}

/**
 * Builds every seam: the configured module where one is named, else the sandbox's implementation
 * (`sandbox`, imported lazily so production never loads the sandbox's code for a configured seam).
 * `modules`: from importSeamModules (main.ts imports them before opening the database); imported
 * here when left out.
 */
export async function loadSeams(ctx: SeamContext, sandbox: () => Promise<Seams>, modules?: SeamModules): Promise<Seams> {
  const env = ctx.env;
  const imported = modules ?? (await importSeamModules(env));
  let fallback: Seams | undefined;
  const sandboxSeam = async <K extends SeamKey>(k: K): Promise<Seams[K]> => (fallback ??= await sandbox())[k];
  const pick = async <K extends SeamKey>(k: K): Promise<Seams[K]> => {
    const m = imported[k];
    return m ? ((await fromModule(k, m.specifier, m.factory, ctx)) as Seams[K]) : sandboxSeam(k);
  };
  const mail = env.SMTP_URL?.trim() ? smtpMailTransport(env.SMTP_URL.trim(), env.MAIL_FROM) : await pick('mail');
  return {
    mail,
    payment: await pick('payment'),
    simBackend: await pick('simBackend'),
    usage: await pick('usage'),
  };
}

/**
 * What a production app made without its seams gets (a test's hand-made app): every call fails
 * loudly, so nothing ever falls back to the sandbox's card provider or SM-DP+ in production.
 */
export function unconfiguredSeams(): Seams {
  const refuse = (what: SeamKey) => async (): Promise<never> => {
    throw new Error(`${SEAM_SPECS[what].label} is not configured (${SEAM_SPECS[what].vars.join(' or ')})`);
  };
  return {
    mail: { name: 'unconfigured', send: refuse('mail') },
    payment: {
      name: 'unconfigured',
      scriptOrigins: [],
      takeToken: refuse('payment'),
      charge: refuse('payment'),
      lookup: refuse('payment'),
      refund: refuse('payment'),
      payPage: refuse('payment'),
      completion: refuse('payment'),
    },
    simBackend: { name: 'unconfigured', downloadOrder: refuse('simBackend'), confirmOrder: refuse('simBackend') },
    usage: { name: 'unconfigured', usedMb: refuse('usage') },
  };
}
