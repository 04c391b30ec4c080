import { simKeys } from '@/lib/query-keys';

/** The customer's lines, keyed by the customer: one customer's list never answers for the next. */
export const linesKeys = {
  lists: () => [...simKeys.all(), 'list'] as const,
  list: (email: string) => [...linesKeys.lists(), email] as const,
};
