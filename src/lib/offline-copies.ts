/**
 * When the offline copies of a SIM's instructions were last fetched (routes/-offline-prefetch.ts), so
 * that opening the app does not download them all again each time: once a day is enough, the pages a
 * customer opens refresh their own copies in the background anyway. Only a SIM's internal id and a
 * time are kept; logout removes them with the copies (lib/customer-data.ts).
 */
const KEY = 'portal-offline-copies';
export const REFRESH_COPIES_AFTER_MS = 24 * 60 * 60 * 1000;

type Kept = Record<string, number>;

function read(): Kept {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Kept) : {};
  } catch {
    return {};
  }
}

export function copiesAreFresh(sim: string, now = Date.now()): boolean {
  const at = read()[sim];
  return typeof at === 'number' && now - at < REFRESH_COPIES_AFTER_MS;
}

export function markCopiesKept(sim: string, now = Date.now()): void {
  localStorage.setItem(KEY, JSON.stringify({ ...read(), [sim]: now }));
}

export function forgetCopies(): void {
  localStorage.removeItem(KEY);
}
