import * as v from 'valibot';
import { SimType } from './sim';

export const SandboxSimRequest = v.object({ type: SimType });
export const SandboxSimResponse = v.object({ iccid: v.string(), activation_code: v.string() });
export type SandboxSimResponse = v.InferOutput<typeof SandboxSimResponse>;
export const SandboxMail = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: v.number(),
});
export type SandboxMail = v.InferOutput<typeof SandboxMail>;
export const SandboxMailList = v.array(SandboxMail);

/**
 * `POST /api/sandbox/usage` (loopback only): a line's usage is `used_mb` now and grows from there at
 * `rate_mb_per_day` (default 0: it stays put), for tests that cross a usage threshold on purpose.
 */
export const SandboxUsageRequest = v.object({
  iccid: v.pipe(v.string(), v.regex(/^\d{10,22}$/)),
  used_mb: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000)),
  rate_mb_per_day: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))),
});
export type SandboxUsageRequest = v.InferOutput<typeof SandboxUsageRequest>;

/**
 * `POST /api/sandbox/line_status` (loopback only): the operator's backend puts a line that is set up
 * in one of these states (spec §4): a physical SIM activated, temporarily stopped, terminating or
 * terminated; an eSIM in use ('set'), unused or expired. Which ones a SIM can be in depends on its kind.
 */
export const SANDBOX_LINE_STATUSES = ['activated', 'stop', 'cancelling', 'cancelled', 'set', 'unused', 'expired'] as const;
export const SandboxLineStatusRequest = v.object({
  iccid: v.pipe(v.string(), v.regex(/^\d{10,22}$/)),
  sc_status: v.picklist(SANDBOX_LINE_STATUSES),
});
export type SandboxLineStatusRequest = v.InferOutput<typeof SandboxLineStatusRequest>;

/** `GET /api/sandbox/charges[?payment_id=]`: the sandbox provider's books, oldest charge first. */
export const SandboxChargesQuery = v.object({ payment_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))) });
export const SandboxBookEntry = v.object({
  id: v.string(),
  idempotency_key: v.string(),
  method: v.string(),
  payment_id: v.string(),
  amount: v.number(),
  currency: v.string(),
  created_at: v.number(),
  refund: v.nullable(v.object({ id: v.string(), amount: v.number(), created_at: v.number() })),
});
export type SandboxBookEntry = v.InferOutput<typeof SandboxBookEntry>;
export const SandboxBooks = v.object({ charges: v.array(SandboxBookEntry) });
export type SandboxBooks = v.InferOutput<typeof SandboxBooks>;

/** `GET /api/sandbox/mail?to=` query. */
export const SandboxMailQuery = v.object({
  to: v.pipe(v.string(), v.trim(), v.nonEmpty('Emailrequired'), v.maxLength(254), v.email('Invalidemail')),
});

/**
 * The sandbox card provider (docs/decisions/0012). Its scripts post these; they are the only requests
 * that ever carry a card number, and only to the provider, never to the portal's API.
 * Any field may be missing or malformed: the provider answers with a result code, not a 400.
 */
export const ProviderTokenRequest = v.object({
  aid: v.optional(v.string()),
  cn: v.optional(v.string()),
  /** YYMM */
  ed: v.optional(v.string()),
  fn: v.optional(v.string()),
  ln: v.optional(v.string()),
  cvv: v.optional(v.string()),
});
/** resultCode 'Success' with tkn, or an error code (E61010 declined, …) with errMsg. */
export const ProviderTokenResponse = v.object({ resultCode: v.string(), errMsg: v.optional(v.string()), tkn: v.optional(v.string()) });
export type ProviderTokenResponse = v.InferOutput<typeof ProviderTokenResponse>;
export const ProviderThreeDSRequest = v.object({
  tkn: v.optional(v.string()),
  aid: v.optional(v.string()),
  am: v.optional(v.unknown()),
  tx: v.optional(v.unknown()),
  sf: v.optional(v.unknown()),
});
export const ProviderThreeDSResponse = v.object({ resultCode: v.picklist(['Success', 'Failure']), errMsg: v.optional(v.string()) });
export type ProviderThreeDSResponse = v.InferOutput<typeof ProviderThreeDSResponse>;
/** Result codes of the sandbox provider's tokenisation. */
export const PROVIDER_RESULT_CODES = {
  success: 'Success',
  missingField: 'E61001',
  badNumber: 'E61002',
  badExpiry: 'E61003',
  badCvv: 'E61004',
  unsupportedBrand: 'E61005',
  declined: 'E61010',
} as const;
/** Wallet and convenience-store pages of the sandbox: the form field of their two buttons. */
export const SandboxDecision = v.object({ decision: v.picklist(['approve', 'decline']) });
export const SANDBOX_WALLETS = ['alipay', 'wechat', 'unionpay'] as const;
export type SandboxWallet = (typeof SANDBOX_WALLETS)[number];
