import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { isWorkEmail } from '#domain/email';
import { MSG, WORK_EMAIL_REQUIRED } from '#domain/messages';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema/auth';
import { profiles } from '../db/schema/companies';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { signInLinkEmail, verificationEmail } from '../mail/templates';
import { customDomainOrigins } from './custom-domain-origins';
import { appOrigins } from '../security/app-origins';

/** How long a one-time sign-in link stays valid. */
export const SIGN_IN_LINK_MINUTES = 15;

type AuthOptions = {
  db: Db;
  env: Env;
  mailer: Mailer;
  secret: string;
  /** True when the domain is a company's enabled custom domain (its members sign in there). */
  isCustomDomain: (domain: string) => Promise<boolean>;
  /** Runs each time a user's e-mail is verified (at sign-up through Google, or later). */
  onEmailVerified: (email: string) => Promise<void>;
};

/** better-auth: e-mail/password with verification, Google when configured, sessions in the database. */
export function createAuth({ db, env, mailer, secret, isCustomDomain, onEmailVerified }: AuthOptions) {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : null;
  return betterAuth({
    appName: 'Scoutline',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    // APP_URL (and its loopback twins in development), plus the request's own origin when it is a company's
    // enabled custom domain; the same origins the CSRF guard (security/csrf.ts) accepts.
    trustedOrigins: async (request) => [...appOrigins(env), ...(await customDomainOrigins(isCustomDomain, request))],
    telemetry: { enabled: false },
    // Sign-in and sign-up are limited by our own audited limiter (features/auth/rate-limit).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    // Origin checks on in every environment (better-auth skips them under NODE_ENV=test by default), so
    // the tests exercise what production does.
    advanced: { database: { generateId: 'uuid' }, disableOriginCheck: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: { enabled: true, requireEmailVerification: true, autoSignIn: false, minPasswordLength: 8 },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationEmail(user.email, url)),
    },
    user: {
      additionalFields: {
        signupCompanyUrl: { type: 'string', required: false, input: true },
        onboardingCompleted: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    socialProviders: google ? { google } : {},
    // The way in while a sign-in lock holds: a one-time link to the account's own inbox (tokens stored hashed,
    // consumed on first use). Reached only through features/auth's rate-limited route; it never creates accounts.
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => mailer.send(signInLinkEmail(email, url, SIGN_IN_LINK_MINUTES)),
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // The work e-mail rule holds for every way in, Google sign-up included (the e-mail form is also checked at the route).
          before: async (user) => {
            if (!isWorkEmail(user.email))
              throw new APIError('BAD_REQUEST', { code: WORK_EMAIL_REQUIRED, message: MSG.workEmailRequired });
          },
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, email: user.email, username: user.email.split('@')[0] ?? null })
              .onConflictDoNothing();
            if (user.emailVerified) await onEmailVerified(user.email);
          },
        },
        update: { after: async (user) => void (user.emailVerified && (await onEmailVerified(user.email))) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
