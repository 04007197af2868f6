import { SALESFORCE_CALLBACK_PATH } from '#domain/crm-oauth';
import type { Env } from '../../env';

/**
 * The callback URL a Salesforce connected app must list for "Connect with Salesforce": the callback page at the
 * app's public address (APP_URL), as Google sign-in's redirect URI and e-mailed links are built.
 */
export const salesforceCallbackUrl = (env: Pick<Env, 'APP_URL'>) =>
  `${env.APP_URL.replace(/\/+$/, '')}${SALESFORCE_CALLBACK_PATH}`;
