import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPERSONATION_CHANGED_EVENT } from '#domain/access';
import {
  fetchImpersonation,
  IMPERSONATION_QUERY_KEY,
  stopImpersonationBeacon,
  type ImpersonationState,
} from './impersonation-api';

/**
 * The impersonation behind the auth context: loaded for a signed-in user, refreshed (with every
 * other cached query dropped, since they belong to the previous identity) on impersonationChanged,
 * and ended on a best-effort basis when the provider unmounts.
 */
export function useImpersonationState(signedIn: boolean, refreshMe: () => Promise<void>): ImpersonationState | null {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: IMPERSONATION_QUERY_KEY,
    queryFn: fetchImpersonation,
    enabled: signedIn,
    staleTime: 60_000,
  });
  const state = signedIn ? (query.data ?? null) : null;

  useEffect(() => {
    const onChange = () => {
      void refreshMe().then(() => queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' }));
    };
    window.addEventListener(IMPERSONATION_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(IMPERSONATION_CHANGED_EVENT, onChange);
  }, [queryClient, refreshMe]);

  const active = useRef(false);
  useEffect(() => {
    active.current = Boolean(state?.impersonating);
  }, [state?.impersonating]);
  useEffect(
    () => () => {
      if (active.current) stopImpersonationBeacon();
    },
    [],
  );

  return state;
}
