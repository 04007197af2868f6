import { api } from '../../../lib/api';
import { useFetched } from '../../../lib/use-fetched';

export type AuthConfig = { googleEnabled: boolean; mailConfigured: boolean };

/** Public server configuration; a failed fetch means Google is not offered and mail is assumed to work. */
export function useAuthConfig() {
  const query = useFetched(() => api<AuthConfig>('/config'));
  return {
    loading: query.pending,
    googleEnabled: query.data?.googleEnabled === true,
    mailConfigured: query.data?.mailConfigured !== false,
  };
}
