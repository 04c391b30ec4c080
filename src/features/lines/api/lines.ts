import { queryOptions } from '@tanstack/react-query';
import { API, LineList } from '@/contract';
import { request } from '@/lib/http';
import { getSession } from '@/lib/session';
import { linesKeys } from '@/features/lines/keys';

export function getLines() {
  return request(API.lines, { schema: LineList });
}

/** Keyed by the customer: a cache entry of one customer never answers for the next. */
export const linesOptions = () => queryOptions({ queryKey: linesKeys.list(getSession().email ?? ''), queryFn: getLines });
