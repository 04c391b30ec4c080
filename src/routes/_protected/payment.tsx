import { createFileRoute } from '@tanstack/react-router';
import { PaymentScreen } from '@/features/purchase/components/payment-screen';
import { savedCardOptions } from '@/features/purchase/api/saved-card';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';
import { PaymentSearch, requirePaymentId } from '@/routes/-purchase-access';

/** Step 2, payment registration (spec §2). */
export const Route = createFileRoute('/_protected/payment')({
  validateSearch: PaymentSearch,
  beforeLoad: ({ search }) => ({ paymentId: requirePaymentId('/payment', search) }),
  // The saved card only fills the card section: a failure to load it must not take the wallets and
  // the convenience store away with the screen (docs/decisions/0052). prefetchQuery never throws.
  loader: ({ context: { queryClient, paymentId } }) => queryClient.prefetchQuery(savedCardOptions(paymentId)),
  errorComponent: FetchErrorScreen,
  component: function RouteScreen() {
    return <PaymentScreen paymentId={Route.useRouteContext().paymentId} />;
  },
});
