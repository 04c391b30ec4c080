import { LANGUAGES, type Language } from '@/contract';
import { accessOf } from '@/domain/sim-access';
import { getApnSettings } from '@/features/apn/api/apn-settings';
import { deviceCode } from '@/features/apn/devices';
import { KEPT_OFFLINE } from '@/features/apn/kept-offline';
import { getFaq } from '@/features/support/api/faq';
import { copiesAreFresh, markCopiesKept } from '@/lib/offline-copies';
import { whenServiceWorkerControls } from '@/lib/pwa';
import { isLoggedIn } from '@/lib/session';
import { safeUrl } from '@/lib/safe-url';
import type { CurrentCard } from './-current-card';

/**
 * Ready before it is needed: right after login or activation, the APN instructions of every
 * device of the customer's SIM and the FAQ are fetched through the service worker, which keeps them
 * (sw/runtime-caching.ts) — so a traveller who lands with no data reads them without ever having
 * opened them. The current language first, then the other four: a phone is often shared, and the
 * language menu must not lead to an empty page offline. Each language has its own step pictures (their
 * words are drawn in it, decision 0032), kept with that language. Background calls: a failure here never moves the customer anywhere.
 * One request at a time, each started when the main thread is idle: some fifty requests fired
 * together made long tasks (their starts in one task, their answers read in bunches) right when the
 * screen the customer opened should respond. A language's pictures follow its answers, so
 * the current language is readable offline, pictures included, long before the last one is.
 */
const running = new Set<string>();

/**
 * How long the copies wait for the worker's first install to take control of the page. The install
 * fetches the whole portal one file at a time: on a slow line, or after an install the connection cut
 * off (decision 0120), that is well over the 15 s the worker's own default allows, and a copy given up
 * then was not tried again until the next full load of the page.
 */
const FIRST_INSTALL_WAIT_MS = 5 * 60_000;

export function languagesToKeep(current: Language): Language[] {
  return [current, ...LANGUAGES.filter((lng) => lng !== current)];
}

/** Thrown to stop when the customer logged out meanwhile: logout emptied the caches, nothing refills them. */
class LoggedOut extends Error {}

/** Resolves when the main thread has nothing else to do (at most a second later), still logged in. */
async function whenIdle(): Promise<void> {
  await new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: a timer still gives each request a task of its own.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
  if (!isLoggedIn()) throw new LoggedOut();
}

/** True when the language's FAQ came back: the connection held, the copies are worth marking as kept. */
async function keepLanguage(card: CurrentCard, lng: Language, images: Set<string>): Promise<boolean> {
  for (const { source, devices } of KEPT_OFFLINE[card.usertype]) {
    for (const device of devices) {
      await whenIdle();
      await getApnSettings(source, deviceCode(device), card.scId, { language: lng, background: true }).then(
        (settings) => settings.instructions.forEach((step) => step.image && images.add(step.image)),
        () => undefined, // A failure here never moves the customer anywhere.
      );
    }
  }
  await whenIdle();
  return getFaq(accessOf(card.usertype).faqType, { language: lng, background: true }).then(
    () => true,
    () => false,
  );
}

/** Fetches through the service worker, which keeps them, the pictures not fetched yet. */
async function keepImages(images: Set<string>, kept: Set<string>): Promise<void> {
  for (const src of images) {
    if (kept.has(src)) continue;
    kept.add(src);
    // As the screen draws it: the API's own address (another origin in a portal-only deployment).
    const url = safeUrl(src);
    if (!url) continue;
    await whenIdle();
    await fetch(url).catch(() => undefined);
  }
}

export async function keepOfflineCopies(card: CurrentCard, current: Language): Promise<void> {
  const key = `${card.scId}:${card.usertype}`;
  if (running.has(key) || copiesAreFresh(key)) return;
  // Taken before waiting for the worker: a screen shown meanwhile must not start a second round.
  running.add(key);
  try {
    if (!(await whenServiceWorkerControls(FIRST_INSTALL_WAIT_MS))) return;
    const images = new Set<string>();
    const imagesKept = new Set<string>();
    let complete = true;
    for (const lng of languagesToKeep(current)) {
      complete = (await keepLanguage(card, lng, images)) && complete;
      await keepImages(images, imagesKept);
    }
    // Not after a logout meanwhile (it emptied the caches), nor when the connection dropped half-way.
    if (complete && isLoggedIn()) markCopiesKept(key);
  } catch (error) {
    if (!(error instanceof LoggedOut)) throw error;
  } finally {
    running.delete(key);
  }
}
