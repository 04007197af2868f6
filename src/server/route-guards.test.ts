import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** Routes anyone may call; every other route must answer 401 without a session. */
const PUBLIC_ROUTES = new Set([
  'POST /api/functions/check-auth-rate-limit',
  'POST /api/functions/check-email-exists',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/send-verification-email',
  // The one-time sign-in link during a lock (rate-limited per address, mails existing accounts only).
  'POST /api/auth/sign-in/magic-link',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/health',
  'GET /api/config',
  'GET /api/me',
  // Who acts: null without a session, like /api/me (both are asked on every first load).
  'GET /api/support/impersonation',
  'POST /api/log/not-found',
  'GET /api/dev/outbox',
  // Like the outbox: 404 unless DEV_OUTBOX_API is on (local browser tests).
  'GET /api/dev/super-admin-setup-token',
  // Stripe calls it; only a valid signature with STRIPE_WEBHOOK_SECRET gets anything done.
  'POST /api/stripe/webhook',
  'GET /api/invitations/by-token/:token',
  // The sign-in page's branding on a company's custom domain (public fields only).
  'GET /api/branding/by-host',
  // Uploaded branding images: public by unguessable URL (logos appear in e-mails).
  'GET /api/files/:companyId/:name',
  // Sequence e-mails' unsubscribe link (RFC 8058 one-click): the unguessable token is the proof.
  'GET /api/unsubscribe/:token',
  'POST /api/unsubscribe/:token',
]);

describe('every registered route is guarded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor without a session on every non-public route', async () => {
    // Middleware on every API path (for all methods or only for writes) is not a route of its own.
    const routes = t.app.routes.filter((r) => r.method !== 'ALL' && r.path !== '/api/*');
    const guarded = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(5);
    const unguarded: string[] = [];
    for (const route of guarded) {
      const path = route.path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.call(route.method, path, route.method === 'GET' ? undefined : {});
      if (res.status !== 401) unguarded.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('lists no public route that does not exist', () => {
    const registered = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    expect([...PUBLIC_ROUTES].filter((r) => !registered.has(r))).toEqual([]);
  });
});
