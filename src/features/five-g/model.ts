import type { FiveGStatus } from '@/contract';

/** Spec §4: not added → pending (addition in progress) → added. */
export type FiveGState = 'not-added' | 'pending' | 'added';

export function fiveGState(status: FiveGStatus): FiveGState {
  if (status.is_enabled) return 'added';
  if (status.is_pending) return 'pending';
  return 'not-added';
}
