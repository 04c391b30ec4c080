import type { Db } from '@/server/db/client';

/** How long a purchase's Idempotency-Key is honoured (decision 0018); older keys start a new purchase. */
export const PURCHASE_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface PurchaseKey {
  userId: number;
  key: string;
  simId: number;
  planId: number;
  nowMs: number;
}

/**
 * What a key means for this request: `new` (the row is claimed: make the order and bind it),
 * `replay` (the first request's order) or `mismatch` (the key was used for another SIM or plan).
 */
export type KeyClaim = { kind: 'new' } | { kind: 'replay'; paymentId: string } | { kind: 'mismatch' };

/**
 * Claims the key for this purchase. Must run inside the purchase's transaction: the claim holds the
 * primary key, so a racing request with the same key waits in its INSERT until this transaction ends,
 * then finds the order (committed) or claims the key itself (rolled back, e.g. a refused purchase).
 */
export async function claimPurchaseKey(tx: Db, k: PurchaseKey): Promise<KeyClaim> {
  // The customer's expired keys go first, so an old key is a new purchase (and rows do not pile up).
  await tx.query('DELETE FROM purchase_keys WHERE user_id = $1 AND created_at < $2', [k.userId, new Date(k.nowMs - PURCHASE_KEY_TTL_MS)]);
  const claimed = await tx.query(
    `INSERT INTO purchase_keys (user_id, idempotency_key, sim_id, plan_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1`,
    [k.userId, k.key, k.simId, k.planId, new Date(k.nowMs)],
  );
  if (claimed.length > 0) return { kind: 'new' };
  const [first] = await tx.query<{ sim_id: number; plan_id: number; payment_id: string }>(
    `SELECT k.sim_id, k.plan_id, o.payment_id FROM purchase_keys k JOIN orders o ON o.id = k.order_id
      WHERE k.user_id = $1 AND k.idempotency_key = $2`,
    [k.userId, k.key],
  );
  // Always found: a committed row has its order (claim and bind share one transaction).
  if (!first) throw new Error('purchase key without its order');
  if (first.sim_id !== k.simId || first.plan_id !== k.planId) return { kind: 'mismatch' };
  return { kind: 'replay', paymentId: first.payment_id };
}

/** Ties a claimed key to the order its purchase made (same transaction as the claim). */
export async function bindPurchaseKey(tx: Db, userId: number, key: string, orderId: number): Promise<void> {
  await tx.query('UPDATE purchase_keys SET order_id = $3 WHERE user_id = $1 AND idempotency_key = $2', [userId, key, orderId]);
}
