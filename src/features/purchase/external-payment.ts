import type { MakePaymentResponse } from '@/contract';
import { safeUrl } from '@/lib/safe-url';
import { updateSession } from '@/lib/session';

/**
 * Spec §4 "Pay on an unpaid item": the wallet's page (html_content) or the convenience-store slip
 * (smartpit_url) is kept in the session (encrypted) and opened by /payment-external IN THIS TAB
 * (decisions 0022, 0059). A new tab opened after the payment calls is blocked by WebKit and by every
 * engine once the calls take a few seconds, and an installed iPhone app would open it in Safari
 * without the session; the same tab always works and keeps a way back to the order.
 */
export async function showExternalPayment(
  paymentId: string,
  result: Pick<MakePaymentResponse, 'html_content' | 'smartpit_url'>,
  navigate: (to: { to: '/payment-external'; search: { paymentId: string } }) => Promise<void> | void,
): Promise<boolean> {
  const slip = safeUrl(result.smartpit_url);
  if (!result.html_content && !slip) return false;
  await updateSession({
    html_content: result.html_content,
    smartpit_url: result.html_content ? undefined : slip,
    payment_handover: paymentId,
  });
  await navigate({ to: '/payment-external', search: { paymentId } });
  return true;
}
