import { simKeys } from '@/lib/query-keys';

export const onboardingKeys = {
  /** Everything cached about this SIM: activation changes its info, usage and state together. */
  sim: (scId: number) => simKeys.one(scId),
  state: (scId: number) => [...simKeys.one(scId), 'state'] as const,
};
