import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';
import { configurationQueryKey, type ConfigurationSession } from './use-configuration';

/** A teammate's current configuration, offered as a starting point. */
export type TeammateConfiguration = {
  id: string;
  userId: string;
  ownerEmail: string;
  ownerName: string | null;
  productName: string | null;
  productUrl: string | null;
  targetMarket: string | null;
  updatedAt: string;
};

// The targeting feature's query; its key is shared by name, since features never import each other.
const TARGETING_QUERY_ROOT = ['targeting'] as const;

/** Teammates' configurations in the current company (members and up). */
export function useTeammateConfigurations(enabled: boolean) {
  const { currentCompany, user } = useAuth();
  return useQuery({
    queryKey: ['configuration', currentCompany?.id ?? null, user?.id ?? null, 'teammates'],
    queryFn: async () =>
      (await api<{ configurations?: TeammateConfiguration[] }>('/configuration/teammates')).configurations ?? [],
    enabled: enabled && Boolean(currentCompany),
  });
}

/** Copies a teammate's configuration into the user's own; theirs stays as it was. */
export function useCopyConfiguration() {
  const queryClient = useQueryClient();
  const { currentCompany, user } = useAuth();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<{ session: ConfigurationSession }>('/configuration/copy', { body: { sessionId } }),
    onSuccess: async ({ session }) => {
      queryClient.setQueryData(configurationQueryKey(currentCompany?.id ?? null, user?.id ?? null), session);
      await queryClient.invalidateQueries({ queryKey: TARGETING_QUERY_ROOT });
    },
  });
}
