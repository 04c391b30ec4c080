import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentLanguage } from '@/lib/i18n';
import { loadTranslations } from '@/lib/screen-translations';
import { receiptOptions } from '@/features/receipts/api/receipt';
import { ReceiptScreen } from '@/features/receipts/components/receipt-screen';
import { fetchErrorScreenSaying } from '@/routes/-fetch-error-screen';
import { requireOrders } from '@/routes/-purchase-access';

const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A paid order's receipt (docs/decisions/0101), reached from the order history, the completed screen
 * and the receipt mail. Loading it only reads: issuing is the customer's Print or Download.
 */
export const Route = createFileRoute('/_protected/order-history/receipt/$paymentId')({
  beforeLoad: ({ params }) => {
    if (!PAYMENT_ID.test(params.paymentId)) throw redirect({ to: '/order-history', replace: true });
    return requireOrders();
  },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([queryClient.ensureQueryData(receiptOptions(params.paymentId, currentLanguage())), loadTranslations('receipt')]),
  errorComponent: fetchErrorScreenSaying('receipt', 'errors.failed'),
  component: function RouteScreen() {
    return <ReceiptScreen paymentId={Route.useParams().paymentId} />;
  },
});
