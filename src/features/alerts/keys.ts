import { simKeys } from '@/lib/query-keys';

export const alertKeys = {
  settings: (iccid: string) => [...simKeys.one(iccid), 'alerts'] as const,
  pushKey: () => ['alerts', 'push-key'] as const,
};
