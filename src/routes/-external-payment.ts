import type { MakePaymentResponse } from '../contract';
import { updateSession } from '../lib/session';

/**
 * Spec §4 "Pay on an unpaid item": a wallet's HTML is kept (encrypted) and shown by
 * /payment-external in a new tab; the convenience-store slip opens in a new tab. A browser that
 * blocks the tab gets the same page in this one.
 */
export async function openExternalPayment(paymentId: string, result: Pick<MakePaymentResponse, 'html_content' | 'smartpit_url'>, navigate: (to: string) => void) {
  if (result.smartpit_url) {
    // Not the 'noopener' feature: with it window.open always answers null, and a blocked tab could
    // not be told apart. The opener link is cut by hand instead.
    const tab = window.open(result.smartpit_url, '_blank');
    if (tab) tab.opener = null;
    else window.location.assign(result.smartpit_url);
    return;
  }
  if (result.html_content) {
    await updateSession({ html_content: result.html_content });
    const url = `/payment-external?paymentId=${encodeURIComponent(paymentId)}`;
    if (!window.open(url, '_blank')) navigate(url);
  }
}
