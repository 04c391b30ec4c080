import type { BrowserContext, Request, Response } from '@playwright/test';

/**
 * Collects, for one browser context, the secrets a test handled: whatever the pages sent to or got
 * from our API (and the card provider) under a secret-looking name — tokens, emails, passwords,
 * ICCIDs, card numbers, security codes — plus anything a test adds by hand. The storage scan then
 * looks for exactly these values (DESIGN.md: no token, email or ICCID in plaintext in any storage;
 * card numbers and security codes in no storage at all).
 */
const SENT: Record<string, string> = {
  email: 'email',
  password: 'password',
  current_password: 'password',
  new_password: 'password',
  refresh_token: 'refresh token',
  token: 'reset token',
  tkn: 'card token',
  iccid: 'ICCID',
  cn: 'card number',
  cvv: 'security code',
};
/** Answers only: an APN's public `password` ("sim") is printed on screen, not a customer's secret. */
const RECEIVED: Record<string, string> = {
  access_token: 'access token',
  refresh_token: 'refresh token',
  tkn: 'card token',
  /** The saved card's provider token (payments/credit_card_show). */
  token: 'card token',
  email: 'email',
  iccid: 'ICCID',
  /** The wallet's page and the store slip's address (make payment): sealed in the session, never readable (decision 0059). */
  html_content: 'wallet page',
  smartpit_url: 'store slip address',
};

export interface Secret {
  value: string;
  kind: string;
  /** Where the test met it: "POST /api/en/auth/login request" … */
  seen: string;
}

export interface SecretWatch {
  /** A value the page never sent or received but must not store either (typed into a field, say). */
  add(value: string, kind: string): void;
  /** Every secret so far, once each; waits for response bodies still being read. */
  all(): Promise<Secret[]>;
}

type Found = (kind: string, value: string) => void;

function walk(fields: Record<string, string>, value: unknown, found: Found, key = '') {
  if (typeof value === 'string' || typeof value === 'number') {
    const kind = fields[key];
    if (kind && String(value).length > 0) found(kind, String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) walk(fields, item, found, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(fields, v, found, k);
  }
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function watchSecrets(context: BrowserContext, origin: string): SecretWatch {
  const secrets = new Map<string, Secret>();
  const pending = new Set<Promise<void>>();
  const remember =
    (seen: string): Found =>
    (kind, value) => {
      if (!secrets.has(value)) secrets.set(value, { value, kind, seen });
    };
  const ours = (url: string) => url.startsWith(`${origin}/api/`);
  const label = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

  context.on('request', (request) => {
    if (!ours(request.url())) return;
    const body = request.postData();
    walk(SENT, parseJson(body), remember(`${label(request)} request`));
    // Form posts (the wallet pages) carry decisions, not secrets; query strings neither.
  });
  context.on('response', (response: Response) => {
    if (!ours(response.url()) || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const reading = response
      .text()
      .then((text) => walk(RECEIVED, parseJson(text), remember(`${label(response.request())} response`)))
      // A body is gone once its page navigates away or closes: nothing to learn from it then.
      .catch(() => undefined);
    pending.add(reading);
    void reading.finally(() => pending.delete(reading));
  });

  return {
    add(value, kind) {
      if (value && !secrets.has(value)) secrets.set(value, { value, kind, seen: 'added by the test' });
    },
    async all() {
      await Promise.all(pending);
      return [...secrets.values()];
    },
  };
}
