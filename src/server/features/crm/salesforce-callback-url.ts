import { SALESFORCE_CALLBACK_PATH } from '#domain/crm-oauth';
import { canonicalDomain, domainFromHostHeader } from '#domain/custom-domain';
import type { Env } from '../../env';

/**
 * The callback URL a Salesforce connected app must list for "Connect with Salesforce": the callback page at the
 * app's public address (APP_URL), as Google sign-in's redirect URI and e-mailed links are built.
 */
export const salesforceCallbackUrl = (env: Pick<Env, 'APP_URL'>) =>
  `${env.APP_URL.replace(/\/+$/, '')}${SALESFORCE_CALLBACK_PATH}`;

/** The company's white-label address, when white label is on and a custom domain is saved. */
export type OwnDomain = { whiteLabelEnabled: boolean; customDomain: string | null } | null;
const ownDomainOf = (branding: OwnDomain) =>
  branding?.whiteLabelEnabled && branding.customDomain ? canonicalDomain(branding.customDomain) : null;

/**
 * Every callback URL the connected app must list (its Callback URL field takes one per line): APP_URL's, and the
 * company's custom domain's when white label is on, since members signed in there have their session on that host.
 */
export function salesforceCallbackUrls(env: Pick<Env, 'APP_URL'>, branding: OwnDomain): string[] {
  const own = ownDomainOf(branding);
  const urls = [salesforceCallbackUrl(env)];
  if (own) urls.push(`https://${own}${SALESFORCE_CALLBACK_PATH}`);
  return [...new Set(urls)];
}

/**
 * The callback for a sign-in started by this request: on the company's own custom domain, that host's (scheme as
 * the browser's Origin says, since a proxy may end TLS before us), so Salesforce sends the browser back where its
 * session is; anywhere else APP_URL's.
 */
export function salesforceCallbackFor(
  env: Pick<Env, 'APP_URL'>,
  branding: OwnDomain,
  request: { host: string | undefined; origin: string | undefined },
): string {
  const own = ownDomainOf(branding);
  const host = request.host?.trim().toLowerCase();
  if (!own || !host || domainFromHostHeader(host) !== own) return salesforceCallbackUrl(env);
  const scheme = request.origin?.startsWith('http://') ? 'http' : 'https';
  return `${scheme}://${host}${SALESFORCE_CALLBACK_PATH}`;
}
