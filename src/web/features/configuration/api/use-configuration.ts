import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisConfig } from '#domain/workflow';
import { useAuth } from '../../../app/auth-context';
import { api, invokeFunction } from '../../../lib/api';
import { ServerRefusal } from '../../../lib/server-message';

export type ConfigurationSession = AnalysisConfig & {
  id: string;
  userId?: string;
  status: 'configured' | 'completed';
  createdAt: string;
  updatedAt: string;
};

export type ExtractConfigResponse = {
  success: boolean;
  config?: Partial<Record<string, unknown>> | null;
  pages?: string[];
  error?: string;
  message?: string;
};

/** The acting user's own configuration in a company (each member has their own; impersonation switches the user). */
export const configurationQueryKey = (companyId: string | null, userId: string | null) =>
  ['configuration', companyId, userId] as const;
export const configurationQuery = (companyId: string | null, userId: string | null) =>
  queryOptions({
    queryKey: configurationQueryKey(companyId, userId),
    queryFn: async () => (await api<{ session: ConfigurationSession | null }>('/configuration')).session,
  });
// The targeting feature's query; its key is shared by name, since features never import each other.
const TARGETING_QUERY_ROOT = ['targeting'] as const;

/** The user's own saved (configured) AI configuration in the current company, or null before their first save. */
export function useConfiguration() {
  const { currentCompany, user } = useAuth();
  const companyId = currentCompany?.id ?? null;
  return useQuery({ ...configurationQuery(companyId, user?.id ?? null), enabled: companyId !== null });
}

export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  const { currentCompany, user } = useAuth();
  return useMutation({
    mutationFn: (values: AnalysisConfig) =>
      api<{ session: ConfigurationSession }>('/configuration', { method: 'PUT', body: values }),
    onSuccess: async ({ session }) => {
      queryClient.setQueryData(configurationQueryKey(currentCompany?.id ?? null, user?.id ?? null), session);
      await queryClient.invalidateQueries({ queryKey: TARGETING_QUERY_ROOT });
    },
  });
}

/** extract-company-config: reads the website and drafts the configuration (one credit when it succeeds). */
export function useAutoFill() {
  return useMutation({
    mutationFn: async (input: { companyUrl: string; userId: string }) => {
      const result = await invokeFunction<ExtractConfigResponse>('extract-company-config', input);
      if (result?.success === false) throw new ServerRefusal(result.message ?? result.error ?? '');
      return result;
    },
  });
}
