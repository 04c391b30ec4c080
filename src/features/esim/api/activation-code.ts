import { queryOptions } from '@tanstack/react-query';
import { API, EsimActivationData } from '@/contract';
import { request } from '@/lib/http';
import { esimKeys } from '@/features/esim/keys';

/**
 * SM-DP+ address, activation codes and QR of an issued astro or linksfield eSIM (spec §3). Never kept
 * for offline use: with no answer the install page says it needs a connection itself, at its own
 * address, rather than the general no-connection screen.
 */
export function getEsimActivation(scId: number, platform: number) {
  return request(API.esimActivationCode, { query: { platform, id: scId }, schema: EsimActivationData, hasOfflineFallback: () => true });
}

export const esimActivationOptions = (scId: number, platform: number) =>
  queryOptions({ queryKey: esimKeys.activation(scId, platform), queryFn: () => getEsimActivation(scId, platform) });
