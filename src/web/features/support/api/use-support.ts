import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';
import type { SupportCompany, SupportStats, SystemHealth, UserDetail, UserSearchResult } from './support-types';

export const SUPPORT_TOASTS = {
  searchError: { title: 'Search Error', description: 'Failed to search users. Please try again.' },
  loadUserFailed: 'Failed to load user data',
  metricsError: { title: 'Metrics Error', description: 'Failed to load some system metrics' },
  fetchCompaniesFailed: 'Failed to fetch companies',
  updateFailed: 'Failed to update subscription',
  updated: 'Company subscription updated successfully',
} as const;

/** Metrics refresh every 5 minutes (and on demand). */
export const METRICS_REFRESH_MS = 5 * 60 * 1000;

export function useSupportStats() {
  return useQuery({
    queryKey: ['support', 'stats'],
    queryFn: () => api<SupportStats>('/support/stats'),
    refetchInterval: METRICS_REFRESH_MS,
  });
}

/** Runs only for a submitted, non-empty query (empty input clears the results). */
export function useUserSearch(query: string) {
  const result = useQuery({
    queryKey: ['support', 'users', query],
    queryFn: () =>
      api<{ users: UserSearchResult[] }>(`/support/users?q=${encodeURIComponent(query)}`).then((r) => r.users),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (result.isError)
      toast.error(SUPPORT_TOASTS.searchError.title, { description: SUPPORT_TOASTS.searchError.description });
  }, [result.isError]);
  return result;
}

/** The troubleshooting panel; a 404 is the User Not Found state, anything else a toast. */
export function useUserDetail(userId: string | null) {
  const result = useQuery({
    queryKey: ['support', 'user', userId],
    queryFn: () => api<UserDetail>(`/support/users/${userId}`),
    enabled: Boolean(userId),
    retry: false,
  });
  const notFound = result.error instanceof ApiError && result.error.status === 404;
  useEffect(() => {
    if (result.isError && !notFound) toast.error(SUPPORT_TOASTS.loadUserFailed);
  }, [result.isError, notFound]);
  return { ...result, notFound };
}

/** Subscriptions: companies newest first, 50 at a time, searched by name or slug on the server. */
export function useCompanies(enabled: boolean, search = '') {
  const q = search.trim();
  const result = useCursorList<'companies', SupportCompany>({
    queryKey: ['support', 'companies', q],
    path: q ? `/support/companies?q=${encodeURIComponent(q)}` : '/support/companies',
    itemsKey: 'companies',
    enabled,
    keepPrevious: true,
  });
  useEffect(() => {
    if (result.isError) toast.error(SUPPORT_TOASTS.fetchCompaniesFailed, { description: result.error?.message });
  }, [result.isError, result.error]);
  return result;
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, planType }: { companyId: string; planType: string }) =>
      api<{ company: SupportCompany }>(`/support/companies/${companyId}/plan`, { method: 'PATCH', body: { planType } }),
    onSuccess: () => {
      toast.success(SUPPORT_TOASTS.updated);
      void queryClient.invalidateQueries({ queryKey: ['support', 'companies'] });
    },
    onError: (error) => toast.error(SUPPORT_TOASTS.updateFailed, { description: error.message }),
  });
}

export function useSystemHealth() {
  const result = useQuery({
    queryKey: ['support', 'health'],
    queryFn: () => api<SystemHealth>('/support/health'),
    refetchInterval: METRICS_REFRESH_MS,
    retry: false,
  });
  useEffect(() => {
    if (result.isError)
      toast.error(SUPPORT_TOASTS.metricsError.title, { description: SUPPORT_TOASTS.metricsError.description });
  }, [result.isError]);
  return result;
}
