import type { SavedCard } from '@/contract';
import type { Db } from '@/server/db/client';
import type { CardOnFile } from '@/server/ops/seams';

/** The customer's one saved card: what the provider said about its token, never the number. */
export interface SavedCardRow {
  token: string;
  last4: string;
  brand: string;
  exp_month: string;
  exp_year: string;
  holder: string;
}

export async function findSavedCard(db: Db, userId: number): Promise<SavedCardRow | undefined> {
  return (
    await db.query<SavedCardRow>('SELECT token, last4, brand, exp_month, exp_year, holder FROM saved_cards WHERE user_id = $1', [userId])
  )[0];
}

/** "credit: true": keep this card, replacing an older one (one saved card per customer). */
export async function saveCard(db: Db, userId: number, t: CardOnFile, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO saved_cards (user_id, token, last4, brand, exp_month, exp_year, holder, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, last4 = EXCLUDED.last4, brand = EXCLUDED.brand,
       exp_month = EXCLUDED.exp_month, exp_year = EXCLUDED.exp_year, holder = EXCLUDED.holder, created_at = EXCLUDED.created_at`,
    [userId, t.token, t.last4, t.brand, t.exp_month, t.exp_year, t.holder, new Date(nowMs)],
  );
}

export async function deleteSavedCard(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM saved_cards WHERE user_id = $1', [userId]);
}

export function toSavedCard(c: SavedCardRow): SavedCard {
  return {
    card_no: `**** ${c.last4}`,
    card_type: c.brand,
    expire_date_month: c.exp_month,
    expire_date_year: c.exp_year,
    credit_holder_name: c.holder,
    token: c.token,
  };
}
