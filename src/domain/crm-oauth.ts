import { z } from 'zod';

/**
 * Salesforce's OAuth 2.0 web server flow ("OAuth 2.0 Web Server Flow for Web App Integration"): the owner gives the
 * connected app's consumer key and secret, Salesforce asks its user to allow Scoutline and sends the browser back
 * to the callback page with `code` and `state` (or `error`), and the server exchanges the code for a refresh token.
 */
export const SALESFORCE_CALLBACK_PATH = '/dashboard/company/salesforce/callback';
/** The scopes asked for: the REST API, and a refresh token so the connection lasts ("api refresh_token"). */
export const SALESFORCE_SCOPES = 'api refresh_token';
/** How long a started sign-in may take before its state is refused. */
export const SALESFORCE_STATE_MINUTES = 10;

export const salesforceOauthStartBody = z.object({
  clientId: z.string().trim().min(8).max(300),
  clientSecret: z.string().trim().min(8).max(300),
});
export type SalesforceOauthStart = z.infer<typeof salesforceOauthStartBody>;

/** What the callback page got in its query string, handed on as it came. */
export const salesforceOauthCallbackBody = z.object({
  state: z.string().trim().min(1).max(200),
  code: z.string().trim().min(1).max(2000).optional(),
  error: z.string().trim().max(200).optional(),
  error_description: z.string().trim().max(1000).optional(),
});
export type SalesforceOauthCallback = z.infer<typeof salesforceOauthCallbackBody>;

export type SalesforceOauthStartDto = { authorizeUrl: string; callbackUrl: string };
/** After the exchange: the connection was saved, and what Test connection then found (or why it failed). */
export type SalesforceOauthResultDto = { ok: boolean; message: string };

export const SALESFORCE_OAUTH_MSG = {
  unknownState:
    'This Salesforce sign-in was not started here (its state is unknown). Nothing was saved: click "Connect with Salesforce" again.',
  usedState: 'This Salesforce sign-in was already used. Nothing was saved: click "Connect with Salesforce" again.',
  expiredState: `This Salesforce sign-in took longer than ${SALESFORCE_STATE_MINUTES} minutes and expired. Nothing was saved: click "Connect with Salesforce" again.`,
  denied:
    'Salesforce says access was denied: Scoutline was not allowed into your org. Nothing was saved; click "Connect with Salesforce" again and choose Allow.',
  failed: (error: string, description?: string) =>
    `Salesforce did not connect: it answered "${error}"${description ? ` (${description})` : ''}. Nothing was saved.`,
  noCode: 'Salesforce sent no authorization code back. Nothing was saved: click "Connect with Salesforce" again.',
  noRefreshToken:
    'Salesforce gave no refresh token: add the "Perform requests at any time (refresh_token, offline_access)" scope to the connected app, then connect again. Nothing was saved.',
  badAnswer: 'Salesforce answered the code exchange with something that is not a token. Nothing was saved.',
  badGrant:
    'Salesforce refused the authorization code (it expired, was already used, or the callback URL differs from the connected app\'s). Nothing was saved: click "Connect with Salesforce" again.',
  badClient:
    'Salesforce does not know this connected app or its secret: check the consumer key and secret. Nothing was saved.',
  redirectMismatch: (url: string) =>
    `Salesforce refused the callback URL: the connected app's callback URL must be exactly ${url}. Nothing was saved.`,
};
