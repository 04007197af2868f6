import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dedupeOrganizationsByName } from '#domain/contacts';
import { useAuth } from '../../../app/auth-context';
import { toastError } from './api-helpers';
import { RESEARCH_MSG } from './messages';
import { listOrganizations, prospectingKeys } from './prospecting-api';
import type { Organization } from './types';

/** All of the company's organizations, best fit first; a load failure toasts once. */
export function useOrganizations() {
  const { currentCompany } = useAuth();
  const query = useQuery({ queryKey: prospectingKeys.organizations(currentCompany?.id), queryFn: listOrganizations, enabled: Boolean(currentCompany) });
  useEffect(() => {
    if (query.isError) toastError({ title: RESEARCH_MSG.loadOrganizationsFailed }, 'load-organizations-failed');
  }, [query.isError]);
  const organizations = useMemo(() => query.data ?? [], [query.data]);
  return { organizations, loading: query.isPending && Boolean(currentCompany), error: query.isError };
}

/** The picked organization, kept in ?org= so a reload or a shared link keeps it. */
export function useSelectedOrganization(organizations: Organization[]) {
  const [params, setParams] = useSearchParams();
  const orgId = params.get('org');
  const selected = useMemo(() => organizations.find((o) => o.id === orgId) ?? null, [organizations, orgId]);
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
