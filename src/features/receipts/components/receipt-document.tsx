import type { Language } from '@/contract';
import { invoiceOf, RECEIPT_TEXT, reissueOf, type Receipt } from '@/contract/receipts';
import { formatJstDate } from '@/lib/dates';
import { formatYen } from '@/lib/money';

interface Props {
  receipt: Receipt;
  lng: Language;
  /** The issue this copy is or will be: 1 is the original, later ones carry 再発行 and their count. */
  issueNumber: number;
  /** When it was issued (epoch seconds); the day it is shown, before it is. */
  issuedAt: number;
  addressee: string;
}

/**
 * The receipt as one A4 page (the PDF's layout): Japanese is the legal text, and outside Japanese
 * each line carries its translation beneath, marked with its language for screen readers.
 */
export function ReceiptDocument({ receipt: r, lng, issueNumber, issuedAt, addressee }: Props) {
  const ja = RECEIPT_TEXT.ja;
  const tr = lng === 'ja' ? undefined : RECEIPT_TEXT[lng];
  const reissue = reissueOf(issueNumber);
  const translated = (text: string | undefined) => (tr && text ? <Translation lng={lng} text={text} /> : null);
  const rows: [string, string | undefined, string, string | undefined][] = [
    [ja.transactionDate, tr?.transactionDate, formatJstDate(r.transaction_date), undefined],
    [ja.item, tr?.item, r.item.ja, r.item.lng],
    [ja.paymentMethod, tr?.paymentMethod, r.payment_method.ja, r.payment_method.lng],
    [ja.subjectTo10, tr?.subjectTo10, formatYen(r.amount_10), undefined],
    [ja.tax10, tr?.tax10, formatYen(r.tax_10), undefined],
  ];
  return (
    <article
      lang="ja"
      aria-labelledby="receipt-title"
      className="receipt-sheet mx-auto max-w-[210mm] bg-white p-6 text-slate-900 shadow-sm ring-1 ring-slate-300 sm:p-10"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="receipt-title" className="text-2xl font-bold">
          {ja.title}（{invoiceOf(ja, addressee)}）{translated(tr && `${tr.title} (${invoiceOf(tr, addressee)})`)}
        </h2>
        {reissue !== undefined && (
          <p className="rounded border-2 border-red-700 px-3 py-1 font-bold text-red-800">
            {ja.reissueNumber(reissue)}
            {translated(tr?.reissueNumber(reissue))}
          </p>
        )}
      </header>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <p className="min-w-[60%] border-b border-slate-900 pb-1 text-lg">
          {addressee ? `${addressee} ${ja.honorific}` : ja.defaultAddressee}
        </p>
        <div className="text-right text-sm">
          <dl>
            <div>
              <dt className="inline">{ja.issuedOn} </dt>
              <dd className="inline">{formatJstDate(issuedAt)}</dd>
            </div>
            <div>
              <dt className="inline">{ja.orderNumber} </dt>
              <dd className="inline">{r.order_number}</dd>
            </div>
          </dl>
          {translated(tr && `${tr.issuedOn} / ${tr.orderNumber}`)}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between border border-slate-900 px-4 py-3">
        <p>
          {ja.total}
          {translated(tr?.total)}
        </p>
        <p className="text-3xl font-bold">{formatYen(r.total)}</p>
      </div>
      <p className="mt-3 text-sm">
        {ja.received}
        {translated(tr?.received)}
      </p>
      <dl className="mt-6 divide-y divide-slate-300 text-sm">
        {rows.map(([label, labelTr, value, valueTr]) => (
          <div key={label} className="grid grid-cols-[7.5rem_1fr] gap-2 sm:grid-cols-[11rem_1fr] py-2">
            <dt>
              {label}
              {translated(labelTr)}
            </dt>
            <dd>
              {value}
              {translated(valueTr !== value ? valueTr : undefined)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid grid-cols-[7.5rem_1fr] gap-2 sm:grid-cols-[11rem_1fr] text-sm">
        <p>
          {ja.issuer}
          {translated(tr?.issuer)}
        </p>
        <address className="not-italic">
          <span className="block text-base">{r.seller.name}</span>
          <span className="block">{r.seller.address}</span>
          <span className="block">
            {ja.registrationNumber} {r.seller.registration_number}
          </span>
          {translated(tr?.registrationNumber)}
        </address>
      </div>
      {tr && (
        <p lang={lng} className="mt-8 text-xs text-slate-600">
          {tr.translationNote}
        </p>
      )}
    </article>
  );
}

function Translation({ lng, text }: { lng: Language; text: string }) {
  return (
    <span lang={lng} className="block text-xs font-normal text-slate-600">
      {text}
    </span>
  );
}
