import { simKeys } from '@/lib/query-keys';

/**
 * The top page's queries: the SIM's info, usage and usage per day (kept for offline, lib/last-known.ts),
 * banners and notices by language.
 */
export const accountKeys = {
  info: (scId: number) => [...simKeys.one(scId), 'info'] as const,
  usage: (scId: number) => [...simKeys.one(scId), 'usage'] as const,
  usageDays: (scId: number) => [...simKeys.one(scId), 'usage-days'] as const,
  banner: (lng: string) => ['banner', lng] as const,
  notices: (lng: string) => ['notices', lng] as const,
};
