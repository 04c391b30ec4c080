import { clear, createStore, delMany, entries, setMany } from 'idb-keyval';
import type { AcStatus, LoginResponse, ScStatus, UserType } from '@/contract';
import { simFieldsOf, type SimFields } from '@/domain/sim-session';
import { seal, unseal, type Sealed } from './crypto-store';
import { markStored, storedSession } from './session-mark';

export { storedSession, type StoredSession } from './session-mark';

/** The session values of spec §3, each sealed separately in IndexedDB. */
export type SessionValues = {
  authTokens: { accessToken: string; refreshToken: string };
  iccid: string;
  usertype: UserType;
  telNumber: string | null;
  simStatus: AcStatus;
  cardStatus: ScStatus;
  email: string;
  scId: number;
  'recharge-type': 0 | 1;
  html_content: string;
  /** The convenience-store slip /payment-external opens (decision 0022). */
  smartpit_url: string;
  /**
   * The order whose wallet page or slip /payment-external is to open at once, on arrival: set by
   * make payment, cleared as it opens, so Back from the wallet stops on the page instead (decision 0059).
   */
  payment_handover: string;
  stepValidationStatus: boolean;
  /** User types of the customer's other SIMs in use: the menu keeps their screens. */
  otherLines: UserType[];
};
export type SessionKey = keyof SessionValues;
export type Session = Partial<SessionValues>;

const store = createStore('portal-session', 'values');
let snapshot: Session = {};
const listeners = new Set<() => void>();

function publish(next: Session) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export type HydrateResult = 'ok' | 'undecryptable';

/** Counts this page's changes (login, SIM switch, logout): a read that overlaps one keeps the page's values. */
let changes = 0;

/**
 * Reads every value once so guards decide synchronously and never flash a wrong screen: before the
 * first screen when a session may be stored (storedSession), on a door without the mark after it.
 * A value that cannot be decrypted (other key, tampering) leaves a clean session behind.
 */
export async function hydrateSession(): Promise<HydrateResult> {
  const changesBefore = changes;
  const rows = await entries<SessionKey, Sealed>(store);
  const next: Session = {};
  try {
    for (const [key, sealed] of rows) (next as Record<string, unknown>)[key] = await unseal(sealed);
  } catch {
    if (changes !== changesBefore) return 'ok';
    await clearSession();
    return 'undecryptable';
  }
  if (changes !== changesBefore) return 'ok';
  publish(next);
  // A stale "yes" costs a read per load and goes at the next logout; a "no" written over another
  // tab's login would hide that login, so a read only ever fills in a missing mark.
  if (next.authTokens !== undefined) markStored('yes');
  else if (storedSession() === 'unknown') markStored('no');
  return 'ok';
}

export function getSession(): Session {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoggedIn(): boolean {
  return snapshot.authTokens !== undefined;
}

/**
 * Updates the in-memory snapshot at once and persists in the background, in order. A patch is
 * written in one IndexedDB transaction: a reload mid-write (a SIM switch, say) finds either the old
 * values or the new ones, never a new SIM id with the old SIM type.
 */
let writes: Promise<unknown> = Promise.resolve();
export function updateSession(patch: Session): Promise<void> {
  changes += 1;
  if (patch.authTokens !== undefined) markStored('yes');
  publish({ ...snapshot, ...patch });
  const work = writes.then(async () => {
    const fields = Object.entries(patch);
    const sealed = await Promise.all(
      fields.filter(([, v]) => v !== undefined).map(async ([k, v]) => [k, await seal(v)] as [string, Sealed]),
    );
    const removed = fields.filter(([, v]) => v === undefined).map(([k]) => k);
    if (sealed.length) await setMany(sealed, store);
    if (removed.length) await delMany(removed, store);
  });
  writes = work.catch(() => undefined);
  return work;
}

const clearedListeners = new Set<() => Promise<void>>();

/** What else a session leaves on the device (last-known usage, cached instructions) goes with it. */
export function onSessionCleared(listener: () => Promise<void>): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Logout and forced sign-out: every value goes; the language lives in i18next's own key. */
export function clearSession(): Promise<void> {
  changes += 1;
  publish({});
  const others = [...clearedListeners].map((listener) => listener().catch(() => undefined));
  const work = writes
    .then(() => Promise.all([clear(store), ...others]))
    .then(() => {
      // Unless a login came in meanwhile (its "yes" stands).
      if (!isLoggedIn()) markStored('no');
    });
  writes = work.catch(() => undefined);
  return work;
}

/** The session values a login, registration or activation login establishes. */
export function sessionFromLogin(res: LoginResponse): Pick<SessionValues, 'authTokens' | 'email'> & SimFields {
  return {
    authTokens: { accessToken: res.access_token, refreshToken: res.refresh_token },
    ...simFieldsOf(res),
    email: res.user.email,
  };
}
