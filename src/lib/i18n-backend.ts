import type { BackendModule, ReadCallback } from 'i18next';
import { localeUrl } from '@/contract/language';

/**
 * Loads a language's namespace from /locales (precached by the service worker, so offline too).
 * Our own few lines instead of i18next-http-backend: it is on every first load (docs/decisions/0009).
 * Spec §9: at most 5 retries from 350 ms, doubling; at most 10 reads at a time.
 */
export const MAX_RETRIES = 5;
export const FIRST_RETRY_MS = 350;
export const MAX_PARALLEL_READS = 10;

type Fetch = (url: string) => Promise<Response>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A missing file (4xx) is final; no answer or a server error is tried again, waiting longer each time. */
export async function fetchTranslations(url: string, fetcher: Fetch = (u) => fetch(u), wait = sleep): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    let final = false;
    try {
      const res = await fetcher(url);
      if (res.ok) return (await res.json()) as Record<string, unknown>;
      final = res.status < 500;
      if (final || attempt >= MAX_RETRIES) throw new Error(`${url}: HTTP ${res.status}`);
    } catch (error) {
      if (final || attempt >= MAX_RETRIES) throw error;
    }
    await wait(FIRST_RETRY_MS * 2 ** attempt);
  }
}

let reading = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (reading >= MAX_PARALLEL_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  try {
    return await work();
  } finally {
    reading -= 1;
    waiting.shift()?.();
  }
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    limited(() => fetchTranslations(localeUrl(lng, ns))).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
