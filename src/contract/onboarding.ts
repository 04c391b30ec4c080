import * as v from 'valibot';
import { CardState } from './auth';
import { UserType } from './sim';

/** Days ahead a physical SIM's activation date may be reserved (today in Japan counts as day 0). */
export const ACTIVATION_WINDOW_DAYS = 30;
export const EID_LENGTH = 32;

/** POST cards/prepaid_activate: reserve the activation date of a physical SIM, once and for good. */
export const PrepaidActivateRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  activation_date: v.pipe(v.string(), v.nonEmpty('Activationdaterequired'), v.isoDate('Activationdaterequired')),
});
export type PrepaidActivateRequest = v.InferOutput<typeof PrepaidActivateRequest>;

export const PrepaidActivateResponse = v.object({ ...CardState.entries, activation_date: v.string() });
export type PrepaidActivateResponse = v.InferOutput<typeof PrepaidActivateResponse>;

/** POST cards/esim_activate: request issuance of the eSIM profile. ESIMS needs the phone's EID. */
export const EsimActivateRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: UserType,
  eid: v.optional(v.pipe(v.string(), v.nonEmpty('Thisfieldisrequired'), v.regex(/^\d{32}$/, 'EIDmustbe32digits'))),
});
export type EsimActivateRequest = v.InferOutput<typeof EsimActivateRequest>;
export const EsimActivateResponse = CardState;

/** POST prepaid_users/reg_complete: onboarding is over; the SIM is 'sold' (in the customer's hands). */
export const RegCompleteRequest = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export const RegCompleteResponse = CardState;
