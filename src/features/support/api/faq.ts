import { queryOptions } from '@tanstack/react-query';
import { API, FaqList } from '@/contract';
import { request } from '@/lib/http';
import { supportKeys } from '@/features/support/keys';

/** FAQ of one user type (spec §3 codes: 1 prepaid, 2 eSIM, 3 LF eSIM) in the current language. */
export function getFaq(type: number, extra: { language?: string; background?: boolean } = {}) {
  return request(API.faq, { query: { type }, schema: FaqList, ...extra });
}

export const faqOptions = (type: number, lng: string) =>
  queryOptions({ queryKey: supportKeys.faq(type, lng), queryFn: () => getFaq(type, { language: lng }), staleTime: 60 * 60 * 1000 });
