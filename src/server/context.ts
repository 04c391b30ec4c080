import type { Context } from 'hono';
import type { Language } from '@/contract';
import type { DeviceCookieSite } from './auth/device-cookie';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './http/rate-limit';
import type { Logger } from './ops/log';
import type { Seams } from './ops/seams';

/** What every route module is built from (passed in, never imported, so each test app is separate). */
export interface Deps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  /** The outside systems (payment, eSIM provisioning, mail, usage): configured modules or the sandbox. */
  seams: Seams;
  /** The access-token key; resolved lazily because it may live in the database. */
  tokenSecret: () => Promise<string>;
  /**
   * Runs work after the answer has gone out (a reset mail: its cost must not tell whether the
   * account exists). Failures are logged. `settled()` resolves once all such work is done: the sandbox
   * mailbox waits for it, so a test reading the mail right after asking for it finds it.
   */
  later: (task: () => Promise<void>) => void;
  settled: () => Promise<void>;
  /** Where the portal runs, for the device cookie's attributes (auth/device-cookie.ts). */
  deviceCookieSite: DeviceCookieSite;
  /** Structured logs (main.ts); undefined in tests that build an app by hand (console then). */
  log?: Logger;
}

export type AppEnv = {
  Variables: {
    lng: Language;
    userId: number;
    /** The refresh-token family of the caller's login (null for tokens without the claim). */
    sessionFamily: string | null;
    /** The request id of this request's log lines (ops/log.ts requestLog), when it is logged. */
    reqId: string;
  };
};

export type AppContext = Context<AppEnv>;
