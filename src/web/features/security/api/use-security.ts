import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';

export type SecurityOverview = {
  dailyViews: number;
  dailyLimit: number;
  totalContacts: number;
  expiringSoon: number;
  expired: number;
  dataHealth: 'Good' | 'Needs attention';
};

export type AccessLog = {
  id: string;
  accessType: string;
  accessedAt: string;
  userEmail: string | null;
  /** About a person erased on request: only a hash of who it was is kept. */
  erased?: boolean;
  contact: { id: string; name: string | null; title: string | null; organizationName: string | null } | null;
};

export type AuthEvent = {
  id: string;
  identifier: string;
  operationType: string;
  success: boolean;
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

export const SECURITY_LOAD_FAILED = 'Failed to load security dashboard data.';

/** The Security Dashboard's three reads for the current company. */
export function useSecurityData(enabled: boolean) {
  const { currentCompany } = useAuth();
  const companyId = currentCompany?.id ?? null;
  const on = enabled && Boolean(companyId);
  const overview = useQuery({
    queryKey: ['security', companyId, 'overview'],
    queryFn: () => api<SecurityOverview>('/security/overview'),
    enabled: on,
    staleTime: 0,
  });
  // Cursor-paged: the latest 50 first, more on "Load more" (the totals come with the first page).
  const accessLogs = useCursorList<'logs', AccessLog>({
    queryKey: ['security', companyId, 'access-logs'],
    path: '/security/access-logs',
    itemsKey: 'logs',
    enabled: on,
  });
  const authEvents = useCursorList<'events', AuthEvent>({
    queryKey: ['security', companyId, 'auth-events'],
    path: '/security/auth-events',
    itemsKey: 'events',
    enabled: on,
  });
  return { overview, accessLogs, authEvents, failed: overview.isError || accessLogs.isError || authEvents.isError };
}
