import type { QueryClient } from '@tanstack/react-query';
import { apnSettingsOptions, type ApnSource } from '@/features/apn/api/apn-settings';
import { APN_NOT_FOUND, orNotFound } from './-fetch-errors';
import { loadTranslations } from '@/lib/screen-translations';

/**
 * Loader of the APN pages; kept apart from the screen so the route's critical code stays small.
 * The settings and the screen's translations come together: the page renders once, complete.
 */
export async function loadApn(queryClient: QueryClient, source: ApnSource, platform: number, scId: number) {
  const [settings] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(apnSettingsOptions(source, platform, scId)), APN_NOT_FOUND),
    loadTranslations('apn'),
  ]);
  return settings;
}
