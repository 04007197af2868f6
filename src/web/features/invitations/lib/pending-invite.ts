import { PENDING_INVITE_STORAGE_KEY } from '#domain/invitations';

/** Remembers the token while the visitor signs in or signs up (the verification link may open in another tab). */
export function rememberPendingInvite(token: string) {
  try {
    localStorage.setItem(PENDING_INVITE_STORAGE_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the e-mail link still works.
  }
}

export function forgetPendingInvite() {
  try {
    localStorage.removeItem(PENDING_INVITE_STORAGE_KEY);
  } catch {
    // see above
  }
}
