import { CrmError } from '../crm-error';

/** HubSpot's error answer ({ status: 'error', message, category }) or a transport failure, in words. */
export function describeHubSpotError(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  const e = error as { code?: number; body?: any; headers?: Record<string, string>; message?: string; name?: string };
  if (typeof e?.code === 'number' && e.code >= 100) {
    const retryAfter = Number(e.headers?.['retry-after']);
    const said = typeof e.body?.message === 'string' ? e.body.message : null;
    const retry = Number.isFinite(retryAfter) && e.headers?.['retry-after'] !== undefined ? retryAfter : null;
    if (e.code === 401)
      return new CrmError(
        'HubSpot refused the access token. Check the private app token on the Integrations tab.',
        401,
      );
    if (e.code === 403)
      return new CrmError(
        `HubSpot refused the call: the private app lacks a scope it needs (crm.objects.companies, crm.objects.contacts read and write, crm.objects.owners.read)${said ? `: ${said}` : ''}`,
        403,
      );
    // HubSpot's 429 body names the limit reached (policyName): the rolling 10-second window, or the day's quota.
    if (e.code === 429 && e.body?.policyName === 'DAILY')
      return new CrmError(
        "HubSpot's daily API limit for this account is used up; calls work again after midnight in the account's time zone",
        429,
        null,
        true,
      );
    if (e.code === 429)
      return new CrmError('HubSpot is rate limiting calls (its 10-second window is full)', 429, retry);
    if (e.code >= 500) return new CrmError(`HubSpot had a server error (HTTP ${e.code})`, e.code);
    return new CrmError(said ? `HubSpot said: ${said}` : `HubSpot answered HTTP ${e.code}`, e.code);
  }
  const message = e?.message ?? String(error);
  if (/JSON|Unexpected token|parse/i.test(message))
    return new CrmError('HubSpot answered with something that is not JSON', 0);
  return new CrmError(`Could not reach HubSpot: ${message}`, 0);
}
