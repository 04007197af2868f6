import { createHash, randomBytes } from 'node:crypto';
import type { FakeSalesforceReply } from './fake-salesforce-shapes';

/**
 * The fake org's OAuth endpoints, in the shapes of Salesforce's documentation:
 * - "OAuth 2.0 Web Server Flow for Web App Integration": GET /services/oauth2/authorize?response_type=code&client_id
 *   &redirect_uri&state&scope[&code_challenge] — the user "allows" at once: 302 to redirect_uri?code=…&state=…, or,
 *   when told to deny, ?error=access_denied&error_description=end-user+denied+authorization&state=… ("OAuth 2.0
 *   Authorization Errors"); an unknown client or a redirect_uri other than the connected app's callback URL gets an
 *   error page, not a redirect. Then POST /services/oauth2/token grant_type=authorization_code (code, client_id,
 *   client_secret, redirect_uri, code_verifier) → { access_token, refresh_token, signature, scope, instance_url, id,
 *   token_type, issued_at }; a code is single-use and lives 15 minutes; a refresh token only with the
 *   refresh_token scope.
 * - "OAuth 2.0 Refresh Token Flow for Renewed Sessions": grant_type=refresh_token → the same without refresh_token,
 *   unless refresh token rotation is on: then a new refresh_token comes with each answer and the old one is spent.
 * Refusals are 400 { error, error_description } (invalid_client_id, invalid_grant, redirect_uri_mismatch).
 */
export type FakeSalesforceOauthOptions = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /**
   * The connected app's callback URLs (its Callback URL field, one per line); when set, an authorize or code
   * exchange naming another is refused.
   */
  callbackUrl?: string | string[];
  /** Refresh token rotation: each refresh answer carries a new refresh token and the old one stops working. */
  rotateRefreshTokens?: boolean;
};

type Code = { redirectUri: string; challenge: string | null; scope: string; expiresAt: number; used: boolean };
const CODE_MS = 15 * 60_000;
const refused = (error: string, error_description: string): FakeSalesforceReply => ({
  status: 400,
  body: { error, error_description },
});

export function createFakeSalesforceOauth(options: FakeSalesforceOauthOptions, baseUrl: () => string) {
  const refreshTokens = new Set([options.refreshToken]);
  const codes = new Map<string, Code>();
  const sessions = new Set<string>();
  let deny = false;
  let rotate = options.rotateRefreshTokens ?? false;
  let tokens = 0;

  const session = (scope: string, refreshToken?: string) => {
    const access = `00DFk0000000001!${randomBytes(18).toString('base64url')}`;
    sessions.add(access);
    return {
      access_token: access,
      ...(refreshToken && { refresh_token: refreshToken }),
      signature: randomBytes(16).toString('base64'),
      scope,
      instance_url: baseUrl(),
      id: `${baseUrl()}/id/00DFk0000000001/005Fk0000000001`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
    };
  };
  const newRefreshToken = () => {
    const token = `5Aep861${randomBytes(24).toString('base64url')}`;
    refreshTokens.add(token);
    return token;
  };

  const listed = (uri: string) => !options.callbackUrl || [options.callbackUrl].flat().includes(uri);

  const authorize = (query: URLSearchParams): FakeSalesforceReply => {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== options.clientId)
      return { status: 400, raw: '<html><body>error=invalid_client_id: client identifier invalid</body></html>' };
    if (query.get('response_type') !== 'code')
      return { status: 400, raw: '<html><body>error=unsupported_response_type</body></html>' };
    if (!redirectUri || !listed(redirectUri))
      return {
        status: 400,
        raw: '<html><body>error=redirect_uri_mismatch: redirect_uri must match configuration</body></html>',
      };
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (deny) {
      deny = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'end-user denied authorization');
    } else {
      const code = `aPrx${randomBytes(24).toString('base64url')}`;
      codes.set(code, {
        redirectUri,
        challenge: query.get('code_challenge'),
        scope: query.get('scope') ?? 'api',
        expiresAt: Date.now() + CODE_MS,
        used: false,
      });
      back.searchParams.set('code', code);
    }
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, headers: { location: back.toString() }, raw: '' };
  };

  const token = (form: URLSearchParams): FakeSalesforceReply => {
    tokens += 1;
    if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
      return refused('invalid_client_id', 'client identifier invalid');
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < Date.now())
        return refused('invalid_grant', 'invalid authorization code');
      code.used = true;
      if (form.get('redirect_uri') !== code.redirectUri)
        return refused('redirect_uri_mismatch', 'redirect_uri must match configuration');
      if (code.challenge) {
        const verifier = form.get('code_verifier');
        if (!verifier) return refused('invalid_grant', 'code verifier is missing');
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
          return refused('invalid_request', 'invalid code verifier');
      }
      const offline = /\b(refresh_token|offline_access)\b/.test(code.scope);
      return { body: session(code.scope, offline ? newRefreshToken() : undefined) };
    }
    const refresh = form.get('refresh_token') ?? '';
    if (grant !== 'refresh_token' || !refreshTokens.has(refresh))
      return refused('invalid_grant', 'expired access/refresh token');
    if (!rotate) return { body: session('refresh_token api') };
    refreshTokens.delete(refresh);
    return { body: session('refresh_token api', newRefreshToken()) };
  };

  return {
    authorize,
    token,
    sessions,
    tokenRequests: () => tokens,
    /** The next authorize answers as if the user clicked Deny. */
    denyNext: () => void (deny = true),
    /** Turns refresh token rotation on or off (as a connected app's setting would). */
    rotateRefreshTokens: (on: boolean) => void (rotate = on),
    /** Refresh tokens that work now (rotation spends the old one). */
    liveRefreshTokens: () => [...refreshTokens],
  };
}
