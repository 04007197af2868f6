import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationsDto, ProviderId } from '#domain/providers';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';

const integrationsKey = (companyId: string | null) => ['integrations', companyId] as const;

/** The Integrations tab's data: providers, their state and this month's usage. */
export function useIntegrations() {
  const { currentCompany } = useAuth();
  return useQuery({
    queryKey: integrationsKey(currentCompany?.id ?? null),
    queryFn: () => api<IntegrationsDto>('/integrations'),
    enabled: Boolean(currentCompany),
  });
}

/** Owner/admin actions; each refreshes the list after it settles. */
export function useIntegrationActions() {
  const { currentCompany } = useAuth();
  const client = useQueryClient();
  const onSettled = () =>
    client.invalidateQueries({
      queryKey: integrationsKey(currentCompany?.id ?? null),
    });
  return {
    saveKey: useMutation({
      mutationFn: ({ id, apiKey }: { id: ProviderId; apiKey: string }) =>
        api<{ success: boolean }>(`/integrations/${id}/key`, {
          method: 'PUT',
          body: { apiKey },
        }),
      onSettled,
    }),
    removeKey: useMutation({
      mutationFn: (id: ProviderId) =>
        api<{ success: boolean }>(`/integrations/${id}/key`, {
          method: 'DELETE',
        }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, ...change }: { id: ProviderId; enabled?: boolean; position?: number }) =>
        api<{ success: boolean }>(`/integrations/${id}`, {
          method: 'PATCH',
          body: change,
        }),
      onSettled,
    }),
    test: useMutation({
      mutationFn: (id: ProviderId) =>
        api<{ ok: boolean; message: string }>(`/integrations/${id}/test`, {
          method: 'POST',
          body: {},
        }),
      onSettled,
    }),
    saveCap: useMutation({
      mutationFn: (monthlyCallCap: number) =>
        api<{ success: boolean }>('/integrations/settings', {
          method: 'PUT',
          body: { monthlyCallCap },
        }),
      onSettled,
    }),
  };
}
