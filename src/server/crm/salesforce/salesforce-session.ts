import { Connection, OAuth2 } from 'jsforce';
import type { SalesforceCredentials } from '#domain/crm';
import { CrmError } from '../crm-error';
import type { LastAnswer } from './salesforce-errors';

export const SALESFORCE_API_VERSION = '59.0';

/**
 * A jsforce session from the connected app's refresh token ("OAuth 2.0 Refresh Token Flow"): the instance URL
 * comes from the token answer. A 401 INVALID_SESSION_ID makes jsforce refresh the session and try again; that
 * happens once per call (`newCall` re-arms it): a second 401 is final. The transport is watched for the status and
 * Retry-After of each answer (jsforce's errors drop them) and for a 2xx JSON answer that does not parse (jsforce
 * would hand it on as a string). A refresh answer with a new refresh_token (rotation on) goes to the keeper.
 */
export function createSalesforceSession(
  credentials: SalesforceCredentials,
  loginUrl: string,
  keeper?: SalesforceTokenKeeper,
) {
  const oauth2 = new OAuth2({
    loginUrl: loginUrl.replace(/\/+$/, ''),
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
  });
  let connection: Connection | null = null;
  let refreshedThisCall = false;
  let last: LastAnswer = null;

  const watch = (transport: { httpRequest: (...args: any[]) => any }) => {
    const original = transport.httpRequest.bind(transport);
    transport.httpRequest = (request: unknown, requestOptions: Record<string, unknown> = {}) => {
      // jsforce's own retries ignore Retry-After and would outlast the timeout: withCrmRetry does them.
      const pending = original(request, { ...requestOptions, retry: { maxRetries: 0 } });
      const checked = pending.then((response: any) => {
        const headers = response?.headers ?? {};
        last = { status: response?.statusCode ?? 0, retryAfter: headers['retry-after'] ?? null };
        const json = /json/.test(String(headers['content-type'] ?? ''));
        if (json && response.statusCode < 300 && response.body) {
          try {
            JSON.parse(response.body);
          } catch {
            throw new CrmError('Salesforce answered with something that is not JSON', 0);
          }
        }
        return response;
      });
      // jsforce reads the answer as a stream as well as a promise.
      checked.stream = pending.stream?.bind(pending);
      return checked;
    };
  };
  watch((oauth2 as any)._transport);

  // Refresh token rotation: an answer carrying a new refresh_token replaces the old one, here and in the keeper,
  // and spends the old one. Two sessions of one connection (a sync and a push) must not both spend the same token:
  // refreshes of one connected app take turns in this process and start from the kept token (which the other may
  // have just replaced); a session in another process that was refused retries once with a newer kept token.
  let current = credentials;
  const adoptKept = async () => {
    const kept = await keeper?.latest().catch(() => null);
    // Credentials of another connected app (saved since) are not this session's to use.
    if (!kept || kept.clientId !== current.clientId || kept.refreshToken === current.refreshToken) return false;
    current = kept;
    return true;
  };
  const refresh = async () => {
    await adoptKept();
    try {
      return await oauth2.refreshToken(current.refreshToken);
    } catch (error) {
      if ((error as { name?: string })?.name !== 'invalid_grant' || !keeper) throw error;
      await new Promise((resolve) => setTimeout(resolve, ROTATION_SETTLE_MS));
      if (!(await adoptKept())) throw error;
      return oauth2.refreshToken(current.refreshToken);
    }
  };
  const token = () =>
    inTurn(`${loginUrl}|${credentials.clientId}`, async () => {
      const answer = await refresh();
      if (!answer?.access_token || !answer.instance_url)
        throw new CrmError('Salesforce answered with something that is not JSON', 0);
      if (answer.refresh_token && answer.refresh_token !== current.refreshToken) {
        current = { ...current, refreshToken: answer.refresh_token };
        await keeper?.rotated(current);
      }
      return answer;
    });

  return {
    /** Before each call: the session may be refreshed once again, and the last answer is forgotten. */
    newCall() {
      refreshedThisCall = false;
      last = null;
    },
    lastAnswer: () => last,
    instanceUrl: () => connection?.instanceUrl ?? null,
    apiUsage: () => connection?.limitInfo?.apiUsage ?? null,
    async connection(): Promise<Connection> {
      if (connection) return connection;
      const answer = await token();
      const conn = new Connection({
        oauth2,
        instanceUrl: answer.instance_url,
        accessToken: answer.access_token,
        refreshToken: current.refreshToken,
        version: SALESFORCE_API_VERSION,
        refreshFn: (c, callback) => {
          if (refreshedThisCall) return callback(new Error('the session was refused again after a refresh'));
          refreshedThisCall = true;
          token().then(
            (fresh) => {
              c.accessToken = fresh.access_token;
              c.instanceUrl = fresh.instance_url;
              callback(undefined, fresh.access_token, fresh as any);
            },
            (error: Error) => callback(error),
          );
        },
      });
      watch((conn as any)._transport);
      return (connection = conn);
    },
  };
}
export type SalesforceSession = ReturnType<typeof createSalesforceSession>;

export type SalesforceTokenKeeper = {
  /** Keeps a rotated refresh token (the connected app's refresh token rotation). */
  rotated: (credentials: SalesforceCredentials) => Promise<void>;
  /** The credentials kept now, null once disconnected. */
  latest: () => Promise<SalesforceCredentials | null>;
};

/** How long a refused session waits for another process to keep the token that replaced its own. */
const ROTATION_SETTLE_MS = 300;

/** Token refreshes in progress in this process, by connected app: the next one starts when the last has ended. */
const refreshesInTurn = new Map<string, Promise<unknown>>();
function inTurn<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = refreshesInTurn.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(run);
  const settled = next.catch(() => undefined);
  refreshesInTurn.set(key, settled);
  void settled.then(() => {
    if (refreshesInTurn.get(key) === settled) refreshesInTurn.delete(key);
  });
  return next;
}
