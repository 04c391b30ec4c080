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

/** Protected screens check only that tokens exist; an expired one is refreshed by the HTTP client. */
export function protectedGuard(input: { loggedIn: boolean }): GuardDecision {
  return input.loggedIn ? RENDER : { kind: 'redirect', to: '/landingPage' };
}

/** `/` itself: the landing page for guests, the top page inside the logged-in layout. */
export function rootIndexTarget(loggedIn: boolean): string {
  return loggedIn ? '/topPage' : '/landingPage';
}
