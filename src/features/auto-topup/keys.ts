import { simKeys } from '@/lib/query-keys';

/** Under the SIM's root: a payment that changes the SIM refreshes its automatic top-up too. */
export const autoTopUpKeys = {
  state: (scId: number, lng: string) => [...simKeys.one(scId), 'auto-topup', lng] as const,
  all: (scId: number) => [...simKeys.one(scId), 'auto-topup'] as const,
};
