import { FAQ_TYPES, LANGUAGES, type Language } from '../contract';
import { getApnSettings } from '../features/apn/api/apn-settings';
import { apnSourceFor, deviceCode, devicesFor } from '../features/apn/model';
import { getFaq } from '../features/support/api/faq';
import { copiesAreFresh, markCopiesKept } from '../lib/offline-copies';
import { whenServiceWorkerControls } from '../lib/pwa';
import { isLoggedIn } from '../lib/session';
import type { CurrentCard } from './-current-card';

/**
 * Ready before it is needed (issue 6): right after login or activation, the APN instructions of every
 * device of the customer's SIM and the FAQ are fetched through the service worker, which keeps them
 * (sw/runtime-caching.ts) — so a traveller who lands with no data reads them without ever having
 * opened them. The current language first, then the other four: a phone is often shared, and the
 * language menu must not lead to an empty page offline. Screenshots are the same in every language.
 * Background calls: a failure here never moves the customer anywhere.
 */
const running = new Set<string>();

export function languagesToKeep(current: Language): Language[] {
  return [current, ...LANGUAGES.filter((lng) => lng !== current)];
}

/** True when the language's FAQ came back: the connection held, the copies are worth marking as kept. */
async function keepLanguage(card: CurrentCard, lng: Language, images: Set<string>): Promise<boolean> {
  const source = apnSourceFor(card.usertype);
  const apn = devicesFor(card.usertype).map((device) =>
    getApnSettings(source, deviceCode(device), card.scId, { language: lng, background: true }).then(
      (settings) => settings.instructions.forEach((step) => step.image && images.add(step.image)),
      () => undefined, // A device this SIM has no instructions for answers 404: nothing to keep.
    ),
  );
  const faq = getFaq(FAQ_TYPES[card.usertype], { language: lng, background: true }).then(
    () => true,
    () => false,
  );
  const [faqKept] = await Promise.all([faq, ...apn]);
  return faqKept;
}

export async function keepOfflineCopies(card: CurrentCard, current: Language): Promise<void> {
  const key = `${card.scId}:${card.usertype}`;
  if (running.has(key) || copiesAreFresh(key) || !(await whenServiceWorkerControls())) return;
  running.add(key);
  try {
    const images = new Set<string>();
    let complete = true;
    for (const lng of languagesToKeep(current)) complete = (await keepLanguage(card, lng, images)) && complete;
    await Promise.all([...images].map((src) => fetch(src).catch(() => undefined)));
    // Not after a logout meanwhile (it emptied the caches), nor when the connection dropped half-way.
    if (complete && isLoggedIn()) markCopiesKept(key);
  } finally {
    running.delete(key);
  }
}
