/**
 * Route guards of spec §2 as pure decisions; the routes' beforeLoad only carries them out.
 */
export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string; search?: Record<string, string>; clearSession?: boolean };

const RENDER: GuardDecision = { kind: 'render' };

/** Public screens: a logged-in customer goes to the top page; an activation code link starts afresh. */
export function publicGuard(input: { loggedIn: boolean; pathname: string; ac?: string | undefined }): GuardDecision {
  if (input.ac) {
    // A code in the link means a new SIM in hand: whoever was signed in on this device steps aside.
    if (input.loggedIn) return { kind: 'redirect', to: '/landingPage', search: { ac: input.ac }, clearSession: true };
    if (input.pathname !== '/landingPage') return { kind: 'redirect', to: '/landingPage', search: { ac: input.ac } };
    return RENDER;
  }
  return input.loggedIn ? { kind: 'redirect', to: '/topPage' } : RENDER;
}

/**
 * Screens our mails link to: whoever follows such a link already has an account, so signed out they
 * are shown the login form, not the landing page's activation-code choices (decision 0131).
 */
const MAIL_LINKED = [/^\/order-history\/receipt\/[^/]+$/];

/**
 * Protected screens check only that tokens exist; an expired one is refreshed by the HTTP client.
 * A guest goes to the landing page (spec §2), or to the login form when they opened a mail's link.
 */
export function protectedGuard(input: { loggedIn: boolean; pathname?: string; openedFromOutside?: boolean }): GuardDecision {
  if (input.loggedIn) return RENDER;
  const fromMail = input.openedFromOutside === true && MAIL_LINKED.some((screen) => screen.test(input.pathname ?? ''));
  return { kind: 'redirect', to: fromMail ? '/login' : '/landingPage' };
}

/** `/` itself: the landing page for guests, the top page inside the logged-in layout. */
export function rootIndexTarget(loggedIn: boolean): string {
  return loggedIn ? '/topPage' : '/landingPage';
}
