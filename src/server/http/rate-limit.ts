import { createHash } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { ApiError } from './errors';

/**
 * Fixed-window counters kept in the database (table rate_limits, migration 007), so every API process
 * on one PostgreSQL shares them: n processes together allow the configured limit, not n times it
 * (docs/decisions/0033-login-throttling.md). One atomic upsert per rule: concurrent hits on one key
 * serialise on its row.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of the account endpoints. Each endpoint that checks a secret is limited per client
 * (address, an IPv6 /64) and per (account, address): the first stops one machine trying many
 * accounts, the second one machine trying one account. The per-account limit (many machines trying
 * one account) applies only to devices the account has never logged in from: a login sets a device
 * cookie that exempts that device, so strangers cannot lock the owner out (OWASP Authentication Cheat
 * Sheet, "device cookies"); a successful password reset clears the account's counters. Activation
 * codes are 16 characters of a 31-letter alphabet, so guessing one is hopeless at any rate; the
 * per-code limit caps the work on one code.
 */
export const RULES = {
  loginPerIpEmail: { name: 'login:ip+email', limit: 10, windowSeconds: 60 },
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: 60 },
  // Shared by login and activation_login: both check the account's password. Untrusted devices only.
  loginPerEmail: { name: 'login:email', limit: 30, windowSeconds: 15 * 60 },
  // A device cookie is a secret of its own; one stolen must not buy unlimited guesses.
  loginPerDevice: { name: 'login:device', limit: 30, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: 60 },
  registerPerEmail: { name: 'register:email', limit: 10, windowSeconds: 15 * 60 },
  // Mails register sends to one address (a link, or a notice to the owner): a flood mails it a few times.
  registerMailsPerEmail: { name: 'register_mail:email', limit: 3, windowSeconds: 15 * 60 },
  // Tokens cannot be guessed; this keeps a client from trying in bulk.
  registerConfirmPerIp: { name: 'register_confirm:ip', limit: 20, windowSeconds: 60 },
  // Each try of a link checks a password (decision 0065): a few typos, not a guessing run.
  registerConfirmPerToken: { name: 'register_confirm:token', limit: 10, windowSeconds: 15 * 60 },
  // Not a 429: past it the answer stays the same but no further mail goes out (routes/password.ts).
  // 3 mails per 15 minutes with links living an hour: the owner's inbox always holds a live link.
  forgotMailsPerEmail: { name: 'forgot:email', limit: 3, windowSeconds: 15 * 60 },
  forgotPerIp: { name: 'forgot:ip', limit: 20, windowSeconds: 15 * 60 },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: 60 },
  checkCodePerIp: { name: 'check_code:ip', limit: 20, windowSeconds: 60 },
  activationLoginPerIp: { name: 'activation_login:ip', limit: 20, windowSeconds: 60 },
  // Shared by check_code, register and activation_login: every use of one code counts.
  activationCodePerCode: { name: 'activation_code:code', limit: 20, windowSeconds: 15 * 60 },
  // The current password is checked like a login's: a stolen access token must not buy a guessing run.
  changePasswordPerUser: { name: 'change_password:user', limit: 10, windowSeconds: 60 },
  changePasswordPerIp: { name: 'change_password:ip', limit: 30, windowSeconds: 60 },
  // Each issue draws a PDF (a third of a second of CPU): plenty for a customer, not for a flood.
  receiptIssuePerUser: { name: 'receipt_issue:user', limit: 20, windowSeconds: 60 },
  // A customer turns push on for a few devices, now and then (docs/decisions/0137); each one registered
  // past the cap removes another, so a flood only churns the account's own devices: 10 per 15 minutes.
  pushSubscribePerUser: { name: 'push_subscription:user', limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly scale: number,
  ) {}

  private limitOf(rule: RateRule): number {
    return Math.max(1, Math.floor(rule.limit * this.scale));
  }

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  async hit(rule: RateRule, key: string): Promise<number> {
    const now = this.now();
    const [row] = await this.db.query<{ hits: number; window_ends: Date }>(
      `INSERT INTO rate_limits AS r (rule, key_hash, hits, window_ends) VALUES ($1, $2, 1, $3)
       ON CONFLICT (rule, key_hash) DO UPDATE SET
         hits = CASE WHEN r.window_ends <= $4 THEN 1 ELSE r.hits + 1 END,
         window_ends = CASE WHEN r.window_ends <= $4 THEN EXCLUDED.window_ends ELSE r.window_ends END
       RETURNING hits, window_ends`,
      [rule.name, digest(key), new Date(now + rule.windowSeconds * 1000), new Date(now)],
    );
    if (!row) throw new Error('rate limit upsert returned nothing');
    return row.hits > this.limitOf(rule) ? Math.max(1, Math.ceil((row.window_ends.getTime() - now) / 1000)) : 0;
  }

  /** Counts the attempt against every rule and throws 429 E0009 if any is exceeded. */
  async enforce(...checks: [RateRule, string][]): Promise<void> {
    let wait = 0;
    for (const [rule, key] of checks) wait = Math.max(wait, await this.hit(rule, key));
    if (wait > 0) throw new ApiError('E0009', { headers: { 'Retry-After': String(wait) } });
  }

  /** Forgets a key's count (a successful password reset clears the account's login counters). */
  async clear(rule: RateRule, key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE rule = $1 AND key_hash = $2', [rule.name, digest(key)]);
  }
}
