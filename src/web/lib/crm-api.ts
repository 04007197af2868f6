import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CrmBadgesDto,
  CrmConnectionsDto,
  CrmFieldMapping,
  CrmId,
  CrmPushRunDto,
  SalesforceCredentials,
} from '#domain/crm';
import type { SalesforceOauthResultDto, SalesforceOauthStart, SalesforceOauthStartDto } from '#domain/crm-oauth';
import type { TableSelection } from '#domain/table-query';
import { api } from './api';

const CONNECTIONS_KEY = ['crm-connections'] as const;

/** The company's CRM connections (members see them too, never a token). */
export function useCrmConnections() {
  return useQuery({
    queryKey: CONNECTIONS_KEY,
    queryFn: () => api<CrmConnectionsDto>('/integrations/crm'),
    staleTime: 30_000,
  });
}

/** The connected CRMs, in the Integrations tab's order (Send to CRM offers each). */
export function useConnectedCrms() {
  const query = useCrmConnections();
  // Tolerant of an answer without the list (a server without CRM routes): no CRM then.
  return (Array.isArray(query.data?.crms) ? query.data.crms : []).filter((c) => c.connected);
}

/** Domains and e-mails per badge request: the API reads at most 500 of each, and the URL stays short. */
export const BADGES_PER_REQUEST = 200;

/** The badge requests for these domains and e-mails: as few as fit BADGES_PER_REQUEST of each. */
export function badgePaths(domains: string[], emails: string[], size = BADGES_PER_REQUEST): string[] {
  const count = Math.max(1, Math.ceil(Math.max(domains.length, emails.length) / size));
  return Array.from({ length: count }, (_, i) => {
    const part = (items: string[]) => encodeURIComponent(items.slice(i * size, (i + 1) * size).join(','));
    return `/crm/badges?domains=${part(domains)}&emails=${part(emails)}`;
  });
}

/** Badge requests made in the same moment go as one call (a list of cards asks once). */
const pending = {
  domains: new Set<string>(),
  emails: new Set<string>(),
  waiters: [] as ((dto: CrmBadgesDto) => void)[],
};
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function requestBadges(domain: string | null, email: string | null): Promise<CrmBadgesDto> {
  if (domain) pending.domains.add(domain);
  if (email) pending.emails.add(email);
  return new Promise((resolve, reject) => {
    pending.waiters.push(resolve);
    flushTimer ??= setTimeout(() => {
      flushTimer = null;
      const paths = badgePaths([...pending.domains], [...pending.emails]);
      const waiters = pending.waiters.splice(0);
      pending.domains.clear();
      pending.emails.clear();
      Promise.all(paths.map((path) => api<CrmBadgesDto>(path))).then((answers) => {
        const dto: CrmBadgesDto = { domains: {}, emails: {} };
        for (const answer of answers) {
          Object.assign(dto.domains, answer.domains);
          Object.assign(dto.emails, answer.emails);
        }
        waiters.forEach((w) => w(dto));
      }, reject);
    }, 15);
  });
}

/** The host of a website ("https://www.acme.com/x" → "acme.com"), as the CRM's domain. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname
      .toLowerCase()
      .replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The CRM badge of one organization (by its website) or person (by e-mail), when the last pull found it. */
export function useCrmBadge({ website, email }: { website?: string | null; email?: string | null }) {
  const connected = useConnectedCrms().length > 0;
  const domain = websiteDomain(website);
  const mail = email?.trim().toLowerCase() || null;
  return useQuery({
    queryKey: ['crm-badges', domain, mail],
    queryFn: async () => {
      const dto = await requestBadges(domain, mail);
      return (domain && dto.domains[domain]) || (mail && dto.emails[mail]) || null;
    },
    enabled: Boolean(connected && (domain || mail)),
    staleTime: 30_000,
  }).data;
}

export type PushRequest = {
  organizationIds?: string[];
  contactIds?: string[];
  includeContacts?: boolean;
  selection?: TableSelection;
};

