import { create } from 'fontkit';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { taxIncluded, taxLines } from '@/server/domain/tax';
import { receiptFontBytes } from '@/server/receipt/font';
import { printableJis, unprintable } from '@/server/receipt/printable';
import { receiptFixedTexts } from '@/server/receipt/texts';
import { productionRefusals } from '@/server/startup-checks';
import { outboxTo } from './customers';
import type { Harness } from './harness';
import { activeCustomer, buy, cardOrder, PLAN, useShopperHarness } from './shoppers';

describe('consumption tax in a tax-included total (spec §9: 10 %, rounded down once per order)', () => {
  // Worked by hand: total × 10 / 110, then the yen below.
  it.each([
    [0, 0],
    [1, 0],
    [10, 0],
    [11, 1],
    [109, 9],
    [110, 10],
    [550, 50],
    [1_480, 134],
    [1_650, 150],
    [2_200, 200],
    [3_980, 361],
    [4_180, 380],
    [99_999, 9_090],
  ])('¥%i holds ¥%i of tax', (total, tax) => expect(taxIncluded(total)).toBe(tax));

  it('rounds an order once, not each line: 2 × ¥1,480 holds ¥269, not 2 × ¥134', () => {
    expect(taxLines([{ amount: 1_480 }, { amount: 1_480 }])).toEqual([{ rate: 10, amount: 2_960, tax: 269 }]);
  });

  it('refuses what is not an amount in yen', () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => taxIncluded(bad)).toThrow(RangeError);
  });
});

describe('the receipt font', () => {
  const font = create(Buffer.from(receiptFontBytes()));
  it('holds every text a receipt prints in five languages, the level-1 kanji, kana and the Vietnamese letters', () => {
    const missing = new Set<string>();
    const want = [...receiptFixedTexts().join(''), ...printableJis()];
    for (let c = 0x1ea0; c <= 0x1ef9; c++) want.push(String.fromCodePoint(c));
    for (let c = 0x3041; c <= 0x3096; c++) want.push(String.fromCodePoint(c));
    for (let c = 0x30a1; c <= 0x30fa; c++) want.push(String.fromCodePoint(c));
    for (const ch of want) if (!/\p{Cc}/u.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)) missing.add(ch);
    // Of JIS X 0208 only ≒ (U+2252) is not in Noto Sans CJK JP: a symbol may lack, a letter or kanji may not.
    expect(
      [...missing].filter((ch) => /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Latin}/u.test(ch)).join(''),
      'run scripts/receipt-font.ts',
    ).toBe('');
    expect([...receiptFixedTexts().join('')].filter((ch) => missing.has(ch)).join('')).toBe('');
    // An addressee is checked against the font itself.
    expect(unprintable('株式会社テスト商事 Công ty ABC ＡＢＣ')).toEqual([]);
    expect(unprintable('𠮷野髙橋')).toEqual(['𠮷', '髙']);
  });
});

describe('the seller on receipts (configuration)', () => {
  const production = {
    API_MODE: 'production',
    TOKEN_SECRET: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1Qa',
    PUBLIC_URL: 'https://portal.example.jp',
  };
  const seller = {
    RECEIPT_SELLER_NAME: '株式会社テスト通信',
    RECEIPT_SELLER_ADDRESS: '東京都港区芝公園4-2-8',
    INVOICE_REGISTRATION_NUMBER: 'T7010001234567',
  };

  it('refuses a registration number that is not T and 13 digits, in any mode', () => {
    for (const bad of ['7010001234567', 'T701000123456', 'T70100012345678', 't7010001234567', 'T7010001234567X', 'Ｔ7010001234567']) {
      expect(() => loadConfig({ ...seller, INVOICE_REGISTRATION_NUMBER: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, ...seller, INVOICE_REGISTRATION_NUMBER: bad }), bad).toThrow(/T followed by 13 digits/);
    }
    expect(loadConfig({ ...production, ...seller }).receiptSeller).toEqual({
      name: '株式会社テスト通信',
      address: '東京都港区芝公園4-2-8',
      registrationNumber: 'T7010001234567',
    });
  });

  it('refuses half a seller, and a name the receipt cannot print', () => {
    expect(() => loadConfig({ RECEIPT_SELLER_NAME: '株式会社テスト通信' })).toThrow(/set all three/);
    expect(() => loadConfig({ ...seller, RECEIPT_SELLER_NAME: '𠮷野通信株式会社' })).toThrow(/cannot print: 𠮷/);
  });

  it('production refuses to start without one; the sandbox prints a sample seller', () => {
    const refusals = (env: Record<string, string>) => productionRefusals(loadConfig(env), env).refusals;
    expect(refusals(production)).toContainEqual(
      expect.stringMatching(/^RECEIPT_SELLER_NAME, RECEIPT_SELLER_ADDRESS and INVOICE_REGISTRATION_NUMBER are not set/),
    );
    expect(refusals({ ...production, ...seller }).filter((r) => r.includes('RECEIPT_SELLER'))).toEqual([]);
    expect(loadConfig({}).receiptSeller?.registrationNumber).toMatch(/^T\d{13}$/);
  });
});

