import { queryOptions } from '@tanstack/react-query';
import { API, NoticeList } from '../../../contract';
import { request } from '../../../lib/http';

export function getNotices() {
  // Extras beside the usage: with no connection the top page shows without them, never /networkerror.
  return request(API.notices, { schema: NoticeList, hasOfflineFallback: () => true });
}

export const noticesOptions = (lng: string) => queryOptions({ queryKey: ['notices', lng], queryFn: getNotices, staleTime: 10 * 60 * 1000 });
