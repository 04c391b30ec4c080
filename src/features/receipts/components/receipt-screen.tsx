import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADDRESSEE_MAX, type Receipt } from '@/contract/receipts';
import { toSupportedLanguage } from '@/contract/language';
import { ApiError } from '@/lib/api-error';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { receiptOptions } from '@/features/receipts/api/receipt';
import { useDownloadReceiptPdf, useIssueForPrint } from '@/features/receipts/api/issue-receipt';
import { ReceiptDocument } from './receipt-document';

/**
 * The one field of these requests is the addressee, and the input already stops at its length: a
 * 400 E0002 here is a character the receipt's font cannot print.
 */
const addresseeError = (error: unknown) => (error instanceof ApiError && error.code === 'E0002' ? 'AddresseeCharacters' : undefined);

/**
 * A paid order's receipt (docs/decisions/0101): the addressee, Print and Download PDF, and the receipt
 * as it will be issued. Print issues it first (counted on the server, 再発行 from the second) and
 * only then opens the browser's print dialog; printing the page without the button prints a note
 * saying so, never an uncounted copy (the print rules are in styles.css: the CSP allows no inline style).
 */
export function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const { t, i18n } = useTranslation('receipt');
  const lng = toSupportedLanguage(i18n.resolvedLanguage);
  const { data: receipt } = useSuspenseQuery(receiptOptions(paymentId, lng));
  const [addressee, setAddressee] = useState(receipt.addressee);
  const [issued, setIssued] = useState<Receipt>();
  const print = useIssueForPrint();
  const pdf = useDownloadReceiptPdf();
  useEffect(() => {
    if (issued) window.print();
  }, [issued]);
  const error = print.error ?? pdf.error;
  const fieldError = addresseeError(error);
  const shown = issued ?? receipt;
  return (
    <Page title={t('title')} intro={t('intro')}>
      <div className="receipt-controls space-y-4">
        <TextField
          label={t('addressee')}
          hint={t('addresseeHint')}
          value={addressee}
          maxLength={ADDRESSEE_MAX}
          autoComplete="organization"
          error={fieldError && t('errors.AddresseeCharacters')}
          onChange={(e) => {
            setAddressee(e.target.value);
            setIssued(undefined);
          }}
        />
        <p className="text-sm text-slate-700">
          {receipt.issued_count === 0 ? t('firstNotice') : t('reissueNotice', { count: receipt.issued_count })}
        </p>
        {!fieldError && <ApiErrorAlert error={error} fallback={t('errors.failed')} />}
        {pdf.isSuccess && <Alert tone="success">{t('downloaded')}</Alert>}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            needsConnection
            disabled={print.isPending}
            onClick={() => {
              pdf.reset();
              print.mutate({ paymentId, addressee }, { onSuccess: setIssued });
            }}
          >
            {print.isPending ? t('printing') : t('print')}
          </Button>
          <Button
            variant="secondary"
            needsConnection
            disabled={pdf.isPending}
            onClick={() => {
              print.reset();
              pdf.mutate({ paymentId, addressee, orderNumber: receipt.order_number });
            }}
          >
            {pdf.isPending ? t('downloading') : t('download')}
          </Button>
        </div>
      </div>
      <p className="receipt-print-hint hidden">{t('printHint')}</p>
      <div className={`mt-8 ${issued ? 'receipt-issued' : ''}`}>
        <ReceiptDocument
          receipt={shown}
          lng={lng}
          issueNumber={issued?.issue_number ?? receipt.issued_count + 1}
          issuedAt={issued?.issued_at ?? Math.floor(Date.now() / 1000)}
          addressee={issued ? issued.addressee : addressee.trim()}
        />
      </div>
      <Link to="/order-history" className="mt-6 inline-block text-brand-700 underline receipt-controls">
        {t('back')}
      </Link>
    </Page>
  );
}
