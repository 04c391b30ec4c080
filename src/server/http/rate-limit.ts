import { ApiError } from './errors';

/**
 * In-memory fixed-window counters. Each API process counts on its own, so behind a load balancer
 * with n processes a client gets at most n times the limit: acceptable for slowing down password
 * guessing; a shared store (Postgres, Redis) would be the next step if it is not.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of the account endpoints. Each endpoint that checks a secret is limited per client
 * (address) and per account (email, activation code): the first stops one machine trying many
 * accounts, the second many machines trying one account. A per-account limit lets anyone slow that
 * account's logins down; it is high enough that a customer typing never meets it, and a password
 * reset (limited on its own) always stays open. Activation codes are 16 characters of a 31-letter
 * alphabet, so guessing one is hopeless at any rate; the per-code limit caps the work on one code.
 */
export const RULES = {
  loginPerIpEmail: { name: 'login:ip+email', limit: 10, windowSeconds: 60 },
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: 60 },
  // Shared by login and activation_login: both check the account's password.
  loginPerEmail: { name: 'login:email', limit: 30, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: 60 },
  registerPerEmail: { name: 'register:email', limit: 10, windowSeconds: 15 * 60 },
  forgotPerEmail: { name: 'forgot:email', limit: 5, windowSeconds: 15 * 60 },
  forgotPerIp: { name: 'forgot:ip', limit: 20, windowSeconds: 15 * 60 },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: 60 },
  checkCodePerIp: { name: 'check_code:ip', limit: 20, windowSeconds: 60 },
  activationLoginPerIp: { name: 'activation_login:ip', limit: 20, windowSeconds: 60 },
  // Shared by check_code, register and activation_login: every use of one code counts.
  activationCodePerCode: { name: 'activation_code:code', limit: 20, windowSeconds: 15 * 60 },
  // The current password is checked like a login's: a stolen access token must not buy a guessing run.
  changePasswordPerUser: { name: 'change_password:user', limit: 10, windowSeconds: 60 },
  changePasswordPerIp: { name: 'change_password:ip', limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

interface Bucket {
  resetAt: number;
  count: number;
}

const SWEEP_EVERY = 1000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private hits = 0;

  constructor(
    private readonly now: () => number,
    private readonly scale: number,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(rule: RateRule, key: string): number {
    const now = this.now();
    if (++this.hits % SWEEP_EVERY === 0) this.sweep(now);
    const id = `${rule.name}\u0000${key}`;
    let b = this.buckets.get(id);
    if (!b || b.resetAt <= now) {
      b = { resetAt: now + rule.windowSeconds * 1000, count: 0 };
      this.buckets.set(id, b);
    }
    b.count++;
    const limit = Math.max(1, Math.floor(rule.limit * this.scale));
    return b.count > limit ? Math.max(1, Math.ceil((b.resetAt - now) / 1000)) : 0;
  }

  /** Counts the attempt against every rule and throws 429 E0009 if any is exceeded. */
  enforce(...checks: [RateRule, string][]): void {
    let wait = 0;
    for (const [rule, key] of checks) wait = Math.max(wait, this.hit(rule, key));
    if (wait > 0) throw new ApiError('E0009', { headers: { 'Retry-After': String(wait) } });
  }

  private sweep(now: number): void {
    for (const [id, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(id);
  }
}
