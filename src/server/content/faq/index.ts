import type { FaqItem, Language } from '@/contract';
import { withHelpLinks } from '@/server/content/localised';
import { CHECK_USAGE, SUPPORT_HOURS, SWITCH_LINES } from './common';
import type { FaqEntry } from './entry';
import { EID, ESIM_APN, INSTALL_BY_CODE, ISSUANCE, NO_REINSTALL, SONET_PUSH, WITHIN_24_HOURS } from './esim';
import { LF_APN, LF_ROAMING } from './lf';
import { PREPAID_FAQ } from './prepaid';

/** FAQ user-type codes (spec §3, contract FAQ_TYPES): 1 prepaid, 2 eSIM, 3 LF eSIM. */
export type FaqType = 1 | 2 | 3;

const COMMON = [SUPPORT_HOURS, CHECK_USAGE, SWITCH_LINES];

/** Each type's questions in the order a customer of that SIM meets them. */
const BY_TYPE: Record<FaqType, FaqEntry[]> = {
  1: [...PREPAID_FAQ, ...COMMON],
  2: [ISSUANCE, INSTALL_BY_CODE, SONET_PUSH, WITHIN_24_HOURS, ESIM_APN, EID, NO_REINSTALL, ...COMMON],
  3: [WITHIN_24_HOURS, ISSUANCE, INSTALL_BY_CODE, LF_ROAMING, LF_APN, EID, NO_REINSTALL, ...COMMON],
};

export function faqList(type: FaqType, lng: Language): FaqItem[] {
  return BY_TYPE[type].map((e) => ({ id: e.id, question: e.text[lng].q, answer: withHelpLinks(e.text[lng].a, lng) }));
}
