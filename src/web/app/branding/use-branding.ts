import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandingDto, BrandingResponse } from '#domain/branding';
import { api } from '../../lib/api';
import { useAuth } from '../auth-context';

export const brandingQueryKey = (companyId: string | null) => ['branding', companyId] as const;
export const brandingQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: brandingQueryKey(companyId),
    queryFn: async () => (await api<BrandingResponse>('/branding')).branding,
    staleTime: 5 * 60_000,
  });

/**
 * The current company's saved branding (null when it has none). The endpoint is scoped to the
 * signed-in member's current company, and the cache key carries the company, so one company's
 * branding can never show in another's workspace.
 */
export function useBranding(): { branding: BrandingDto | null; loading: boolean; companyId: string | null } {
  const { currentCompany } = useAuth();
  const companyId = currentCompany?.id ?? null;
  const query = useQuery({ ...brandingQuery(companyId), enabled: Boolean(companyId) });
  return {
    branding: companyId ? (query.data ?? null) : null,
    loading: query.isPending && Boolean(companyId),
    companyId,
  };
}
