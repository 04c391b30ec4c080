/**
 * When to offer installing the portal: at a good moment — on the top page, which a customer
 * reaches once setup is complete, never on the landing page — and not again soon after "Not now".
 * Chromium browsers hand us a prompt to show; iOS Safari has none, so it gets the steps instead.
 */
export type InstallOffer = 'prompt' | 'ios-steps' | null;

export interface InstallContext {
  /** Already running from the home screen. */
  standalone: boolean;
  /** The browser offered a prompt (beforeinstallprompt). */
  canPrompt: boolean;
  /** iPhone or iPad, where adding to the home screen is done by hand from Safari's share sheet. */
  ios: boolean;
  /** When the customer last said "Not now" (ms), if ever. */
  dismissedAt: number | null;
  now: number;
}

export const ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export function installOffer({ standalone, canPrompt, ios, dismissedAt, now }: InstallContext): InstallOffer {
  if (standalone) return null;
  if (dismissedAt !== null && now - dismissedAt < ASK_AGAIN_AFTER_MS) return null;
  if (canPrompt) return 'prompt';
  return ios ? 'ios-steps' : null;
}

export function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  // iPadOS asks for desktop sites and says "MacIntel"; a touch screen gives it away.
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}
