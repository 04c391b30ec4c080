import { redirect } from '@tanstack/react-router';
import type { UserType } from '@/contract';
import { getSession } from '@/lib/session';

export type CurrentCard = { scId: number; usertype: UserType };

/** The SIM the customer is working on; a session without one is broken, so start again. */
export function requireCard(): CurrentCard {
  const { scId, usertype } = getSession();
  if (scId === undefined || !usertype) throw redirect({ to: '/logout', replace: true });
  return { scId, usertype };
}
