import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';

/** A session of the company with whose it is (ownerEmail); only the acting user's own can be changed. */
export type DemoSession = {
  id: string;
  productName: string | null;
  status: string;
  userId: string;
  ownerEmail?: string;
  ownerName?: string | null;
  createdAt: string;
};
/** Beside each page of sessions: who is acting (the impersonated user while impersonating). */
export type DemoActing = { actingAs: { id: string; email: string }; impersonating: boolean };

export const DEMO_TOASTS = {
  loadFailed: 'Failed to load data',
  createFailed: 'Failed to create item',
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
  /** The spec only says the wording differs for an impersonated account. */
  done: (verb: 'created' | 'renamed' | 'deleted', actingAs: string | null) =>
    actingAs ? `Item ${verb} on behalf of ${actingAs}` : `Item ${verb}`,
} as const;

const KEY = ['demo', 'sessions'] as const;

/** The company's sessions, newest first, 50 a page ("Load more" for the next). */
export function useDemoSessions() {
  return useCursorList<'sessions', DemoSession, DemoActing>({
    queryKey: KEY,
    path: '/demo/sessions',
    itemsKey: 'sessions',
  });
}

/** Create, rename and delete; `actingAs` is the impersonated user's e-mail (null for one's own account). */
export function useDemoMutations(actingAs: string | null) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: KEY });
  const fail = (title: string) => (error: Error) => toast.error(title, { description: error.message });

  const create = useMutation({
    mutationFn: (name: string) => api<{ session: DemoSession }>('/demo/sessions', { body: { name } }),
    onSuccess: () => toast.success(DEMO_TOASTS.done('created', actingAs)),
    onError: fail(DEMO_TOASTS.createFailed),
    onSettled: settle,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<{ session: DemoSession }>(`/demo/sessions/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => toast.success(DEMO_TOASTS.done('renamed', actingAs)),
    onError: fail(DEMO_TOASTS.updateFailed),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<{ success: true }>(`/demo/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => toast.success(DEMO_TOASTS.done('deleted', actingAs)),
    onError: fail(DEMO_TOASTS.deleteFailed),
    onSettled: settle,
  });
  return { create, rename, remove };
}
