import { IMPERSONATION_CHANGED_EVENT } from '#domain/impersonation-event';
import { api, ApiError } from '../../lib/api';

export type ImpersonationPerson = { id: string; email: string; name: string };

/** GET /api/support/impersonation: who acts, who is really signed in, and the write-actions switch. */
export type ImpersonationState = {
  impersonating: boolean;
  id: string | null;
  writeEnabled: boolean;
  startedAt: string | null;
  user: ImpersonationPerson;
  realUser: ImpersonationPerson;
  realPlatformRoles: string[];
};

export async function fetchImpersonation(): Promise<ImpersonationState | null> {
  try {
    return await api<ImpersonationState>('/support/impersonation');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const startImpersonation = (targetUserId: string) =>
  api<ImpersonationState>('/support/impersonation/start', { body: { targetUserId } });
export const stopImpersonation = () => api<ImpersonationState>('/support/impersonation/stop', { body: {} });
export const setImpersonationWrites = (writeEnabled: boolean) =>
  api<ImpersonationState>('/support/impersonation', { method: 'PATCH', body: { writeEnabled } });

export type ImpersonationChangedDetail = { impersonating: boolean; user: ImpersonationPerson | null };

/** The window-level event every part of the SPA listens to (the auth context refreshes on it). */
export function announceImpersonationChange(detail: ImpersonationChangedDetail) {
  window.dispatchEvent(new CustomEvent<ImpersonationChangedDetail>(IMPERSONATION_CHANGED_EVENT, { detail }));
}

/** Best effort on unmount: keepalive lets the request outlive the page. */
export function stopImpersonationBeacon() {
  void fetch('/api/support/impersonation/stop', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

/** How a person is named in toasts and badges. */
export const personLabel = (person: { email: string; name?: string | null } | null | undefined) => person?.email ?? '';