export function useStartPush() {
  return useMutation({
    mutationFn: ({ crm, ...body }: PushRequest & { crm: CrmId }) =>
      api<{ runId: string }>(`/crm/${crm}/push`, { method: 'POST', body }),
  });
}

/** A Send to CRM run, refreshed while it runs. */
export function usePushRun(runId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['crm-push-run', runId],
    queryFn: async () => {
      const run = await api<CrmPushRunDto>(`/crm/push-runs/${runId}`);
      if (run.status === 'completed') void client.invalidateQueries({ queryKey: ['crm-badges'] });
      return run;
    },
    enabled: Boolean(runId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : 700;
    },
  });
}

/** Owner/admin actions on a CRM connection; each refreshes the card after it settles. */
export function useCrmActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: CONNECTIONS_KEY });
  return {
    saveToken: useMutation({
      mutationFn: ({ crm, token }: { crm: CrmId; token: string }) =>
        api<{ success: boolean }>(`/integrations/crm/${crm}/token`, { method: 'PUT', body: { token } }),
      onSettled,
    }),
    /** Salesforce: the connected app's consumer key and secret and a refresh token. */
    saveCredentials: useMutation({
      mutationFn: ({ crm, ...credentials }: { crm: CrmId } & SalesforceCredentials) =>
        api<{ success: boolean }>(`/integrations/crm/${crm}/token`, { method: 'PUT', body: credentials }),
      onSettled,
    }),
    /** Salesforce's sign-in: keeps a state with the key and secret and answers the authorize URL to go to. */
    startSalesforceOauth: useMutation({
      mutationFn: (app: SalesforceOauthStart) =>
        api<SalesforceOauthStartDto>('/integrations/crm/salesforce/oauth/start', { method: 'POST', body: app }),
    }),
    removeToken: useMutation({
      mutationFn: (crm: CrmId) => api<{ success: boolean }>(`/integrations/crm/${crm}/token`, { method: 'DELETE' }),
      onSettled,
    }),
    test: useMutation({
      mutationFn: (crm: CrmId) =>
        api<{ ok: boolean; message: string }>(`/integrations/crm/${crm}/test`, { method: 'POST', body: {} }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ crm, ...change }: { crm: CrmId; excludeCustomers?: boolean; fieldMapping?: CrmFieldMapping }) =>
        api<{ success: boolean }>(`/integrations/crm/${crm}`, { method: 'PATCH', body: change }),
      onSettled,
    }),
    syncNow: useMutation({
      mutationFn: (crm: CrmId) =>
        api<{ queued: boolean }>(`/integrations/crm/${crm}/sync`, { method: 'POST', body: {} }),
      onSuccess: () => {
        // The pull runs as a job: look again a few times while it works.
        for (const ms of [1000, 3000, 8000]) setTimeout(() => void onSettled(), ms);
      },
    }),
  };
}

/**
 * What the Salesforce callback page found, for the card to show when the Integrations tab opens again. Kept in
 * the tab's sessionStorage for two minutes (not the query cache: an identity check on the fresh page load may
 * empty that cache while the callback is still working).
 */
const resultKey = (crm: CrmId) => `scoutline.crm-oauth-result.${crm}`;
const RESULT_MS = 120_000;
export function keepOauthResult(crm: CrmId, result: SalesforceOauthResultDto) {
  try {
    sessionStorage.setItem(resultKey(crm), JSON.stringify({ ...result, at: Date.now() }));
  } catch {
    // Storage off: the card shows the connection state only.
  }
}
export function useOauthResult(crm: CrmId): SalesforceOauthResultDto | null {
  const [result] = useState(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(resultKey(crm)) ?? 'null') as
        (SalesforceOauthResultDto & { at: number }) | null;
      return kept && Date.now() - kept.at < RESULT_MS ? { ok: kept.ok, message: kept.message } : null;
    } catch {
      return null;
    }
  });
  return result;
}

/** The callback page: hands Salesforce's answer (code and state, or error) to the server to finish the sign-in. */
export const finishSalesforceOauth = (query: Record<string, string>) =>
  api<SalesforceOauthResultDto>('/integrations/crm/salesforce/oauth/callback', { method: 'POST', body: query });
