import { CrmError } from '../crm-error';

/** What the last HTTP answer said, kept by the session's transport (jsforce's errors do not carry the status). */
export type LastAnswer = { status: number; retryAfter: string | null } | null;

/**
 * Salesforce's error answers ([{ message, errorCode }], "Status Codes and Error Responses"), the token
 * endpoint's ({ error, error_description }) and transport failures, in words.
 */
export function describeSalesforceError(error: unknown, last: LastAnswer): CrmError {
  if (error instanceof CrmError) return error;
  const e = error as { errorCode?: string; name?: string; message?: string; code?: string };
  const code = e?.errorCode ?? e?.name ?? '';
  const message = e?.message ?? String(error);
  if (code === 'invalid_grant')
    return new CrmError(
      'Salesforce refused the refresh token (it expired or was revoked). Connect Salesforce again on the Integrations tab.',
      401,
    );
  if (code === 'invalid_client_id' || code === 'invalid_client')
    return new CrmError(
      'Salesforce does not know this connected app: check the consumer key and secret on the Integrations tab.',
      401,
    );
  if (/Unable to refresh session/.test(message) || code === 'INVALID_SESSION_ID')
    return new CrmError(
      'Salesforce refused the session even after a refresh. Connect Salesforce again on the Integrations tab.',
      401,
    );
  const httpStatus = /^ERROR_HTTP_(\d{3})$/.exec(code)?.[1];
  const status = httpStatus ? Number(httpStatus) : (last?.status ?? 0);
  const retryAfter =
    last?.retryAfter != null && Number.isFinite(Number(last.retryAfter)) ? Number(last.retryAfter) : null;
  if (code === 'REQUEST_LIMIT_EXCEEDED' && status === 403)
    return new CrmError(`Salesforce's daily API limit is used up (${message}); it frees up over 24 hours`, 403);
  if (status === 429 || (status === 503 && code === 'REQUEST_LIMIT_EXCEEDED'))
    return new CrmError('Salesforce is limiting calls (REQUEST_LIMIT_EXCEEDED)', 429, retryAfter);
  if (status === 403)
    return new CrmError(`Salesforce refused the call: the connected user lacks a permission it needs: ${message}`, 403);
  if (status >= 500) return new CrmError(`Salesforce had a server error (HTTP ${status})`, status);
  if (status >= 400) return new CrmError(`Salesforce said: ${message}`, status);
  if (/JSON|Unexpected token|parse/i.test(message))
    return new CrmError('Salesforce answered with something that is not JSON', 0);
  return new CrmError(`Could not reach Salesforce: ${message}`, 0);
}
