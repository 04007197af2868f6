import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client; the session is an httpOnly cookie, refreshed by the server. */
export const authClient = createAuthClient({ basePath: '/api/auth' });
