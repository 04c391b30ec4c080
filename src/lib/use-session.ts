import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** Re-renders when the session changes (login, SIM switch, logout). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
