import type { QueryClient } from '@tanstack/react-query';
import { apnSettingsOptions, type ApnSource } from '../features/apn/api/apn-settings';
import { APN_NOT_FOUND, orNotFound } from './-fetch-errors';

/** Loader of the APN pages; kept apart from the screen so the route's critical code stays small. */
export function loadApn(queryClient: QueryClient, source: ApnSource, platform: number, scId: number) {
  return orNotFound(queryClient.ensureQueryData(apnSettingsOptions(source, platform, scId)), APN_NOT_FOUND);
}
