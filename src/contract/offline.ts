import { API, MEDIA_API } from './paths';

/**
 * What the service worker keeps for reading with no connection (docs/decisions/0017), shared by the
 * worker (which fills the caches) and the page (which empties the customer's on logout).
 * Names carry a version: a worker with another version deletes the old ones when it activates.
 */
export const OFFLINE_CACHES = {
  /** FAQ and APN responses, per language, SIM type, device and SIM (the URL holds all four). */
  content: 'portal-content-v1',
  /** Step screenshots of the APN instructions. */
  images: 'portal-images-v1',
} as const;

/** Caches that say something about the customer (their SIM's id is in the URLs): logout empties them. */
export const CUSTOMER_CACHES: readonly string[] = [OFFLINE_CACHES.content, OFFLINE_CACHES.images];

/**
 * API reads worth having offline, by their path after `/api/{lng}/`. Matched exactly: `apn/esim` is
 * the Android APN of astro/linksfield eSIMs, while `apn/esim/activation_code` (a secret) never is.
 * Payments, orders, tokens, profile and usage are never cached by the worker.
 */
export const OFFLINE_READABLE_PATHS: readonly string[] = [API.faq, API.apnPrepaid, API.sonetEsimApn, API.sonetEsim, API.apnEsimAndroid];

/** Public media under `/api/` whose pictures are cached (videos never: too big for a phone with no data). */
export const OFFLINE_MEDIA_PREFIXES: readonly string[] = [MEDIA_API.apnScreenshots];

export { SW_API_BASE_PARAM } from './sw-param';
