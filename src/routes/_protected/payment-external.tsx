import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';
import { ExternalScreen } from '@/features/purchase/components/external-screen';
import { PaymentSearch, requirePaymentId } from '@/routes/-purchase-access';

/**
 * Spec §2 payment-external: the stored wallet page or store slip, opened in this tab (decisions
 * 0022, 0059); without one, /unauth.
 */
export const Route = createFileRoute('/_protected/payment-external')({
  validateSearch: PaymentSearch,
  beforeLoad: ({ search }) => {
    const paymentId = requirePaymentId('/payment-external', search);
    const { html_content: html, smartpit_url: slip } = getSession();
    if (!html && !slip) throw redirect({ to: '/unauth', replace: true });
    return { html, slip, paymentId };
  },
  component: function RouteScreen() {
    const { html, slip, paymentId } = Route.useRouteContext();
    return <ExternalScreen paymentId={paymentId} html={html} slip={slip} />;
  },
});
