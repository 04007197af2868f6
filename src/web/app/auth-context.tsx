import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IMPERSONATION_CHANGED_EVENT } from '#domain/impersonation-event';
import { isAdmin, isManager, isSuperAdmin, isTechSupport, type CompanyRole } from '#domain/roles';
import { api } from '../lib/api';
import { authClient } from '../lib/auth-client';
import type { ImpersonationPerson, ImpersonationState } from './impersonation/impersonation-api';
import { dropCachedData } from './identity/cached-data-events';
import { createIdentityStore } from './identity/identity-store';
import { useStopImpersonationOnUnmount } from './impersonation/use-stop-impersonation-on-unmount';

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
  /** Stores the impersonation an action on it answered with. */
  setImpersonation: (state: ImpersonationState) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createIdentityStore);
  const { me: loadedMe, impersonation: loadedImpersonation } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  useEffect(() => store.start(), [store]);
  const me = loadedMe ?? null;
  const loading = loadedMe === undefined;

  const refresh = useCallback(() => store.refresh(), [store]);

  const selectCompany = useCallback(
    async (companyId: string) => {
      await api('/companies/select', { body: { companyId } });
      await dropCachedData('remove');
      await refresh();
    },
    [refresh],
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
      // Signed out in place first, so every reader sees null at once; then everything cached for the previous
      // identity goes.
      store.clear();
      await dropCachedData('remove');
    },
    [store],
  );

  useEffect(() => {
    const onChange = () => void refresh().then(() => dropCachedData('reset'));
    window.addEventListener(IMPERSONATION_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(IMPERSONATION_CHANGED_EVENT, onChange);
  }, [refresh]);
  const impersonation = signedIn ? loadedImpersonation : null;
  useStopImpersonationOnUnmount(Boolean(impersonation?.impersonating));
  const setImpersonation = store.setImpersonation;

  const value = useMemo<AuthContextValue>(() => {
    const roles = me?.platformRoles ?? [];
    const impersonating = Boolean(impersonation?.impersonating);
    return {
      loading,
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
      setImpersonation,
    };
  }, [me, impersonation, loading, refresh, selectCompany, signOut, signedOutTo, setImpersonation]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
