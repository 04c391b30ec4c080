import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '@/lib/i18n';
import { loadTranslations } from '@/lib/screen-translations';
import { receiptOptions } from '@/features/receipts/api/receipt';
import { ReceiptScreen } from '@/features/receipts/components/receipt-screen';
import { fetchErrorScreenSaying } from '@/routes/-fetch-error-screen';
import { requireOrders } from '@/routes/-purchase-access';

/**
 * A paid order's receipt (docs/decisions/0101), reached from the order history, the completed screen
 * and the receipt mail. Loading it only reads: issuing is the customer's Print or Download.
 */
export const Route = createFileRoute('/_protected/order-history/receipt/$paymentId')({
  // Only the guard stays in the route tree (the first load); a malformed id is the API's 400.
  beforeLoad: requireOrders,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([queryClient.ensureQueryData(receiptOptions(params.paymentId, currentLanguage())), loadTranslations('receipt')]),
  errorComponent: fetchErrorScreenSaying('receipt', 'errors.failed'),
  component: function RouteScreen() {
    return <ReceiptScreen paymentId={Route.useParams().paymentId} />;
  },
});
