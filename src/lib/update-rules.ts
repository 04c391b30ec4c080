/**
 * When a new version may take over (decision 0017). A payment in progress — in this tab or in
 * any other tab of the portal — is never reloaded into a new version. Pure rules; `pwa.ts` feeds them
 * what the browser says (the in-tab hold count, the Web Lock every payment screen holds shared).
 */

/** The Web Lock a tab holds (shared) while one of its screens is in the middle of a payment. */
export const PAYMENT_LOCK = 'portal-payment-in-progress';

/** What "Update now" does right now. */
export type UpdateStep =
  /** Tell the waiting worker to take over: every open tab gets the new version. */
  | 'skip-waiting'
  /** Wait for the payment lock; meanwhile the customer is told why nothing happens yet. */
  | 'wait-for-other-tab'
  /** This tab itself is paying again: wait until it is done (the prompt is hidden meanwhile). */
  | 'wait-for-this-tab';

export interface UpdateContext {
  /** navigator.locks exists (not in Safari before 15.4). */
  locksSupported: boolean;
  /** A screen of this tab holds updates. */
  heldHere: boolean;
  /** The payment lock could not be taken: some tab holds it (only meaningful with locks). */
  lockTaken: boolean;
  /** A tab asked for the payment lock and waits behind us: a payment is about to start there. */
  paymentStarting: boolean;
}

export function updateStep({ locksSupported, heldHere, lockTaken, paymentStarting }: UpdateContext): UpdateStep {
  if (heldHere) return 'wait-for-this-tab';
  // Without Web Locks no tab can know about another's payment: apply at once (the paying
  // tab still keeps its page until its payment is over, see `onNewController`).
  if (!locksSupported) return 'skip-waiting';
  return lockTaken || paymentStarting ? 'wait-for-other-tab' : 'skip-waiting';
}

/** What a tab does when a new worker takes control of it. */
export type ControllerChangeAction =
  /** The first install taking control of a fresh page: nothing to reload. */
  | 'nothing'
  | 'reload'
  /** A payment screen is open here: reload once this tab holds no more payment. */
  | 'reload-after-payment';

export function onNewController({ wasControlled, heldHere }: { wasControlled: boolean; heldHere: boolean }): ControllerChangeAction {
  if (!wasControlled) return 'nothing';
  return heldHere ? 'reload-after-payment' : 'reload';
}
