import { createFileRoute } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-error';
import { CompletedScreen, EndedScreen } from '@/features/purchase/components/completed-screen';
import { orderOptions } from '@/features/purchase/api/order';
import { requireCard } from '@/routes/-current-card';
import { fetchErrorScreenSaying } from '@/routes/-fetch-error-screen';
import { PaymentSearch, requirePaymentId } from '@/routes/-purchase-access';

/** Step 3, order completed (spec §2); also where a wallet or the store sends the customer back (decision 0059). */
export const Route = createFileRoute('/_protected/ordercompleted')({
  validateSearch: PaymentSearch,
  beforeLoad: ({ search }) => ({ paymentId: requirePaymentId('/ordercompleted', search), card: requireCard() }),
  // A slip left to expire (or a wallet never paid) comes back as an ended order (409 E0030): an
  // answer to show, not a failure (decision 0061).
  loader: async ({ context: { queryClient, paymentId } }) => {
    try {
      await queryClient.ensureQueryData(orderOptions(paymentId));
      return { ended: false };
    } catch (error) {
      if (isApiError(error, 'E0030')) return { ended: true };
      throw error;
    }
  },
  errorComponent: fetchErrorScreenSaying('payment', 'errors.detailsFailed'),
  component: CompletedRoute,
});

function CompletedRoute() {
  const { ended } = Route.useLoaderData();
  const { paymentId, card } = Route.useRouteContext();
  return ended ? <EndedScreen /> : <CompletedScreen paymentId={paymentId} scId={card.scId} />;
}
