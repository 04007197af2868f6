import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdmin, isManager, isSuperAdmin, isTechSupport, type CompanyRole } from '#domain/roles';
import { api, ApiError } from '../lib/api';
import { authClient } from '../lib/auth-client';
import type { ImpersonationPerson, ImpersonationState } from './impersonation/impersonation-api';
import { useImpersonationState } from './impersonation/use-impersonation-state';

export type Company = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  planType: string;
  creditsRemaining: number;
  maxUsers: number;
  subscriptionStatus: string;
  subscriptionExpiresAt: string | null;
};
export type Membership = {
  id: string;
  userId: string;
  companyId: string;
  role: CompanyRole;
  joinedAt: string;
  company: Company;
};
export type Me = {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    signupCompanyUrl: string | null;
    onboardingCompleted: boolean;
  };
  profile: {
    userId: string;
    email: string;
    username: string | null;
    companyName: string | null;
    currentCompanyId: string | null;
    isProtected: boolean;
  } | null;
  memberships: Membership[];
  currentCompany: Company | null;
  currentRole: CompanyRole | null;
  platformRoles: string[];
};

type AuthContextValue = {
  loading: boolean;
  user: Me['user'] | null;
  /** The signed-in person behind an impersonation (the same as user otherwise). */
  realUser: ImpersonationPerson | null;
  /** True while a support user acts as `user`; see `impersonation` for the write-actions switch. */
  impersonating: boolean;
  impersonation: ImpersonationState | null;
  /** The real user's platform roles (what the access guard and the server check). */
  realPlatformRoles: string[];
  me: Me | null;
  memberships: Membership[];
  currentCompany: Company | null;
  currentRole: CompanyRole | null;
  platformRoles: string[];
  isAdmin: boolean;
  isManager: boolean;
  isSuperAdmin: boolean;
  isTechSupport: boolean;
  refresh: () => Promise<void>;
  selectCompany: (companyId: string) => Promise<void>;
  /** Signs out; `to` is where the guards then send the visitor (default /auth), whichever renders first. */
  signOut: (options?: { to?: string }) => Promise<void>;
  /** Where a deliberate sign-out asked to go, until someone signs in again. */
  signedOutTo: string | null;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export const ME_QUERY_KEY = ['me'] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me | null>('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });
  const me = query.data ?? null;

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const selectCompany = useCallback(
    async (companyId: string) => {
      await api('/companies/select', { body: { companyId } });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      await refresh();
    },
    [queryClient, refresh],
  );

  // A deliberate sign-out names its destination before the session goes: the guards of the page still on screen
  // (a navigation is a transition, and a lazy page keeps the old one rendered) would otherwise send the visitor
  // to /auth the moment the user turns null, racing the navigation to the destination.
  const [signedOutTo, setSignedOutTo] = useState<string | null>(null);
  const signedIn = Boolean(me?.user);
  useEffect(() => {
    if (signedIn) setSignedOutTo(null);
  }, [signedIn]);

  const signOut = useCallback(
    async (options?: { to?: string }) => {
      setSignedOutTo(options?.to ?? null);
      await authClient.signOut();
      // Update the cached user in place, so its observers see null at once (clearing the cache first left
      // them holding the removed query, still signed in, and /auth bounced back to the dashboard); then
      // drop everything cached for the previous identity.
      await queryClient.cancelQueries();
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    },
    [queryClient],
  );

  const impersonation = useImpersonationState(Boolean(me?.user), refresh);

  const value = useMemo<AuthContextValue>(() => {
    const roles = me?.platformRoles ?? [];
    const impersonating = Boolean(impersonation?.impersonating);
    return {
      loading: query.isPending,
      user: me?.user ?? null,
      realUser: impersonating ? impersonation!.realUser : (me?.user ?? null),
      impersonating,
      impersonation,
      realPlatformRoles: impersonating ? impersonation!.realPlatformRoles : roles,
      me,
      memberships: me?.memberships ?? [],
      currentCompany: me?.currentCompany ?? null,
      currentRole: me?.currentRole ?? null,
      platformRoles: roles,
      isAdmin: isAdmin(roles),
      isManager: isManager(roles),
      isSuperAdmin: isSuperAdmin(roles),
      isTechSupport: isTechSupport(roles),
      refresh,
      selectCompany,
      signOut,
      signedOutTo,
    };
  }, [me, impersonation, query.isPending, refresh, selectCompany, signOut, signedOutTo]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
