/**
 * The browser's calls to better-auth's HTTP endpoints (/api/auth/*), as plain fetches: better-auth's own client
 * (better-fetch, nanostores, its plugin system) weighed ~31 kB minified on the sign-in page for four POSTs.
 * The endpoints and shapes are better-auth's (https://www.better-auth.com/docs/concepts/api): a failed call
 * answers a non-2xx status with `{ code, message }`. The session stays an httpOnly cookie set by the server.
 */
export type AuthCallError = { status: number; message?: string; code?: string };
export type AuthCallResult<T> = { data: T; error: null } | { data: null; error: AuthCallError };

async function post<T>(path: string, body: unknown): Promise<AuthCallResult<T>> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.ok) return { data: json as T, error: null };
  const detail = json && typeof json === 'object' ? (json as { message?: unknown; code?: unknown }) : {};
  return {
    data: null,
    error: {
      status: response.status,
      message: typeof detail.message === 'string' ? detail.message : response.statusText || undefined,
      code: typeof detail.code === 'string' ? detail.code : undefined,
    },
  };
}

type SignUpBody = { email: string; password: string; name: string; signupCompanyUrl?: string; callbackURL?: string };
type SocialBody = { provider: 'google'; callbackURL: string; errorCallbackURL: string };

export const authClient = {
  signIn: {
    /** Never follows the callbackURL the server adds for the verification mail: the SPA navigates itself. */
    email: (body: { email: string; password: string }) => post<{ user: unknown }>('/sign-in/email', body),
    /** Leaves for the provider's consent page when the server hands back its URL. */
    social: async (body: SocialBody) => {
      const result = await post<{ url?: string; redirect?: boolean }>('/sign-in/social', body);
      if (result.data?.url) window.location.href = result.data.url;
      return result;
    },
  },
  signUp: { email: (body: SignUpBody) => post<{ user: unknown }>('/sign-up/email', body) },
  signOut: () => post<{ success: boolean }>('/sign-out', {}),
};
