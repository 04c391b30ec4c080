import { describe, expect, it } from 'vitest';
import { autoTopUpMail } from '@/server/mail/auto-topup-mail';
import { esimReadyMail } from '@/server/mail/esim-ready-mail';
import { orderEndedMail } from '@/server/mail/order-ended-mail';
import { receiptMail } from '@/server/mail/receipt-mail';
import { refundMail } from '@/server/mail/refund-mail';
import { alertWords } from '@/server/push/alert-texts';

/**
 * The Chinese screens say 发放 for an eSIM's issuance ("申请发放eSIM"), and so does the mail, never 发行.
 * One word for one thing: the customer who asked for 发放 is told it is 发放完毕.
 */
describe('zh eSIM mail', () => {
  it.each(['code', 'push'] as const)('uses the screens\u2019 word 发放 (%s)', (kind) => {
    const mail = esimReadyMail('zh', kind, { name: '李伟', iccid: '8981000000000000001', link: 'https://portal.example.jp/login' });
    expect(`${mail.subject}\n${mail.text}`).not.toContain('发行');
    expect(mail.text).toContain('已发放完毕');
  });
});

/**
 * One money format for everything the server writes (mails, pushes, the receipt): ￥3,980, as the
 * portal's screens write it, in every language. Written by hand: never ¥ (U+00A5), 円, 日元 or 3.980.
 */
describe('yen in the server’s texts', () => {
  const LANGS = ['ja', 'en', 'zh', 'tw', 'vi'] as const;
  const texts = (lng: (typeof LANGS)[number]) => {
    const alert = alertWords(lng, 'unpaid_tomorrow', { sim: '070-0000-0000', orderNumber: 'PP1', price: 3980, at: Date.UTC(2026, 3, 2) });
    return {
      'payment due tomorrow': alert.body,
      'payment received': receiptMail(lng, {
        name: 'X',
        orderNumber: 'PP1',
        plan: 'P',
        price: 3980,
        tax: 361,
        method: 'credit_card',
        paidOn: '2026/04/01',
        iccid: '89',
        expiry: null,
        link: 'https://p',
        receiptLink: 'https://p/r',
      }).text,
      refund: refundMail(lng, 'cancelled', {
        name: 'X',
        orderNumber: 'PP1',
        plan: 'P',
        amount: 3980,
        method: 'credit_card',
        refundedOn: '2026/04/01',
        link: 'https://p',
      }).text,
      'order ended at its deadline': orderEndedMail(lng, {
        name: 'X',
        orderNumber: 'PP1',
        plan: 'P',
        amount: 3980,
        method: 'smartpit',
        deadline: '2026/04/01',
        link: 'https://p/data-recharge',
      }).text,
      'automatic top-up failed': autoTopUpMail(lng, {
        name: 'X',
        problem: 'declined',
        plan: 'P',
        price: 3980,
        iccid: '89',
        turnedOff: false,
        link: 'https://p/auto-top-up',
        rechargeLink: 'https://p/data-recharge',
      }).text,
    };
  };
  it.each(LANGS)('%s', (lng) => {
    for (const [name, text] of Object.entries(texts(lng))) {
      expect(text, name).toContain('￥3,980');
      expect(text, name).not.toMatch(/¥|円|日元|日圓|yên|3\.980/);
    }
  });
});

/**
 * The Traditional Chinese screens say 核發 ("申請核發eSIM", "eSIM核發中…"), and so does the mail, never
 * 發行 (a word for issuing shares or publications): the customer who asked for 核發 is told it is 核發完成.
 */
describe('tw eSIM mail', () => {
  it.each(['code', 'push'] as const)('uses the screens\u2019 word 核發 (%s)', (kind) => {
    const mail = esimReadyMail('tw', kind, { name: '陳怡君', iccid: '8981000000000000001', link: 'https://portal.example.jp/login' });
    expect(`${mail.subject}\n${mail.text}`).not.toContain('發行');
    expect(mail.text).toContain('已核發完成');
  });
});
