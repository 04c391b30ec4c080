/**
 * How the HTTP client reaches the rest of the app (language, navigation, the signed-out notice),
 * apart from the client itself: the app wires it at start without loading the client, its schemas
 * and its token refresh, which the first screens (landing, login) do not need before a request.
 */
export type HttpEnv = {
  language: () => string;
  /**
   * Navigates after the catalogue decided the screen cannot go on. /networkerror is added to history
   * so its Back (spec §2: one step back) returns to the very step that failed, with its state, to try
   * again: the payment being confirmed, the order being paid. The others replace the failed screen.
   */
  navigate: (to: '/networkerror' | '/somethingwentwrong' | '/login', how: { replace: boolean }) => void;
  /** Tells the customer they were signed out (spec: 'Authentication failed,Please login to continue'). */
  signedOut: () => void;
  fetch: typeof fetch;
};

let env: HttpEnv = {
  language: () => 'en',
  navigate: () => undefined,
  signedOut: () => undefined,
  fetch: (...args) => fetch(...args),
};

export function configureHttp(next: Partial<HttpEnv>) {
  env = { ...env, ...next };
}

/** The current wiring; read on each request, so a later configureHttp applies at once. */
export function httpEnv(): HttpEnv {
  return env;
}
