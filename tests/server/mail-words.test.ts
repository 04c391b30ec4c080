import { describe, expect, it } from 'vitest';
import { esimReadyMail } from '@/server/mail/esim-ready-mail';

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
