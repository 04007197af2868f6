import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type AuthConfig = { googleEnabled: boolean; mailConfigured: boolean };

/** Public server configuration; a failed fetch means Google is not offered and mail is assumed to work. */
export function useAuthConfig() {
  const query = useQuery({
    queryKey: ['config'],
    queryFn: () => api<AuthConfig>('/config'),
    retry: false,
    staleTime: Infinity,
  });
  return {
    loading: query.isPending,
    googleEnabled: query.data?.googleEnabled === true,
    mailConfigured: query.data?.mailConfigured !== false,
  };
}
