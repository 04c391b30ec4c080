import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@/contract';
import { invoiceOf, RECEIPT_TEXT, reissueOf, type Receipt } from '@/contract/receipts';
import { japanDate } from '@/server/domain/japan-time';
import { receiptFontBytes, receiptFontkit } from './font';
import { formatYen } from '@/server/domain/money';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.38, 0.38, 0.38);
const RED = rgb(0.75, 0.1, 0.1);

/**
 * The receipt as a one-page A4 PDF. Its text is text (a subset of the receipt font embedded), so it
 * can be searched, copied and read aloud. Japanese is the legal text; in another language a smaller
 * grey translation stands under each Japanese line.
 */
export async function receiptPdf(r: Receipt, lng: Language): Promise<Uint8Array> {
  const ja = RECEIPT_TEXT.ja;
  const tr = lng === 'ja' ? undefined : RECEIPT_TEXT[lng];
  const doc = await PDFDocument.create();
  // The subset of fontkit's interface pdf-lib calls (create, layout, createSubset), typed by our own declaration.
  doc.registerFontkit(receiptFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(receiptFontBytes(), { subset: true });
  doc.setTitle(`${ja.title} ${r.order_number}`);
  doc.setAuthor(r.seller.name);
  doc.setLanguage('ja-JP');
  const page = doc.addPage(A4);
  const w = new Writer(page, font);
  const right = A4[0] - MARGIN;

  w.text(`${ja.title}（${invoiceOf(ja, r.addressee)}）`, MARGIN, 780, 22);
  if (tr) w.text(`${tr.title} (${invoiceOf(tr, r.addressee)})`, MARGIN, 760, 11, GREY);
  const reissue = reissueOf(r.issue_number ?? 1);
  if (reissue !== undefined) {
    const mark = ja.reissueNumber(reissue);
    const width = font.widthOfTextAtSize(mark, 14) + 16;
    page.drawRectangle({ x: right - width, y: 770, width, height: 26, borderColor: RED, borderWidth: 1.5 });
    w.text(mark, right - width + 8, 777, 14, RED);
    if (tr) w.textRight(tr.reissueNumber(reissue), right, 756, 9, RED);
  }

  const issued = japanDate((r.issued_at ?? r.transaction_date) * 1000);
  w.textRight(`${ja.issuedOn} ${issued}`, right, 728, 10);
  w.textRight(`${ja.orderNumber} ${r.order_number}`, right, 713, 10);
  if (tr) w.textRight(`${tr.issuedOn} / ${tr.orderNumber}`, right, 700, 8, GREY);

  const addressee = r.addressee ? `${r.addressee} ${ja.honorific}` : ja.defaultAddressee;
  w.text(addressee, MARGIN, 700, 16);
  page.drawLine({ start: { x: MARGIN, y: 694 }, end: { x: MARGIN + 280, y: 694 }, thickness: 0.8, color: INK });

  page.drawRectangle({ x: MARGIN, y: 610, width: right - MARGIN, height: 56, borderColor: INK, borderWidth: 1 });
  w.text(ja.total, MARGIN + 14, 641, 13);
  if (tr) w.text(tr.total, MARGIN + 14, 625, 9, GREY);
  w.textRight(formatYen(r.total), right - 14, 628, 24);
  w.text(ja.received, MARGIN, 590, 10.5);
  if (tr) w.text(tr.received, MARGIN, 577, 8.5, GREY);

  let y = 540;
  const row = (label: string, label2: string | undefined, value: string, value2?: string) => {
    w.text(label, MARGIN, y, 10.5);
    w.text(value, MARGIN + 150, y, 10.5);
    if (label2 || value2) {
      if (label2) w.text(label2, MARGIN, y - 13, 8, GREY);
      if (value2 && value2 !== value) w.text(value2, MARGIN + 150, y - 13, 8, GREY);
      y -= 13;
    }
    page.drawLine({ start: { x: MARGIN, y: y - 7 }, end: { x: right, y: y - 7 }, thickness: 0.3, color: GREY });
    y -= 27;
  };
  row(ja.transactionDate, tr?.transactionDate, japanDate(r.transaction_date * 1000));
  row(ja.item, tr?.item, r.item.ja, tr ? r.item.lng : undefined);
  row(ja.paymentMethod, tr?.paymentMethod, r.payment_method.ja, tr ? r.payment_method.lng : undefined);
  row(ja.subjectTo10, tr?.subjectTo10, formatYen(r.amount_10));
  row(ja.tax10, tr?.tax10, formatYen(r.tax_10));

  y -= 10;
  w.text(ja.issuer, MARGIN, y, 10.5);
  if (tr) w.text(tr.issuer, MARGIN, y - 13, 8, GREY);
  w.text(r.seller.name, MARGIN + 150, y, 12);
  w.text(r.seller.address, MARGIN + 150, y - 17, 10);
  w.text(`${ja.registrationNumber} ${r.seller.registration_number}`, MARGIN + 150, y - 34, 10.5);
  if (tr) w.text(tr.registrationNumber, MARGIN + 150, y - 47, 8, GREY);

  if (tr) w.text(tr.translationNote, MARGIN, 60, 8, GREY);
  return doc.save();
}

class Writer {
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {}
  text(s: string, x: number, y: number, size: number, color = INK) {
    this.page.drawText(s, { x, y, size, font: this.font, color });
  }
  textRight(s: string, right: number, y: number, size: number, color = INK) {
    this.text(s, right - this.font.widthOfTextAtSize(s, size), y, size, color);
  }
}
