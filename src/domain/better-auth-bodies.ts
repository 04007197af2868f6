import { z } from 'zod';

/**
 * The bodies of better-auth's own JSON endpoints (POST /api/auth/<path>), checked at the edge before better-auth
 * sees them: it passes some fields straight to the database (`update-user {"name": null}` was a not-null error and
 * an empty 500). Field lists follow better-auth's endpoint reference (https://www.better-auth.com/docs/concepts/api);
 * sign-in, sign-up and send-verification-email are validated by their own routes (features/auth).
 */
const text = (field: string, max = 500) =>
  z
    .string({ error: `${field} must be text.` })
    .min(1, `${field} cannot be empty.`)
    .max(max, `${field} is too long.`);
const optionalText = (field: string, max = 2048) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} is too long.`)
    .optional();
const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` }).optional();
const email = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .max(320, `${field} is too long.`)
    .pipe(z.email('Please enter a valid email address.'));
const password = (field: string) => text(field, 256);
const providerBody = z.looseObject({
  provider: text('provider', 100),
  callbackURL: optionalText('callbackURL'),
  newUserCallbackURL: optionalText('newUserCallbackURL'),
  errorCallbackURL: optionalText('errorCallbackURL'),
  disableRedirect: flag('disableRedirect'),
  requestSignUp: flag('requestSignUp'),
  scopes: z.array(text('scope', 200), { error: 'scopes must be a list of text.' }).max(50).optional(),
  loginHint: optionalText('loginHint', 320),
  idToken: z.looseObject({ token: text('idToken.token', 8192) }, { error: 'idToken must be an object.' }).optional(),
});
const accountRef = z.looseObject({
  providerId: text('providerId', 100),
  accountId: optionalText('accountId', 500),
  userId: optionalText('userId', 100),
});
const nothing = z.looseObject({});

export const BETTER_AUTH_BODIES: Record<string, z.ZodType> = {
  '/sign-in/social': providerBody,
  '/link-social': providerBody,
  '/sign-out': nothing,
  '/get-session': nothing,
  '/update-session': nothing,
  '/revoke-sessions': nothing,
  '/revoke-other-sessions': nothing,
  '/update-user': z.strictObject(
    {
      name: text('Name', 200).optional(),
      image: z.string({ error: 'image must be text or null.' }).max(2048, 'image is too long.').nullable().optional(),
      signupCompanyUrl: optionalText('signupCompanyUrl'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} cannot be changed here.` : undefined,
    },
  ),
  '/change-password': z.looseObject({
    currentPassword: password('currentPassword'),
    newPassword: password('newPassword'),
    revokeOtherSessions: flag('revokeOtherSessions'),
  }),
  '/verify-password': z.looseObject({ password: password('password') }),
  '/reset-password': z.looseObject({ newPassword: password('newPassword'), token: optionalText('token', 500) }),
  '/request-password-reset': z.looseObject({ email: email('email'), redirectTo: optionalText('redirectTo') }),
  '/change-email': z.looseObject({ newEmail: email('newEmail'), callbackURL: optionalText('callbackURL') }),
  '/delete-user': z.looseObject({
    callbackURL: optionalText('callbackURL'),
    password: password('password').optional(),
    token: optionalText('token', 500),
  }),
  '/revoke-session': z.looseObject({ token: text('token', 500) }),
  '/unlink-account': accountRef,
  '/refresh-token': accountRef,
  '/get-access-token': accountRef,
};

export const AUTH_BODY_NOT_OBJECT = 'The request body must be a JSON object.';
