import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Receipt, RECEIPT_API } from '@/contract/receipts';
import { saveBlob } from '@/lib/download';
import { request } from '@/lib/http';
import { receiptKeys } from '@/features/receipts/keys';

interface IssueInput {
  paymentId: string;
  addressee: string;
}

/** Issues the receipt for printing: the answer carries this issue's number (再発行 from the second). */
export function issueForPrint({ paymentId, addressee }: IssueInput) {
  return request(RECEIPT_API.issue, { method: 'POST', body: { payment_id: paymentId, addressee }, schema: Receipt });
}

/** Issues the receipt as a PDF, made on the server, and saves it. */
export async function downloadReceiptPdf({ paymentId, addressee, orderNumber }: IssueInput & { orderNumber: string }) {
  const blob = await request(RECEIPT_API.pdf, { method: 'POST', body: { payment_id: paymentId, addressee }, as: 'blob' });
  saveBlob(new Blob([blob as Blob], { type: 'application/pdf' }), `receipt-${orderNumber}.pdf`);
}

/** Either issue counts: the receipt read again shows the new count. */
function useIssue<I, O>(issue: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issue, onSettled: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all() }) });
}

export const useIssueForPrint = () => useIssue(issueForPrint);
export const useDownloadReceiptPdf = () => useIssue(downloadReceiptPdf);
