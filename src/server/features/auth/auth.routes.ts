import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { checkEmailExistsBody, checkRateLimitBody, signInBody, signUpBody } from '#domain/auth-schemas';
import { isWorkEmail } from '#domain/email';
import { MSG } from '#domain/messages';
import { isStrongPassword } from '#domain/password';
import type { AppEnv } from '../../context';
import { users } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { clientAddress } from '../../security/client-address';
import { parseJson } from '../../validate';
import { mailWaitSeconds, RESEND_OPERATION } from './resend-verification';
import { revokeOwnSession } from './revoke-session';
import { checkRateLimit, gateAttempt, recordAttempt, REFUSED_REASONS, type OperationType } from './rate-limit';

/** Where the e-mail verification link lands (core-workflow section 2). */
const ONBOARDING_PATH = '/company-onboarding';
/** Where a used or expired sign-in link sends its visitor (with ?error=). */
const SIGN_IN_PATH = '/auth';
/** Audit rows of sign-in link requests (they rate-limit the next request). */
const SIGN_IN_LINK_OPERATION = 'sign_in_link';

/** The client as the limiter counts it: its address (see TRUST_PROXY_HOPS), and its user agent for the audit. */
const clientInfo = (c: Context<AppEnv>) => ({
  ipAddress: clientAddress(c, c.get('deps').env.TRUST_PROXY_HOPS),
  userAgent: c.req.header('user-agent') ?? null,
});

/** Mail an anonymous caller may ask for (once a minute, five an hour per address): refused while it must wait. */
async function allowMailRequest(
  c: Context<AppEnv>,
  email: string,
  operation: typeof RESEND_OPERATION | typeof SIGN_IN_LINK_OPERATION,
) {
  const deps = c.get('deps');
  const now = deps.clock.now();
  const wait = await mailWaitSeconds(deps.database.db, email, operation, now);
  if (wait > 0) throw new AppError('RATE_LIMITED', MSG.tooManyAttempts(wait), { retry_after_seconds: wait });
  await recordAttempt(deps.database.db, {
    identifier: email,
    operationType: operation,
    success: true,
    at: now,
    ...clientInfo(c),
  });
}

/** Hands a checked body to better-auth's own endpoint at this path, without the caller's cookie. */
async function forwardToAuth(c: Context<AppEnv>, body: object) {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  headers.delete('cookie');
  const request = new Request(c.req.url, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await c.get('deps').auth()).handler(request);
}

const lockedTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Public auth endpoints: the named functions, and sign-in/sign-up wrapped with the limiter and the audit log. */
export const authRoutes = new Hono<AppEnv>()
  .post('/functions/check-auth-rate-limit', async (c) => {
    const body = await parseJson(c, checkRateLimitBody);
    const client = clientInfo(c).ipAddress;
    return c.json(await checkRateLimit(c.get('deps').database.db, { ...body, client, now: c.get('deps').clock.now() }));
  })
  .post('/functions/check-email-exists', async (c) => {
    const { email } = await parseJson(c, checkEmailExistsBody);
    const [row] = await c.get('deps').database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return c.json({ success: true, exists: Boolean(row), emailExists: Boolean(row) });
  })
  .post('/auth/revoke-session', revokeOwnSession)
  .post('/auth/sign-in/email', async (c) => {
    const body = await parseJson(c, signInBody);
    return guardedAuthCall(c, 'auth', { ...body, callbackURL: ONBOARDING_PATH });
  })
  // Resend verification e-mail, rate-limited per address; better-auth's own endpoint is reached only through here.
  .post('/auth/send-verification-email', async (c) => {
    const { email } = await parseJson(c, checkEmailExistsBody);
    await allowMailRequest(c, email, RESEND_OPERATION);
    const response = await forwardToAuth(c, { email, callbackURL: ONBOARDING_PATH });
    if (!response.ok) c.get('deps').logger.warn('resend verification failed', { status: response.status });
    // The same answer whether or not the address has an account, so it reveals nothing.
    return c.json({ success: true, message: MSG.verificationResent });
  })
  // One-time sign-in link (the way in during a lock), rate-limited per address; better-auth's endpoint is reached
  // only through here, and the answer is the same whether or not the address has an account.
  .post('/auth/sign-in/magic-link', async (c) => {
    const { email } = await parseJson(c, checkEmailExistsBody);
    const deps = c.get('deps');
    await allowMailRequest(c, email, SIGN_IN_LINK_OPERATION);
    const [account] = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Mail goes only to an existing account's address, so the route cannot send mail to strangers.
    if (account) {
      const response = await forwardToAuth(c, { email, callbackURL: '/', errorCallbackURL: SIGN_IN_PATH });
      if (!response.ok) deps.logger.warn('sign-in link failed', { status: response.status });
    }
    return c.json({ success: true, message: MSG.signInLinkSent });
  })
  .post('/auth/sign-up/email', async (c) => {
    const body = await parseJson(c, signUpBody);
    if (!isWorkEmail(body.email)) throw new AppError('INVALID_INPUT', MSG.workEmailRequired);
    if (!isStrongPassword(body.password)) throw new AppError('INVALID_INPUT', MSG.weakPassword);
    const deps = c.get('deps');
    const [existing] = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing) {
      await recordAttempt(deps.database.db, {
        identifier: body.email,
        operationType: 'account_creation',
        success: false,
        at: deps.clock.now(),
        ...clientInfo(c),
        details: { reason: 'already_registered' },
      });
      throw new AppError('CONFLICT', 'User already registered');
    }
    const name = body.name?.trim() || body.email.split('@')[0]!;
    return guardedAuthCall(c, 'account_creation', {
      ...body,
      name,
      signupCompanyUrl: body.signupCompanyUrl || undefined,
      callbackURL: ONBOARDING_PATH,
    });
  });

async function guardedAuthCall(
  c: Context<AppEnv>,
  operationType: OperationType,
  body: Record<string, unknown> & { email: string },
) {
  const deps = c.get('deps');
  const req = c.req.raw;
  const { db } = deps.database;
  const info = clientInfo(c);
  const now = deps.clock.now();
  const gate = await gateAttempt(db, { identifier: body.email, operationType, client: info.ipAddress, now });
  if (gate.is_rate_limited || gate.wait_ms > 0) {
    // Refused attempts are audited with their reason but never counted, so they cannot move a lock forward.
    const reason = gate.is_rate_limited ? REFUSED_REASONS.locked : REFUSED_REASONS.tooEarly;
    await recordAttempt(db, {
      identifier: body.email,
      operationType,
      success: false,
      at: now,
      ...info,
      details: { reason },
    });
    const { wait_ms, ...limit } = gate;
    const message = limit.locked_until_timestamp
      ? (operationType === 'auth' ? MSG.accountLocked : MSG.accountCreationLocked)(
          lockedTime(limit.locked_until_timestamp),
        )
      : MSG.tooManyAttempts(Math.ceil(wait_ms / 1000) || 60);
    throw new AppError('RATE_LIMITED', message, { ...limit, retry_after_seconds: Math.ceil(wait_ms / 1000) });
  }
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  const forwarded = new Request(req.url, { method: 'POST', headers, body: JSON.stringify(body) });
  const response = await (await deps.auth()).handler(forwarded);
  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: string }; code?: string; message?: string } | null;
  await recordAttempt(db, {
    identifier: body.email,
    operationType,
    success: response.ok,
    at: deps.clock.now(),
    userId: payload?.user?.id ?? null,
    ...info,
    details: response.ok ? undefined : { status: response.status, code: payload?.code ?? null },
  });
  if (response.status === 403 && payload?.code === 'EMAIL_NOT_VERIFIED') {
    // better-auth has just mailed a new link (sendOnSignIn): say so instead of failing silently.
    throw new AppError('FORBIDDEN', MSG.emailNotVerifiedLinkSent, { code: payload.code });
  }
  if (response.status === 401 && payload?.code === 'INVALID_EMAIL_OR_PASSWORD') {
    throw new AppError('UNAUTHORIZED', MSG.invalidCredentials, { code: payload.code });
  }
  return response;
}
