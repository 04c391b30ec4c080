import { ApiError, HandledError, isApiError } from '@/lib/api-error';

/**
 * The refusals of a card charge by the card company (docs/decisions/0125): its "no" (E0105) and its
 * wish to confirm the payment with the cardholder (E0106). The order stays unpaid and can be paid
 * another way; not a form error, so never "Validation error".
 */
export const CARD_CHARGE_REFUSALS = ['E0105', 'E0106'] as const;

export const isCardChargeRefusal = (error: unknown): error is ApiError => CARD_CHARGE_REFUSALS.some((code) => isApiError(error, code));

/**
 * Request options of the money steps (Purchase, Registration, the final Purchase, Pay): with no
 * answer the client throws without leaving for /networkerror, so the screen that holds the order
 * (in its address) says what is known about the money, and a reload comes back to that order.
 */
export const STAY_WITH_THE_ORDER = { hasOfflineFallback: () => true } as const;

/** The money step got no answer at all (the server unreachable, the connection gone). */
export const isNoAnswer = (error: unknown): boolean => error instanceof HandledError && error.reaction === 'network-error';
