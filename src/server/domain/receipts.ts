import type { Language } from '@/contract';
import type { Receipt } from '@/contract/receipts';
import type { ReceiptSeller } from '@/server/config';
import type { Db } from '@/server/db/client';
import { paymentMethodLabel } from '@/server/mail/receipt-mail';
import type { OrderRow } from './orders';
import { planName } from './plans';
import { toEpochSeconds } from './sims';

interface ReceiptRow {
  addressee: string;
  issued: number;
  last_issued_at: Date;
}

async function receiptRow(db: Db, orderId: number): Promise<ReceiptRow | undefined> {
  return (await db.query<ReceiptRow>('SELECT addressee, issued, last_issued_at FROM receipts WHERE order_id = $1', [orderId]))[0];
}

/**
 * The receipt of a paid order. It states what the order recorded: its one line at the standard rate
 * and the tax stored with it when it was made (tax.ts, docs/decisions/0100), so a receipt never
 * differs from the order's screens and its receipt mail, also for an order stored under the earlier
 * rounding rule (¥1,480 holding ¥135). Only paid orders have one: callers check.
 */
function toReceipt(order: OrderRow, row: ReceiptRow | undefined, seller: ReceiptSeller, lng: Language): Receipt {
  if (order.status !== 'paid' || !order.paid_at || !order.payment_method) throw new Error(`order ${order.id} is not paid`);
  return {
    payment_id: order.payment_id,
    order_number: order.order_number,
    transaction_date: toEpochSeconds(order.paid_at)!,
    item: { ja: planName('ja', order), lng: planName(lng, order) },
    payment_method: { ja: paymentMethodLabel('ja', order.payment_method), lng: paymentMethodLabel(lng, order.payment_method) },
    // Every plan is sold at the standard rate (tax.ts): the whole order is its 10 % line.
    amount_10: order.price,
    tax_10: order.tax,
    total: order.price,
    addressee: row?.addressee ?? '',
    seller: { name: seller.name, address: seller.address, registration_number: seller.registrationNumber },
    issued_count: row?.issued ?? 0,
  };
}

/** The receipt as it stands, issuing nothing (what the printable page shows before Print). */
export async function readReceipt(db: Db, order: OrderRow, seller: ReceiptSeller, lng: Language): Promise<Receipt> {
  return toReceipt(order, await receiptRow(db, order.id), seller, lng);
}

/**
 * Issues the receipt once more: one statement, so two tabs printing at once get numbers 1 and 2,
 * never 1 twice. The addressee given is kept for the next time.
 */
export async function issueReceipt(
  db: Db,
  order: OrderRow,
  addressee: string,
  seller: ReceiptSeller,
  lng: Language,
  nowMs: number,
): Promise<Receipt> {
  const [row] = await db.query<ReceiptRow>(
    `INSERT INTO receipts (order_id, addressee, issued, first_issued_at, last_issued_at) VALUES ($1, $2, 1, $3, $3)
     ON CONFLICT (order_id) DO UPDATE SET addressee = EXCLUDED.addressee, issued = receipts.issued + 1, last_issued_at = EXCLUDED.last_issued_at
     RETURNING addressee, issued, last_issued_at`,
    [order.id, addressee, new Date(nowMs)],
  );
  return { ...toReceipt(order, row, seller, lng), issue_number: row!.issued, issued_at: toEpochSeconds(row!.last_issued_at)! };
}
