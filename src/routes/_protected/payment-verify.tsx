import { createFileRoute } from '@tanstack/react-router';
import { VerifyScreen } from '@/features/purchase/components/verify-screen';
import { orderOptions } from '@/features/purchase/api/order';
import { fetchErrorScreenSaying } from '@/routes/-fetch-error-screen';
import { PaymentSearch, requirePaymentId } from '@/routes/-purchase-access';

/** Step 2, verification (spec §2). */
export const Route = createFileRoute('/_protected/payment-verify')({
  validateSearch: PaymentSearch,
  beforeLoad: ({ search }) => ({ paymentId: requirePaymentId('/payment-verify', search) }),
  loader: ({ context: { queryClient, paymentId } }) => queryClient.ensureQueryData(orderOptions(paymentId)),
  errorComponent: fetchErrorScreenSaying('common', 'errors.tryAgain'),
  component: function RouteScreen() {
    return <VerifyScreen paymentId={Route.useRouteContext().paymentId} />;
  },
});
