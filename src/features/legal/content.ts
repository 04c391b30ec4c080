import legal from '@/config/legal.json';
import type { Language } from '@/lib/language';

/**
 * The terms of use and the 特定商取引法に基づく表記 are configuration (src/config/legal.json), not
 * code: the operator replaces the sample texts, in five languages, without touching a screen.
 */
type Localised = Record<Language, string>;
export type LegalContent = {
  sample: boolean;
  /** yyyy-MM-dd */
  updated: string;
  terms: { heading: Localised; body: Localised }[];
  seller: { label: Localised; value: Localised }[];
};

export const LEGAL: LegalContent = legal;

/** Spec §9 dates: yyyy/MM/dd. */
export const legalDate = (isoDay: string) => isoDay.replaceAll('-', '/');
