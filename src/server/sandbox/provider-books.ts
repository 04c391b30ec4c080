import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { ChargeLookup, PaymentMethod, PaymentNotification } from '@/server/ops/seams';
import { processLog } from '@/server/ops/log';

/**
 * The sandbox provider's books: the charges it made and the refunds it gave (migration 022). A real
 * provider is another system, so each write here is a statement of its own, never part of a
 * transaction of ours: a charge it answered for stays made when the API dies before its COMMIT.
 * Cards are charged once per idempotency key; a wallet or the store takes money once per order
 * (its payment session), whoever presses Approve how often.
 */
export const CHARGE_HELD_LINE = 'sandbox provider: holding a charge for';

export interface BookedCharge {
  id: string;
  idempotency_key: string;
  method: string;
  payment_id: string;
  amount: number;
  currency: string;
  created_at: Date;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const walletKey = (method: string, paymentId: string) => `wallet:${method}:${paymentId}`;
const COLUMNS = 'id, idempotency_key, method, payment_id, amount, currency, created_at';

async function book(
  db: Db,
  c: Omit<BookedCharge, 'id' | 'created_at'> & { token: string | null },
  nowMs: number,
): Promise<{ charge: BookedCharge; fresh: boolean }> {
  const [fresh] = await db.query<BookedCharge>(
    `INSERT INTO sandbox_charges (id, idempotency_key, method, payment_id, token, amount, currency, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
    [newId('ch'), c.idempotency_key, c.method, c.payment_id, c.token, c.amount, c.currency, new Date(nowMs)],
  );
  if (fresh) return { charge: fresh, fresh: true };
  const [first] = await db.query<BookedCharge>(`SELECT ${COLUMNS} FROM sandbox_charges WHERE idempotency_key = $1`, [c.idempotency_key]);
  return { charge: first!, fresh: false };
}

/** Why the provider refuses a charge (ops/seams.ts names them): its test cards' later charges. */
export const LATER_CHARGE_REFUSAL = { decline: 'card_declined', challenge: 'authentication_required' } as const;

/**
 * Charges a card token once per idempotency key (the same key again: the first charge). `holdMs`
 * (SANDBOX_CHARGE_DELAY_MS) makes it a slow provider that says on stdout it is holding the charge.
 * A decline reason for a token the sandbox never made, and for the test cards whose charges fail.
 */
export async function chargeCard(
  db: Db,
  req: { token: string; amount: number; currency: string; idempotencyKey: string; paymentId: string },
  nowMs: number,
  holdMs = 0,
): Promise<{ chargeId: string } | { declined: string }> {
  if (!(req.amount > 0) || !req.token.startsWith('tok_')) return { declined: 'unknown token' };
  const [card] = await db.query<{ later_charges: 'decline' | 'challenge' | null }>(
    'SELECT later_charges FROM provider_tokens WHERE token = $1',
    [req.token],
  );
  if (card?.later_charges) return { declined: LATER_CHARGE_REFUSAL[card.later_charges] };
  if (holdMs > 0) {
    processLog().info(`${CHARGE_HELD_LINE} ${holdMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  }
  const { charge } = await book(
    db,
    {
      idempotency_key: req.idempotencyKey,
      method: 'credit_card',
      payment_id: req.paymentId,
      token: req.token,
      amount: req.amount,
      currency: req.currency,
    },
    nowMs,
  );
  return { chargeId: charge.id };
}

/** The wallet or the store takes the money of one order; `fresh` false: it had already taken it. */
export function chargeWallet(db: Db, req: { method: string; paymentId: string; amount: number }, nowMs: number) {
  return book(
    db,
    {
      idempotency_key: walletKey(req.method, req.paymentId),
      method: req.method,
      payment_id: req.paymentId,
      token: null,
      amount: req.amount,
      currency: 'JPY',
    },
    nowMs,
  );
}

export async function lookupCharge(
  db: Db,
  req: { idempotencyKey: string; paymentId: string; method: PaymentMethod },
): Promise<ChargeLookup> {
  const key = req.method === 'credit_card' ? req.idempotencyKey : walletKey(req.method, req.paymentId);
  const [c] = await db.query<BookedCharge>(`SELECT ${COLUMNS} FROM sandbox_charges WHERE idempotency_key = $1`, [key]);
  return c ? { status: 'charged', chargeId: c.id, amount: c.amount, currency: c.currency } : { status: 'none' };
}

/** A full refund, once per charge: asked again (any key), the first refund. Throws for a charge it never made. */
export async function refundCharge(
  db: Db,
  req: { chargeId: string; amount: number; currency: string; idempotencyKey: string },
  nowMs: number,
): Promise<string> {
  const [charge] = await db.query<BookedCharge>(`SELECT ${COLUMNS} FROM sandbox_charges WHERE id = $1`, [req.chargeId]);
  if (!charge) throw new Error(`sandbox provider: no charge ${req.chargeId}`);
  if (req.amount !== charge.amount || req.currency !== charge.currency)
    throw new Error(`sandbox provider: ${req.chargeId} was ${charge.amount} ${charge.currency}, not ${req.amount} ${req.currency}`);
  await db.query(
    `INSERT INTO sandbox_refunds (id, charge_id, idempotency_key, amount, currency, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [newId('re'), charge.id, req.idempotencyKey, charge.amount, charge.currency, new Date(nowMs)],
  );
  const [refund] = await db.query<{ id: string }>('SELECT id FROM sandbox_refunds WHERE charge_id = $1', [charge.id]);
  return refund!.id;
}

export interface BookEntry {
  id: string;
  idempotency_key: string;
  method: string;
  payment_id: string;
  amount: number;
  currency: string;
  created_at: number;
  refund: { id: string; amount: number; created_at: number } | null;
}

/** Every charge (of one order, or all), oldest first, with its refund if it has one. */
export async function listBooks(db: Db, paymentId?: string): Promise<BookEntry[]> {
  const rows = await db.query<BookedCharge & { refund_id: string | null; refund_amount: number | null; refunded_at: Date | null }>(
    `SELECT c.id, c.idempotency_key, c.method, c.payment_id, c.amount, c.currency, c.created_at,
            r.id AS refund_id, r.amount AS refund_amount, r.created_at AS refunded_at
       FROM sandbox_charges c LEFT JOIN sandbox_refunds r ON r.charge_id = c.id
      WHERE ($1::text IS NULL OR c.payment_id = $1) ORDER BY c.created_at, c.id`,
    [paymentId ?? null],
  );
  const s = (d: Date) => Math.floor(d.getTime() / 1000);
  return rows.map((r) => ({
    id: r.id,
    idempotency_key: r.idempotency_key,
    method: r.method,
    payment_id: r.payment_id,
    amount: r.amount,
    currency: r.currency,
    created_at: s(r.created_at),
    refund: r.refund_id ? { id: r.refund_id, amount: r.refund_amount!, created_at: s(r.refunded_at!) } : null,
  }));
}

/**
 * The wallet's notification to the merchant, signed as a real provider signs it (HMAC-SHA256 of the
 * body). The key is this process's own: the sandbox hands its notifications to this API in process, so
 * a notification posted to /api/payments/notify from outside never verifies.
 */
const NOTIFY_KEY = randomBytes(32);
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const mac = (body: string) => createHmac('sha256', NOTIFY_KEY).update(body).digest();

export function signedNotification(n: PaymentNotification): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify({ payment_id: n.paymentId, method: n.method, ref: n.providerRef, amount: n.amount, currency: n.currency });
  return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: mac(body).toString('hex') }, body };
}

export function readNotification(req: { headers: Record<string, string>; body: string }): PaymentNotification | { refused: string } {
  const given = Buffer.from(req.headers[SANDBOX_SIGNATURE_HEADER] ?? '', 'hex');
  const expected = mac(req.body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'not signed by the sandbox provider' };
  const n = JSON.parse(req.body) as {
    payment_id: string;
    method: PaymentNotification['method'];
    ref: string;
    amount: number;
    currency: string;
  };
  return { paymentId: n.payment_id, method: n.method, providerRef: n.ref, amount: n.amount, currency: n.currency };
}
