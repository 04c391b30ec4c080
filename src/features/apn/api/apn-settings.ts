import { queryOptions } from '@tanstack/react-query';
import { API, ApnSettings } from '@/contract';
import { request } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { apnKeys } from '@/features/apn/keys';

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

/** `id` names the customer's SIM (several SIMs may be on one account); the API checks it is theirs. */
export function getApnSettings(source: ApnSource, platform: number, scId: number, extra: { language?: string; background?: boolean } = {}) {
  return request(APN_SOURCES[source], { query: { platform, id: scId }, schema: ApnSettings, ...extra });
}

// Instructions change rarely; a day's freshness keeps them readable with no data (the service worker caches them).
// The language is in the key: switching language shows that language's instructions at once.
export const apnSettingsOptions = (source: ApnSource, platform: number, scId: number, lng: string = currentLanguage()) =>
  queryOptions({
    queryKey: apnKeys.settings(source, platform, scId, lng),
    queryFn: () => getApnSettings(source, platform, scId, { language: lng }),
    staleTime: 24 * 60 * 60 * 1000,
  });
