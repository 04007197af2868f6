import {
  SALESFORCE_OAUTH_MSG as MSG,
  SALESFORCE_STATE_MINUTES,
  type SalesforceOauthCallback,
  type SalesforceOauthResultDto,
  type SalesforceOauthStart,
  type SalesforceOauthStartDto,
} from '#domain/crm-oauth';
import type { Deps } from '../../context';
import { CrmError } from '../../crm/crm-error';
import {
  exchangeSalesforceCode,
  hashOauthState,
  newCodeVerifier,
  newOauthState,
  salesforceAuthorizeUrl,
} from '../../crm/salesforce/salesforce-oauth';
import { SALESFORCE_LOGIN_URL } from '../../crm/salesforce/salesforce-login-url';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { auditCrm } from './crm-connections.queries';
import { saveCrmToken, testCrmConnection, type Actor } from './crm-connections.service';
import { findBranding } from '../branding/branding.queries';
import { salesforceCallbackFor } from './salesforce-callback-url';
import { findOauthState, insertOauthState, useOauthState } from './salesforce-oauth.queries';

/**
 * Connect Salesforce through its OAuth 2.0 web server flow. Start keeps a state (its hash), bound to the user and
 * company, with the connected app's key, secret and PKCE verifier encrypted; the callback page hands back what
 * Salesforce sent, the state is checked (same user and company, unused, under SALESFORCE_STATE_MINUTES old) and
 * used up, the code is exchanged, and the refresh token is kept as the pasted one is (secret box), with the
 * instance URL of the answer; then Test connection runs. Any refusal says why in words and saves nothing.
 */

const clientContext = (companyId: string) => `crm-oauth:${companyId}:salesforce`;
const loginUrlOf = (deps: Deps) => deps.env.SALESFORCE_LOGIN_URL ?? SALESFORCE_LOGIN_URL;

export async function startSalesforceOauth(
  deps: Deps,
  actor: Actor,
  client: SalesforceOauthStart,
  request: { host: string | undefined; origin: string | undefined },
): Promise<SalesforceOauthStartDto> {
  const state = newOauthState();
  const codeVerifier = newCodeVerifier();
  const branding = await withTenant(deps.database.db, actor.companyId, (tx) =>
    findBranding(tx, { companyId: actor.companyId }),
  );
  const callbackUrl = salesforceCallbackFor(deps.env, branding, request);
  const encryptedClient = deps.secrets.encrypt(
    JSON.stringify({ ...client, codeVerifier }),
    clientContext(actor.companyId),
  );
  const expiresAt = new Date(deps.clock.now().getTime() + SALESFORCE_STATE_MINUTES * 60_000);
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    await insertOauthState(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      crm: 'salesforce',
      stateHash: hashOauthState(state),
      encryptedClient,
      callbackUrl,
      expiresAt,
    });
    await auditCrm(tx, { ...actor, action: 'oauth_started', crm: 'salesforce' });
  });
  return {
    authorizeUrl: await salesforceAuthorizeUrl(loginUrlOf(deps), client, callbackUrl, state, codeVerifier),
    callbackUrl,
  };
}

export async function finishSalesforceOauth(
  deps: Deps,
  actor: Actor,
  query: SalesforceOauthCallback,
): Promise<SalesforceOauthResultDto> {
  const now = deps.clock.now();
  const stateHash = hashOauthState(query.state);
  const row = await withTenant(deps.database.db, actor.companyId, (tx) =>
    findOauthState(tx, { companyId: actor.companyId, userId: actor.userId, stateHash }),
  );
  if (!row) throw new AppError('BAD_REQUEST', MSG.unknownState);
  if (row.usedAt) throw new AppError('BAD_REQUEST', MSG.usedState);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', MSG.expiredState);
  if (!(await withTenant(deps.database.db, actor.companyId, (tx) => useOauthState(tx, row.id, now))))
    throw new AppError('BAD_REQUEST', MSG.usedState);

  const refuse = async (message: string, status: 'BAD_REQUEST' | 'UNAVAILABLE' = 'BAD_REQUEST') => {
    await withTenant(deps.database.db, actor.companyId, (tx) =>
      auditCrm(tx, { ...actor, action: 'oauth_refused', crm: 'salesforce', detail: { reason: message } }),
    );
    return new AppError(status, message);
  };
  // "OAuth 2.0 Authorization Errors": a refusal comes back to the callback URL as ?error=access_denied (the help
  // page's example spells it access-denied).
  if (query.error)
    throw await refuse(
      /^access[-_]denied$/.test(query.error) ? MSG.denied : MSG.failed(query.error, query.error_description),
    );
  if (!query.code) throw await refuse(MSG.noCode);

  const client = JSON.parse(deps.secrets.decrypt(row.encryptedClient, clientContext(actor.companyId))) as {
    clientId: string;
    clientSecret: string;
    codeVerifier: string;
  };
  let exchanged: Awaited<ReturnType<typeof exchangeSalesforceCode>>;
  try {
    exchanged = await exchangeSalesforceCode({
      loginUrl: loginUrlOf(deps),
      client,
      callbackUrl: row.callbackUrl,
      code: query.code,
      codeVerifier: client.codeVerifier,
      timeoutMs: deps.env.CRM_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof CrmError)) throw error;
    const message = /Nothing was saved/.test(error.message) ? error.message : `${error.message}. Nothing was saved.`;
    throw await refuse(message, error.status === 0 || error.status >= 500 ? 'UNAVAILABLE' : 'BAD_REQUEST');
  }
  const secret = {
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    refreshToken: exchanged.refreshToken,
    instanceUrl: exchanged.instanceUrl,
  };
  await saveCrmToken(deps, actor, 'salesforce', JSON.stringify(secret), exchanged.refreshToken, {
    via: 'oauth',
    instanceUrl: exchanged.instanceUrl,
  });
  return testCrmConnection(deps, actor, 'salesforce');
}
