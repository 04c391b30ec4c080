import { randomBytes } from 'node:crypto';
import { PROVIDER_RESULT_CODES as RC, type ProviderThreeDSResponse, type ProviderTokenResponse } from '@/contract';
import { CARD_BRAND_NAMES, cardNumberError, detectBrand } from '@/contract/card-rules';
import type { Db } from '@/server/db/client';
import { JST_OFFSET_MS } from '@/server/domain/japan-time';

/**
 * The sandbox card provider: what the real provider does at its end when its scripts tokenise a card
 * and authenticate it (3-D Secure); its charges and refunds are in provider-books.ts. It is the only
 * code that ever sees a card number, and it keeps none: last 4 digits, brand, expiry, holder and the
 * test card's outcome only.
 */

/** Test cards (DESIGN.md): declined at tokenisation, and failing 3-D Secure. */
export const DECLINED_CARD = '4000000000000002';
export const FAILS_3DS_CARD = '4000000000009995';
/**
 * Cards that are saved fine (tokenised, 3-D Secure passed) but whose charges fail (docs/decisions/0112):
 * declined by the issuer, or answered with a 3-D Secure challenge only the customer can take.
 */
export const LATER_DECLINE_CARD = '4000000000000341';
export const LATER_CHALLENGE_CARD = '4000002760003184';
const LATER_CHARGES: Record<string, 'decline' | 'challenge'> = { [LATER_DECLINE_CARD]: 'decline', [LATER_CHALLENGE_CARD]: 'challenge' };
/** A token registers a payment within this time, or not at all. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export interface ProviderToken {
  token: string;
  last4: string;
  brand: string;
  exp_month: string;
  exp_year: string;
  holder: string;
  fails_3ds: boolean;
  threeds: 'pending' | 'passed' | 'failed';
  expires_at: Date;
  used_at: Date | null;
}
const TOKEN_COLUMNS = 'token, last4, brand, exp_month, exp_year, holder, fails_3ds, threeds, expires_at, used_at';

/**
 * The brand the provider records, by the same rules the portal's form uses (docs/decisions/0021):
 * undefined for a number the portal would refuse (unknown brand, wrong length, Luhn).
 */
export function brandOf(cn: string): string | undefined {
  const brand = detectBrand(cn);
  return brand && !cardNumberError(cn) ? CARD_BRAND_NAMES[brand] : undefined;
}

const fail = (resultCode: string, errMsg: string): ProviderTokenResponse => ({ resultCode, errMsg });
const text = (s: unknown) => (typeof s === 'string' ? s.trim() : '');

export async function createToken(db: Db, req: Record<string, unknown>, nowMs: number): Promise<ProviderTokenResponse> {
  const [aid, cn, ed, fn, ln, cvv] = ['aid', 'cn', 'ed', 'fn', 'ln', 'cvv'].map((k) => text(req[k]));
  if (!aid || !cn || !ed || !fn || !cvv) return fail(RC.missingField, 'Required card details are missing.');
  const numberError = cardNumberError(cn);
  if (numberError === 'InvalidCardtype') return fail(RC.unsupportedBrand, 'This card is not supported.');
  const brand = brandOf(cn);
  if (numberError || !brand) return fail(RC.badNumber, 'The card number is invalid.');
  const m = /^(\d{2})(\d{2})$/.exec(ed);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) return fail(RC.badExpiry, 'The expiry date is invalid.');
  // A card is valid through the last day of its month; "this month" is Japan's.
  const nowMonth = new Date(nowMs + JST_OFFSET_MS).toISOString().slice(2, 7).replace('-', '');
  if (`${m[1]}${m[2]}` < nowMonth) return fail(RC.badExpiry, 'The card has expired.');
  if (!/^\d{3,4}$/.test(cvv)) return fail(RC.badCvv, 'The security code is invalid.');
  if (cn === DECLINED_CARD) return fail(RC.declined, 'This card was declined.');

  const token = `tok_${randomBytes(18).toString('base64url')}`;
  await db.query(
    `INSERT INTO provider_tokens (token, last4, brand, exp_month, exp_year, holder, fails_3ds, created_at, expires_at, later_charges)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      token,
      cn.slice(-4),
      brand,
      m[2],
      `20${m[1]}`,
      `${fn} ${ln}`.trim().toUpperCase().slice(0, 100),
      cn === FAILS_3DS_CARD,
      new Date(nowMs),
      new Date(nowMs + TOKEN_TTL_MS),
      LATER_CHARGES[cn] ?? null,
    ],
  );
  return { resultCode: RC.success, tkn: token };
}

/** 3-D Secure of a fresh token; the outcome is remembered so reg_payment can insist on it. */
export async function authenticate(db: Db, token: unknown, nowMs: number): Promise<ProviderThreeDSResponse> {
  const failure: ProviderThreeDSResponse = { resultCode: 'Failure', errMsg: 'Authentication failed' };
  if (typeof token !== 'string' || token.length > 200) return failure;
  const [row] = await db.query<{ fails_3ds: boolean }>(
    `UPDATE provider_tokens SET threeds = CASE WHEN fails_3ds THEN 'failed' ELSE 'passed' END
      WHERE token = $1 AND used_at IS NULL AND expires_at > $2 AND threeds = 'pending'
      RETURNING fails_3ds`,
    [token, new Date(nowMs)],
  );
  return row && !row.fails_3ds ? { resultCode: 'Success' } : failure;
}

export type TokenRefusal = 'unknown' | 'not_authenticated';

/**
 * Takes a token for one payment registration: it must be fresh, unused and 3-D Secure authenticated.
 * One conditional UPDATE, so two registrations racing with the same token cannot both get it.
 */
export async function takeToken(db: Db, token: string, nowMs: number): Promise<ProviderToken | TokenRefusal> {
  const [row] = await db.query<ProviderToken>(
    `UPDATE provider_tokens SET used_at = $2 WHERE token = $1 AND used_at IS NULL AND expires_at > $2 AND threeds = 'passed' RETURNING ${TOKEN_COLUMNS}`,
    [token, new Date(nowMs)],
  );
  if (row) return row;
  const [known] = await db.query<ProviderToken>(`SELECT ${TOKEN_COLUMNS} FROM provider_tokens WHERE token = $1`, [token]);
  return known && known.used_at === null && known.expires_at.getTime() > nowMs ? 'not_authenticated' : 'unknown';
}
