import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '@/contract';
import { esimActivationOptions } from '@/features/esim/api/activation-code';
import { apnSettingsOptions } from '@/features/apn/api/apn-settings';
import { ESIM_NOT_FOUND, orNotFound } from './-fetch-errors';
import { profileOf } from '@/domain/sim-profiles';

/**
 * What the eSIM initial config page needs before it renders (spec §2; sonet eSIMs fetch no eSIM data,
 * their installation steps instead). Either answer's E0020/E0026 is spec §8's page not found.
 */
export function loadEsimConfig(queryClient: QueryClient, card: { scId: number; usertype: UserType }, { device }: { device: string }) {
  const platform = Number(device);
  const load =
    profileOf(card.usertype).esimInstall === 'sonetSteps'
      ? queryClient.ensureQueryData(apnSettingsOptions('sonetEsimInitial', platform, card.scId))
      : queryClient.ensureQueryData(esimActivationOptions(card.scId, platform));
  return orNotFound<unknown>(load, ESIM_NOT_FOUND);
}
