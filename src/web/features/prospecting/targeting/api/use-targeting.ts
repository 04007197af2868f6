import type { DiscoveryOutcome } from '#domain/discovery';
import type { IntegrationsDto } from '#domain/providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisConfig, TargetingSource } from '#domain/workflow';
import { useAuth } from '../../../../app/auth-context';
import { api, invokeFunction } from '../../../../lib/api';
import { analysisBody, type TargetOrganization } from '../components/targeting-helpers';
import { ServerRefusal } from '../../../../lib/server-message';

export type TargetingSession = AnalysisConfig & {
  id: string;
  status: 'configured' | 'completed';
  createdAt: string;
  updatedAt: string;
  /** Why a completed analysis found no good fit (null when it found some). */
  resultNote?: string | null;
  /** A discovery run: what it announced, and where each organization it counted is on screen. */
  discovery?: DiscoveryOutcome | null;
};
export type TargetingData = {
  configured: TargetingSession | null;
  completed: TargetingSession | null;
  organizations: TargetOrganization[];
};
export type DiscoverySummary = Pick<DiscoveryOutcome, 'cached' | 'summary'> & Partial<DiscoveryOutcome>;
export type AnalysisResult = {
  success: boolean;
  discovery?: DiscoverySummary;
  organizations?: TargetOrganization[];
  sessionId?: string;
  organizationsFound?: number;
  /** Why the analysis found no good fit (set when it found none; such a run is not charged). */
  resultNote?: string | null;
  error?: string;
  message?: string;
  jobId?: string;
};

/** The server stopped waiting (202); the job goes on and its results land in GET /targeting. */
export class AnalysisStillRunning extends ServerRefusal {
  override name = 'AnalysisStillRunning';
}

/** The configuration feature invalidates ['targeting'] after a save (keys are shared by name, not import). */
export const targetingQueryKey = (companyId: string | null) => ['targeting', companyId] as const;

/** The latest configured session, and the latest completed one with its organizations. */
export function useTargeting(options: { refetchInterval?: (data: TargetingData | undefined) => number | false } = {}) {
  const { currentCompany } = useAuth();
  const companyId = currentCompany?.id ?? null;
  return useQuery({
    queryKey: targetingQueryKey(companyId),
    queryFn: () => api<TargetingData>('/targeting'),
    enabled: companyId !== null,
    refetchInterval: (query) => options.refetchInterval?.(query.state.data) ?? false,
  });
}

/** Whether the company has any imported accounts (the imports sources need some). */
export function useImportedAccountsTotal() {
  const { currentCompany } = useAuth();
  const companyId = currentCompany?.id ?? null;
  return useQuery({
    queryKey: ['imported-accounts-total', companyId],
    queryFn: async () => (await api<{ total: number }>('/imports/accounts?limit=1')).total,
    enabled: companyId !== null,
  });
}

/** Whether a provider that can discover organizations is connected and switched on (every member may read it). */
export function useDiscoveryAvailable() {
  const { currentCompany } = useAuth();
  const companyId = currentCompany?.id ?? null;
  return useQuery({
    queryKey: ['integrations', companyId],
    queryFn: () => api<IntegrationsDto>('/integrations'),
    enabled: companyId !== null,
    select: (data) =>
      data.providers.some(
        (p) =>
          p.connected && p.enabled && p.capabilities.some((c) => c === 'organization-search' || c === 'web-search'),
      ),
  });
}

/** organization-targeting: ranks organizations against the saved configuration (one credit when it succeeds). */
export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ config, source }: { config: TargetingSession; source: TargetingSource }) => {
      const result = await invokeFunction<AnalysisResult>('organization-targeting', analysisBody(config, source));
      if (result?.success === false && result.jobId) throw new AnalysisStillRunning(result.error ?? '');
      if (result?.success === false) throw new ServerRefusal(result.message ?? result.error ?? '');
      return result;
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['targeting'] }),
        // The dashboard's tiles count organizations; its key is shared by name.
        queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
      ]);
    },
  });
}

/** Enrich: fills the organization's missing fields from the connected providers (no credit; counted calls). */
export function useEnrichOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) =>
      api<{ filled: string[]; message: string }>(`/organizations/${organizationId}/enrich`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['targeting'] }),
  });
}
