import * as v from 'valibot';

/** Every refusal of the API has this body, with a fitting 4xx/5xx status. */
export const ErrorBody = v.object({ code: v.string(), message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/**
 * An E0002 body also lists every invalid field (dotted path, e.g. `email` or `user.email`) with the
 * contract's message key, so a form can put each message next to its input. Extra to ErrorBody, so a
 * client that only reads {code, message} still works.
 */
export const ValidationIssue = v.object({ field: v.string(), message: v.string() });
export const ValidationErrorBody = v.object({ ...ErrorBody.entries, issues: v.array(ValidationIssue) });
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBody>;

/**
 * The one table of error codes. The first six keep the meanings the portal reacts to (spec §8,
 * DESIGN.md); the rest are ours. The message is the English default the API sends; the portal shows
 * its own translation where it has one.
 */
export const ERROR_CODES = {
  E0003: { status: 401, message: 'The email address or password is incorrect.' },
  E0005: { status: 401, message: 'The refresh token is invalid or expired.' },
  E0020: { status: 404, message: 'eSIM configuration not found.' },
  E0021: { status: 404, message: 'APN settings not found.' },
  E0022: { status: 401, message: 'The access token has expired.' },
  E0026: { status: 404, message: 'eSIM configuration not found for this SIM.' },
  E0001: { status: 401, message: 'Authentication required.' },
  E0002: { status: 400, message: 'The request is invalid.' },
  E0004: { status: 409, message: 'This email address is already registered.' },
  E0006: { status: 400, message: 'The activation code is invalid or does not exist.' },
  E0007: { status: 409, message: 'This activation code has already been used.' },
  E0008: { status: 400, message: 'The reset password link has expired or is invalid.' },
  E0009: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  E0010: { status: 404, message: 'Not found.' },
  E0011: { status: 403, message: 'This resource does not belong to you.' },
  E0012: { status: 401, message: 'The access token is invalid.' },
  E0013: { status: 409, message: 'The activation date of this SIM is already reserved and cannot be changed or cancelled.' },
  E0014: { status: 400, message: 'Please choose a date within the activation period.' },
  E0015: { status: 409, message: 'The eSIM has already been issued for this SIM.' },
  E0016: { status: 409, message: 'This SIM is not activated yet. Reserve its activation date or request the eSIM first.' },
  E0017: { status: 409, message: 'The 5G option has already been requested for this SIM.' },
  E0018: { status: 409, message: 'This line has been terminated: options can no longer be added.' },
  // Plans and payments (docs/decisions/0012).
  E0019: { status: 400, message: 'Plans can be bought only before the usage expiry date.' },
  E0023: { status: 409, message: 'This order has already been paid.' },
  E0024: { status: 409, message: 'A paid order cannot be cancelled.' },
  E0025: { status: 400, message: 'No payment method is registered for this order yet.' },
  E0027: { status: 400, message: 'The card could not be used. Please enter it again.' },
  // Our credit_card_show answers "no card" with 200 (docs/decisions/0052); the portal still reads this from other operators' APIs.
  E0028: { status: 404, message: 'No card is saved.' },
  // Idempotent purchase (docs/decisions/0018).
  E0029: { status: 422, message: 'This Idempotency-Key was already used for another purchase. Send a new key for a new purchase.' },
  // Unpaid orders and their deadline (docs/decisions/0022).
  E0030: { status: 409, message: 'The payment deadline of this order has passed, so it was cancelled. Nothing was charged.' },
  E0031: { status: 409, message: 'This order can no longer be paid. Please buy the plan again.' },
  // An order left without a payment method ended after its hour (docs/decisions/0051).
  E0060: { status: 409, message: 'This order was not completed in time and has ended. Nothing was charged. Please choose the plan again.' },
  // The payment provider's notifications (docs/decisions/0047). Not shown to customers.
  E0055: { status: 400, message: 'The payment notification was refused.' },
  // 500, not 502/503: spec §8 passes a 500 to the screen (which shows this text), any other 5xx to /somethingwentwrong.
  E0056: { status: 500, message: 'The payment service did not answer. Please try again in a moment: you will not be charged twice.' },
  E0057: { status: 500, message: 'Your data usage cannot be shown right now. Please try again later.' },
  // Payment notifications whose amount or currency is not the order's (docs/decisions/0063): refused, recorded, refunded.
  E0071: {
    status: 422,
    message:
      'The payment notification does not match the order: its amount or currency differs. The payment was refused and will be refunded.',
  },
  // Security (docs/decisions/0033-0036). Not shown to customers: the portal always sends JSON.
  E0036: { status: 415, message: 'Send the request body as application/json.' },
  // Two-step registration (docs/decisions/0044).
  E0050: { status: 400, message: 'This registration link is invalid or has already been used.' },
  E0051: { status: 400, message: 'This registration link has expired. Please register again.' },
  // Operations (docs/decisions/0070): the database is out of reach for a moment (restart, failover);
  // sent with Retry-After. The portal shows its something-went-wrong screen, as for any 5xx but 500.
  E0078: { status: 503, message: 'The service is briefly unavailable. Please try again in a moment.' },
  // Confirming a registration asks for its password (docs/decisions/0065). 400, not 401: spec §8 signs out on a 401 other than E0003.
  E0075: {
    status: 400,
    message:
      'This is not the password this registration was made with. If you received more than one registration email, use the one that shows the last four characters of your activation code.',
  },
  // Receipts (docs/decisions/0101): only a paid order has one.
  E0085: { status: 409, message: 'A receipt is issued once the order is paid.' },
  // Automatic top-up (docs/decisions/0110).
  E0095: { status: 409, message: 'Automatic top-up is not available for this SIM.' },
  E0096: { status: 409, message: 'Automatic top-up needs a saved card. Please save a card when you next pay by card.' },
  E0097: { status: 400, message: 'This plan cannot be bought automatically for this SIM.' },
  // A card charge the card company refused (docs/decisions/0125): its "no", not the customer's typing. 400 so the screen says it.
  E0105: {
    status: 400,
    message: 'Your card company declined this payment. Nothing was charged. Please use another card or another payment method.',
  },
  E0106: {
    status: 400,
    message:
      'Your card company wants to confirm this payment with you (3-D Secure). Nothing was charged. Please enter the card again to confirm it, or use another payment method.',
  },
  E0500: { status: 500, message: 'An unexpected error occurred on the server' },
  // Alerts (docs/decisions/0105, 0106).
  E0090: { status: 409, message: 'Push notifications are not offered here: alerts can be sent by mail only.' },
  // Only the push services browsers use are accepted (docs/decisions/0135).
  E0091: { status: 400, message: "Notifications can't be turned on in this browser. Please choose mail alerts instead." },
  // A known browser's endpoint with other keys than its own, from another account (docs/decisions/0137).
  E0115: { status: 409, message: "This device's notifications are registered to another account with other keys." },
  // The EID's check digits (contract/eid-rules.ts, docs/decisions/0130); the API sends it in the customer's language.
  E0110: {
    status: 400,
    message:
      "This EID is not valid: a digit was probably misread or mistyped. Compare it digit by digit with the EID shown in your phone's settings.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
