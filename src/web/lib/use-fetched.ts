import { useEffect, useState } from 'react';

/**
 * One GET-like load per mount, for the few public reads of the sign-in page (which does without the query
 * library): `data` is undefined while pending and after a failure (callers fall back), never retried.
 */
export function useFetched<T>(load: () => Promise<T>): { data: T | undefined; pending: boolean } {
  const [state, setState] = useState<{ data: T | undefined; pending: boolean }>({ data: undefined, pending: true });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ data, pending: false }),
      () => current && setState({ data: undefined, pending: false }),
    );
    return () => {
      current = false;
    };
    // Loaded once per mount: the reads it serves do not change during a visit.
  }, []);
  return state;
}
