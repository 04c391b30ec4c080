/**
 * The transport error catalogue of spec §8 as one pure decision, so that every request reacts to a
 * failure the same way and the table test below it reads like the spec.
 */
export type Failure = { kind: 'no-response' } | { kind: 'status'; status: number; code?: string | undefined };

export type Reaction =
  | 'network-error' // go to /networkerror
  | 'refresh-and-retry' // refresh the access token once (shared), then repeat the request
  | 'sign-out' // clear the session, tell the customer, go to /login
  | 'to-caller' // the screen shows the error itself
  | 'something-went-wrong'; // go to /somethingwentwrong

export function reactTo(failure: Failure): Reaction {
  if (failure.kind === 'no-response') return 'network-error';
  const { status, code } = failure;
  if (status === 401) {
    if (code === 'E0022') return 'refresh-and-retry';
    if (code === 'E0003') return 'to-caller';
    return 'sign-out';
  }
  // 409, 422 and 429 are ours (taken email, used code, rate limit): the form explains them.
  if ([400, 404, 409, 422, 429, 500].includes(status)) return 'to-caller';
  return 'something-went-wrong';
}

/** What a failed token refresh leads to: the session is cleared in both cases. */
export function reactToRefreshFailure(failure: Failure): 'network-error' | 'login' | 'something-went-wrong' {
  // Offline is not a reason to sign a traveller out: keep the session, show the offline screen.
  if (failure.kind === 'no-response') return 'network-error';
  if (failure.code === 'E0005' || failure.status === 401) return 'login';
  return 'something-went-wrong';
}
