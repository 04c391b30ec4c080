import { simKeys } from '@/lib/query-keys';

export const fiveGKeys = {
  option: (iccid: string) => [...simKeys.one(iccid), '5g'] as const,
};
