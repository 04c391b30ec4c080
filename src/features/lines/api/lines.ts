import { queryOptions } from '@tanstack/react-query';
import { API, LineList } from '../../../contract';
import { request } from '../../../lib/http';

export function getLines() {
  return request(API.lines, { schema: LineList });
}

export const linesOptions = () => queryOptions({ queryKey: ['cards', 'list'], queryFn: getLines });
