/**
 * The Idempotency-Key of the purchase whose answer has not arrived yet (decision 0018). When the
 * answer of a purchase is lost, the customer lands on /networkerror, goes Back and presses Purchase
 * again: the screen is mounted anew (and the page may even have been reloaded), so the key lives in
 * sessionStorage, tied to the SIM and plan it was made for. It is a random id, not a secret; logout
 * removes it with the rest of the customer's traces (lib/customer-data.ts).
 */
const STORAGE_KEY = 'purchase-attempt';

type Attempt = { sim: number; plan: number; key: string };

/** Where sessionStorage is unavailable (a locked-down browser), the page's memory stands in. */
let inMemory: Attempt | undefined;

function read(): Attempt | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const a: unknown = raw ? JSON.parse(raw) : undefined;
    const ok =
      a &&
      typeof a === 'object' &&
      'sim' in a &&
      'plan' in a &&
      'key' in a &&
      typeof a.sim === 'number' &&
      typeof a.plan === 'number' &&
      typeof a.key === 'string';
    return ok ? (a as Attempt) : undefined;
  } catch {
    return inMemory;
  }
}

function write(a: Attempt | undefined): void {
  inMemory = a;
  try {
    if (a) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(a));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Memory only, then.
  }
}

/** 128 random bits as 32 hex digits; getRandomValues also works where randomUUID does not (plain http). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for buying this plan for this SIM: the pending attempt's own if it was for the same plan
 * (a retry after a lost answer), else a new one, which replaces it (another plan is another purchase).
 */
export function purchaseAttemptKey(sim: number, plan: number): string {
  const pending = read();
  if (pending && pending.sim === sim && pending.plan === plan) return pending.key;
  const next = { sim, plan, key: newKey() };
  write(next);
  return next.key;
}

/**
 * The API answered this attempt (the order, or a refusal that made none): it is over, so the next
 * Purchase, even of the same plan, is a new purchase with a new key.
 */
export function purchaseAttemptAnswered(key: string): void {
  if (read()?.key === key) write(undefined);
}

export function forgetPurchaseAttempt(): void {
  write(undefined);
}
