import type { CrmId } from '#domain/crm';
import type { Env } from '../env';
import type { CrmAdapter } from './crm-adapter';
import { SALESFORCE_LOGIN_URL } from './salesforce/salesforce-login-url';

export type CrmSecretKeeper = {
  /** Keeps the new secret in place of the old one; `shown` is what its last four characters are taken from. */
  rotated: (secret: string, shown: string) => Promise<void>;
  /** The secret kept now (another job may have rotated it since this adapter was made), null once disconnected. */
  latest: () => Promise<string | null>;
};

/**
 * The adapter for a company's CRM connection, pointed at `<CRM>_BASE_URL` when set (gateways, tests). Each adapter
 * (with its official client: HubSpot's alone is 10 MB of code) is loaded with the first use of that CRM, not with
 * the server (decision 023: first start).
 */
export async function createCrmAdapter(
  crm: CrmId,
  env: Pick<Env, 'HUBSPOT_BASE_URL' | 'PIPEDRIVE_BASE_URL' | 'SALESFORCE_LOGIN_URL' | 'CRM_TIMEOUT_MS'>,
  token: string,
  sleep?: (ms: number) => Promise<void>,
  /** Where the secret is kept, for a CRM that hands a new one on a refresh (Salesforce's refresh token rotation). */
  keeper?: CrmSecretKeeper,
): Promise<CrmAdapter> {
  switch (crm) {
    case 'hubspot': {
      const { createHubSpotAdapter } = await import('./hubspot/hubspot-adapter');
      return createHubSpotAdapter({ token, baseUrl: env.HUBSPOT_BASE_URL, timeoutMs: env.CRM_TIMEOUT_MS, sleep });
    }
    case 'pipedrive': {
      const { createPipedriveAdapter } = await import('./pipedrive/pipedrive-adapter');
      return createPipedriveAdapter({ token, baseUrl: env.PIPEDRIVE_BASE_URL, timeoutMs: env.CRM_TIMEOUT_MS, sleep });
    }
    case 'salesforce': {
      const { createSalesforceAdapter } = await import('./salesforce/salesforce-adapter');
      // The secret is the connected app's credentials as JSON (crm-connections.service.ts).
      return createSalesforceAdapter({
        credentials: JSON.parse(token),
        loginUrl: env.SALESFORCE_LOGIN_URL ?? SALESFORCE_LOGIN_URL,
        timeoutMs: env.CRM_TIMEOUT_MS,
        sleep,
        ...(keeper && {
          keeper: {
            rotated: (credentials) => keeper.rotated(JSON.stringify(credentials), credentials.refreshToken),
            latest: async () => {
              const secret = await keeper.latest();
              return secret ? JSON.parse(secret) : null;
            },
          },
        }),
      });
    }
  }
}

/** The secret box context a CRM token is encrypted under (bound to the company and the CRM). */
export const crmTokenContext = (companyId: string, crm: CrmId) => `crm:${companyId}:${crm}`;
