import { useCallback, useState } from 'react';

/**
 * A form's one request in flight, its pending state and its failure, for a door that must not load
 * Query (the login screen; docs/decisions/0020). Like a mutation with `retry: false`: nothing is
 * queued or sent again by itself, and a new attempt clears the last failure.
 */
export function useSubmission<A>(send: (arg: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = useCallback(
    (arg: A) => {
      setPending(true);
      setError(null);
      send(arg).then(
        () => setPending(false),
        (failure: unknown) => {
          setPending(false);
          setError(failure);
        },
      );
    },
    [send],
  );
  return { pending, error, submit };
}
