import { queryOptions } from '@tanstack/react-query';
import { API, NoticeList } from '../../../contract';
import { request } from '../../../lib/http';

export function getNotices() {
  return request(API.notices, { schema: NoticeList });
}

export const noticesOptions = (lng: string) => queryOptions({ queryKey: ['notices', lng], queryFn: getNotices, staleTime: 10 * 60 * 1000 });
