import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Receipt } from '@/contract/receipts';
import { ReceiptDocument } from '@/features/receipts/components/receipt-document';

/**
 * The printable receipt page as an accountant reads it (docs/decisions/0101, 0140): the seller, its
 * registration number, the 10 % line with its tax (as the order recorded it), and the title by
 * whether a buyer is named. Expectations written by hand, in Japanese (the legal text) and English.
 */
const receipt: Receipt = {
  payment_id: 'pi_1',
  order_number: 'PP20260401000001',
  transaction_date: Date.UTC(2026, 3, 1, 3) / 1000,
  item: { ja: 'データ 3GB', lng: 'Data 3GB' },
  payment_method: { ja: 'クレジットカード', lng: 'Credit card' },
  amount_10: 1_480,
  tax_10: 135,
  total: 1_480,
  addressee: '',
  seller: { name: '株式会社テスト通信', address: '東京都港区芝公園4-2-8', registration_number: 'T7010001234567' },
  issued_count: 0,
};

const sheet = (lng: 'ja' | 'en', addressee: string) => {
  render(<ReceiptDocument receipt={receipt} lng={lng} issueNumber={1} issuedAt={receipt.transaction_date} addressee={addressee} />);
  return within(screen.getByRole('article'));
};
/** The value a label (dt) of the sheet stands for. */
const valueOf = (s: ReturnType<typeof sheet>, label: string) => s.getByText(label, { exact: false }).closest('div')!.querySelector('dd')!;

describe('the printable receipt', () => {
  it('ja, to a named buyer: 領収書（適格請求書）, the seller, its registration number and the 10 % line', () => {
    const s = sheet('ja', '株式会社テスト商事');
    expect(s.getByRole('heading').textContent).toBe('領収書（適格請求書）');
    expect(s.getByText('株式会社テスト商事 様')).toBeTruthy();
    expect(s.getByText('株式会社テスト通信')).toBeTruthy();
    expect(s.getByText('登録番号 T7010001234567')).toBeTruthy();
    expect(valueOf(s, '10%対象（税込）').textContent).toBe('￥1,480');
    expect(valueOf(s, 'うち消費税（10%）').textContent).toBe('￥135');
  });

  it('ja, no buyer named: 上様 on a simplified qualified invoice (適格簡易請求書)', () => {
    const s = sheet('ja', '');
    expect(s.getByRole('heading').textContent).toBe('領収書（適格簡易請求書）');
    expect(s.getByText('上様')).toBeTruthy();
  });

  it('en: the same Japanese, each line with its translation beneath', () => {
    const s = sheet('en', '');
    expect(s.getByRole('heading').textContent).toBe('領収書（適格簡易請求書）Receipt (Simplified qualified invoice)');
    expect(s.getByText('株式会社テスト通信')).toBeTruthy();
    expect(s.getByText('登録番号 T7010001234567')).toBeTruthy();
    expect(s.getByText('Registration number')).toBeTruthy();
    expect(s.getByText('Subject to 10% (tax included)')).toBeTruthy();
    expect(valueOf(s, 'Subject to 10% (tax included)').textContent).toBe('￥1,480');
    expect(valueOf(s, 'of which consumption tax (10%)').textContent).toBe('￥135');
    cleanup();
    const named = sheet('en', 'ACME Japan');
    expect(named.getByRole('heading').textContent).toBe('領収書（適格請求書）Receipt (Qualified invoice)');
  });
});
