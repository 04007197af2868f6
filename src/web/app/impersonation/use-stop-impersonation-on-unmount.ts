import { useEffect, useRef } from 'react';
import { stopImpersonationBeacon } from './impersonation-api';

/** Ends an impersonation on a best-effort basis when the auth provider unmounts (the tab closes). */
export function useStopImpersonationOnUnmount(impersonating: boolean) {
  const active = useRef(false);
  useEffect(() => {
    active.current = impersonating;
  }, [impersonating]);
  useEffect(
    () => () => {
      if (active.current) stopImpersonationBeacon();
    },
    [],
  );
}
