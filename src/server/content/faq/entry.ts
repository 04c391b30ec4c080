import type { Localised } from '@/server/content/localised';

/** One question and its answer (short HTML) in every language; the id is the same in all of them. */
export interface FaqEntry {
  id: number;
  text: Localised<{ q: string; a: string }>;
}
