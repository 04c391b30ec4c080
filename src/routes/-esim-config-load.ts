import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '@/contract';
import { esimActivationOptions } from '@/features/esim/api/activation-code';
import { apnSettingsOptions } from '@/features/apn/api/apn-settings';
import { ESIM_NOT_FOUND, orNotFound } from './-fetch-errors';
import { profileOf } from '@/domain/sim-profiles';

/** What the eSIM initial config page needs before it renders (spec §2; sonet eSIMs fetch no eSIM data). */
export function loadEsimConfig(queryClient: QueryClient, card: { scId: number; usertype: UserType }, { device }: { device: string }) {
  const platform = Number(device);
  if (profileOf(card.usertype).esimInstall === 'sonetSteps')
    return queryClient.ensureQueryData(apnSettingsOptions('sonetEsimInitial', platform, card.scId));
  return orNotFound(queryClient.ensureQueryData(esimActivationOptions(card.scId, platform)), ESIM_NOT_FOUND);
}
