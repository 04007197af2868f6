import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dedupeOrganizationsByName } from '#domain/contacts';
import { useAuth } from '../../../app/auth-context';
import { useCursorList } from '../../../lib/use-cursor-list';
import { toastError } from './api-helpers';
import { RESEARCH_MSG } from './messages';
import { getOrganization, organizationsPath, prospectingKeys } from './prospecting-api';
import type { Organization } from './types';

/** The company's organizations (one per name), best fit first, 50 at a time, searched by name on the server. */
export function useOrganizationList(search = '') {
  const { currentCompany } = useAuth();
  const q = search.trim();
  return useCursorList<'organizations', Organization>({
    queryKey: prospectingKeys.organizations(currentCompany?.id, q),
    path: organizationsPath(q),
    itemsKey: 'organizations',
    enabled: Boolean(currentCompany),
    keepPrevious: true,
  });
}

/** The first page of the company's organizations (the picker loads more); a load failure toasts once. */
export function useOrganizations() {
  const { currentCompany } = useAuth();
  const list = useOrganizationList();
  useEffect(() => {
    if (list.isError) toastError({ title: RESEARCH_MSG.loadOrganizationsFailed }, 'load-organizations-failed');
  }, [list.isError]);
  const organizations = useMemo(() => list.items ?? [], [list.items]);
  return { organizations, loading: list.isPending && Boolean(currentCompany), error: list.isError };
}

/**
 * The picked organization, kept in ?org= so a reload or a shared link keeps it; one not among the loaded
 * `organizations` (further down the list, or a same-named one) is fetched by its id once they have loaded.
 */
export function useSelectedOrganization(organizations: Organization[], loaded = true) {
  const [params, setParams] = useSearchParams();
  const orgId = params.get('org');
  const listed = useMemo(() => organizations.find((o) => o.id === orgId) ?? null, [organizations, orgId]);
  const fetched = useQuery({
    queryKey: prospectingKeys.organization(orgId ?? ''),
    queryFn: () => getOrganization(orgId!),
    enabled: Boolean(orgId) && !listed && loaded,
    staleTime: 60_000,
    retry: false,
  });
  const selected = listed ?? (fetched.data?.id === orgId ? fetched.data : null) ?? null;
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('org', id);
        else next.delete('org');
        return next;
      },
      { replace: true },
    );
  return { selected, selectedId: selected?.id ?? null, select };
}

/** The picker's entries: one per name (case-insensitive), the higher fit or the newer one kept. */
export const pickerOrganizations = (organizations: Organization[]) => dedupeOrganizationsByName(organizations);
