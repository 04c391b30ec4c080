import { queryOptions } from '@tanstack/react-query';
import { API, NoticeList } from '@/contract';
import { request } from '@/lib/http';
import { accountKeys } from '@/features/account/keys';

/** The notices in `lng`: the language of the query's key, not whatever the page shows now. */
export function getNotices(lng: string) {
  // Extras beside the usage: with no connection the top page shows without them, never /networkerror.
  return request(API.notices, { schema: NoticeList, language: lng, hasOfflineFallback: () => true });
}

export const noticesOptions = (lng: string) =>
  queryOptions({ queryKey: accountKeys.notices(lng), queryFn: () => getNotices(lng), staleTime: 10 * 60 * 1000 });
