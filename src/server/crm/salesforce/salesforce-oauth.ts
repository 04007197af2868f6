import { createHash, randomBytes } from 'node:crypto';
import type { OAuth2 } from 'jsforce';
import { z } from 'zod';
import { SALESFORCE_OAUTH_MSG, SALESFORCE_SCOPES } from '#domain/crm-oauth';
import { CrmError } from '../crm-error';
import { withCrmRetry } from '../crm-retry';
import { describeSalesforceError } from './salesforce-errors';

/**
 * The OAuth 2.0 web server flow through jsforce's OAuth2 ("OAuth 2.0 Web Server Flow for Web App Integration"):
 * the authorize URL (response_type=code, client_id, redirect_uri, state, scope, and PKCE's S256 code_challenge)
 * and the code exchange (POST /services/oauth2/token, grant_type=authorization_code with the code_verifier), whose
 * answer carries access_token, refresh_token, instance_url, id, issued_at and signature.
 */
export type SalesforceClient = { clientId: string; clientSecret: string };

const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const newOauthState = () => base64url(randomBytes(32));
export const hashOauthState = (state: string) => createHash('sha256').update(state).digest('hex');
/** PKCE (RFC 7636): a 64-byte verifier, and its S256 challenge for the authorize request. */
export const newCodeVerifier = () => base64url(randomBytes(64));
const challengeOf = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

/**
 * jsforce's OAuth2, loaded with the first sign-in, not with the server (decision 023: first start). jsforce is
 * CommonJS: Node's own import names its exports, the server bundle's import only gives its default export.
 */
async function loadOAuth2(): Promise<typeof OAuth2> {
  const jsforce = await import('jsforce');
  return jsforce.OAuth2 ?? (jsforce as unknown as { default: typeof jsforce }).default.OAuth2;
}

const oauth2 = async (loginUrl: string, client: SalesforceClient, callbackUrl: string) =>
  new (await loadOAuth2())({
    loginUrl: loginUrl.replace(/\/+$/, ''),
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: callbackUrl,
  });

export async function salesforceAuthorizeUrl(
  loginUrl: string,
  client: SalesforceClient,
  callbackUrl: string,
  state: string,
  codeVerifier: string,
) {
  return (await oauth2(loginUrl, client, callbackUrl)).getAuthorizationUrl({
    scope: SALESFORCE_SCOPES,
    state,
    code_challenge: challengeOf(codeVerifier),
    code_challenge_method: 'S256',
  });
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  instance_url: z.string().url(),
  id: z.string().optional(),
  issued_at: z.string().optional(),
  signature: z.string().optional(),
});

/** The token endpoint's refusals of a code, in words; anything else as the other Salesforce calls say it. */
function describeExchangeError(error: unknown, callbackUrl: string): CrmError {
  if (error instanceof CrmError) return error;
  const name = (error as { name?: string })?.name ?? '';
  if (name === 'invalid_grant') return new CrmError(SALESFORCE_OAUTH_MSG.badGrant, 400);
  if (name === 'invalid_client_id' || name === 'invalid_client')
    return new CrmError(SALESFORCE_OAUTH_MSG.badClient, 400);
  if (name === 'redirect_uri_mismatch') return new CrmError(SALESFORCE_OAUTH_MSG.redirectMismatch(callbackUrl), 400);
  return describeSalesforceError(error, null);
}

/** Exchanges the authorization code once (a code is single-use: no retry), within the CRM timeout. */
export async function exchangeSalesforceCode(options: {
  loginUrl: string;
  client: SalesforceClient;
  callbackUrl: string;
  code: string;
  codeVerifier: string;
  timeoutMs: number;
}) {
  const { loginUrl, client, callbackUrl, code, codeVerifier, timeoutMs } = options;
  const answer = await withCrmRetry(
    'Salesforce',
    async () => (await oauth2(loginUrl, client, callbackUrl)).requestToken(code, { code_verifier: codeVerifier }),
    { retries: 0, timeoutMs, rateWindowMs: 0, describe: (error) => describeExchangeError(error, callbackUrl) },
  );
  const parsed = tokenAnswer.safeParse(answer);
  if (!parsed.success) throw new CrmError(SALESFORCE_OAUTH_MSG.badAnswer, 0);
  if (!parsed.data.refresh_token) throw new CrmError(SALESFORCE_OAUTH_MSG.noRefreshToken, 400);
  return { refreshToken: parsed.data.refresh_token, instanceUrl: parsed.data.instance_url };
}
