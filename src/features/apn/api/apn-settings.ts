import { queryOptions } from '@tanstack/react-query';
import { API, ApnSettings } from '../../../contract';
import { request } from '../../../lib/http';

/**
 * The four endpoints that answer with APN settings (spec §7) share one response shape, so one
 * fetcher serves them, keyed by where the settings come from.
 */
export const APN_SOURCES = {
  /** Physical SIM, platform 1–4. */
  prepaid: API.apnPrepaid,
  /** sonet eSIM APN, iOS 1 or Android 2. */
  sonetEsimApn: API.sonetEsimApn,
  /** sonet eSIM initial (profile installation) settings, iOS 1 or Android 2. */
  sonetEsimInitial: API.sonetEsim,
  /** astro and linksfield eSIMs on Android (the spec's `/apn/esim?platform=2`). */
  esimAndroid: API.apnEsimAndroid,
} as const;
export type ApnSource = keyof typeof APN_SOURCES;

export function getApnSettings(source: ApnSource, platform: number) {
  return request(APN_SOURCES[source], { query: { platform }, schema: ApnSettings });
}

// Instructions change rarely; a day's freshness keeps them readable with no data (issue 6 caches them).
export const apnSettingsOptions = (source: ApnSource, platform: number) =>
  queryOptions({ queryKey: ['apn', source, platform], queryFn: () => getApnSettings(source, platform), staleTime: 24 * 60 * 60 * 1000 });