let h: Harness;
useShopperHarness((created) => (h = created));

/** The PDF's text as a reader extracts it: proof that it is text, not a picture. */
async function pdfText(auth: { token: string }, paymentId: string, addressee: string, lng = 'ja') {
  const res = await h.app.request(`/api/${lng}/payments/receipt/pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json', 'x-test-client-ip': '127.0.0.1' },
    body: JSON.stringify({ payment_id: paymentId, addressee }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('the receipt of a paid order', () => {
  it('is issued as a PDF with the seller, amounts, tax, addressee and a counted re-issue mark; strangers get nothing', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data3);
    expect((await h.post('payments/confirm', { payment_id: pid }, me.auth)).status).toBe(200);
    h.clock.advance(60_000);

    // Read before any issue: what the page shows, nothing counted.
    const read = await h.get(`ja/payments/receipt?id=${pid}`, me.auth);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      total: 1_480,
      amount_10: 1_480,
      tax_10: 134,
      item: { ja: 'データ 3GB', lng: 'データ 3GB' },
      payment_method: { ja: 'クレジットカード' },
      addressee: '',
      issued_count: 0,
      seller: { registration_number: 'T1234567890123', name: 'サンプル通信株式会社' },
    });

    // The original, to a company.
    const first = await pdfText(me.auth, pid, '株式会社テスト商事');
    // Named buyer: a qualified invoice, with the seller, its registration number and the 10 % line (decision 0140).
    expect(first).toContain('領収書（適格請求書）');
    expect(first).toContain('サンプル通信株式会社');
    expect(first).toContain('登録番号 T1234567890123');
    expect(first).toContain('10%対象（税込）');
    expect(first).toContain('うち消費税（10%）');
    expect(first).toContain('￥1,480');
    expect(first).toContain('￥134');
    expect(first).toContain('株式会社テスト商事 様');
    expect(first).toContain(read.body.order_number);
    expect(first).toContain('2026/04/01');
    expect(first).not.toContain('再発行');

    // Printing is an issue too: the same count (decision 0101).
    const printed = await h.post('ja/payments/receipt/issue', { payment_id: pid, addressee: '株式会社テスト商事' }, me.auth);
    expect([printed.status, printed.body.issue_number, printed.body.issued_count]).toEqual([200, 2, 2]);

    // The third issue, in English, without addressee: 上様, and the re-issue mark with its count.
    const third = await pdfText(me.auth, pid, '', 'en');
    expect(third).toContain('再発行（2回目）');
    expect(third).toContain('Re-issue no. 2');
    expect(third).toContain('上様');
    // No buyer named: a simplified qualified invoice, and the seller, number and 10 % line in both languages.
    expect(third).toContain('領収書（適格簡易請求書）');
    expect(third).toContain('Receipt (Simplified qualified invoice)');
    expect(third).not.toContain('（適格請求書）');
    expect(third).toContain('サンプル通信株式会社');
    expect(third).toContain('登録番号 T1234567890123');
    expect(third).toContain('Registration number');
    expect(third).toContain('10%対象（税込）');
    expect(third).toContain('Subject to 10% (tax included)');
    expect(third).toContain('of which consumption tax (10%)');
    expect(third).toContain('￥134');

    // Another customer: as if the order did not exist, and nothing is counted.
    const stranger = await activeCustomer(h);
    expect((await h.get(`payments/receipt?id=${pid}`, stranger.auth)).body.code).toBe('E0010');
    for (const path of ['payments/receipt/pdf', 'payments/receipt/issue']) {
      const res = await h.post(path, { payment_id: pid }, stranger.auth);
      expect([res.status, res.body.code]).toEqual([404, 'E0010']);
    }
    expect((await h.get(`payments/receipt?id=${pid}`, me.auth)).body.issued_count).toBe(3);

    // Two tabs issuing at once get two numbers.
    const both = await Promise.all([1, 2].map(() => h.post('payments/receipt/issue', { payment_id: pid }, me.auth)));
    expect(both.map((r) => r.body.issue_number).sort()).toEqual([4, 5]);

    // An addressee the receipt cannot print is refused before anything is counted.
    const bad = await h.post('payments/receipt/issue', { payment_id: pid, addressee: '𠮷野商店' }, me.auth);
    expect([bad.status, bad.body.code, bad.body.issues]).toEqual([400, 'E0002', [{ field: 'addressee', message: 'AddresseeCharacters' }]]);
    const long = await h.post('payments/receipt/issue', { payment_id: pid, addressee: 'あ'.repeat(41) }, me.auth);
    expect([long.status, long.body.issues?.[0]?.field]).toEqual([400, 'addressee']);
    expect((await h.get(`payments/receipt?id=${pid}`, me.auth)).body.issued_count).toBe(5);

    // The receipt mail links to the receipt's page, in the order's language.
    const mails = await outboxTo(h.db, me.email);
    expect(mails.some((m) => m.text.includes(`/order-history/receipt/${pid}?lng=en`))).toBe(true);
  });

  it('states the tax the order recorded, also for an order stored under the earlier rounding rule (¥1,480 holding ¥135)', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data3);
    // Stored the old way (rounded to the nearest yen) before it was paid, as orders of that time are.
    await h.db.query('UPDATE orders SET tax = 135 WHERE payment_id = $1', [pid]);
    expect((await h.post('payments/confirm', { payment_id: pid }, me.auth)).body.status).toBe('paid');
    expect((await h.get(`payments?id=${pid}`, me.auth)).body).toMatchObject({ price: 1_480, tax: 135 });
    const mail = (await outboxTo(h.db, me.email)).find((m) => m.subject.startsWith('Payment received'));
    expect(mail!.text).toContain('￥135');
    const read = await h.get(`ja/payments/receipt?id=${pid}`, me.auth);
    expect(read.body).toMatchObject({ total: 1_480, amount_10: 1_480, tax_10: 135 });
    const pdf = await pdfText(me.auth, pid, '');
    expect(pdf).toContain('￥135');
    expect(pdf).not.toContain('￥134');
  });

  it('does not exist for an unpaid order (409 E0085) or a cancelled one (404 E0010)', async () => {
    const me = await activeCustomer(h);
    const unpaid = await buy(h, me, PLAN.data1);
    for (const res of [
      await h.get(`payments/receipt?id=${unpaid}`, me.auth),
      await h.post('payments/receipt/pdf', { payment_id: unpaid }, me.auth),
    ])
      expect([res.status, res.body.code]).toEqual([409, 'E0085']);
    expect((await h.post('payments/cancel', { payment_id: unpaid }, me.auth)).status).toBe(200);
    const gone = await h.post('payments/receipt/issue', { payment_id: unpaid }, me.auth);
    expect([gone.status, gone.body.code]).toEqual([404, 'E0010']);
    // Without a session: 401.
    expect((await h.get(`payments/receipt?id=${unpaid}`)).status).toBe(401);
  });
});
