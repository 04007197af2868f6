import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SUPPORT_MSG } from '#domain/access';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth-context';
import {
  announceImpersonationChange,
  setImpersonationWrites,
  startImpersonation,
  stopImpersonation,
  type ImpersonationState,
} from './impersonation-api';

export const IMPERSONATION_TOASTS = {
  started: 'Impersonation Started',
  startedDescription: (user: string) => `Now viewing as ${user}`,
  ended: 'Impersonation Ended',
  accessDenied: 'Access Denied',
  failed: 'Impersonation Failed',
  failedFallback: 'Failed to start impersonation. Please try again.',
  endFailed: { title: 'Error', description: 'Failed to properly end impersonation.' },
} as const;

/** Start, exit and the write-actions switch, with the spec's toasts and the impersonationChanged event. */
export function useImpersonationActions() {
  const navigate = useNavigate();
  const store: (state: ImpersonationState) => void = useAuth().setImpersonation;

  const start = useCallback(
    async (targetUserId: string) => {
      try {
        const state = await startImpersonation(targetUserId);
        store(state);
        toast.success(IMPERSONATION_TOASTS.started, {
          description: IMPERSONATION_TOASTS.startedDescription(state.user.email),
        });
        announceImpersonationChange({ impersonating: true, user: state.user });
        navigate('/dashboard');
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.message === SUPPORT_MSG.impersonateDenied)
          toast.error(IMPERSONATION_TOASTS.accessDenied, { description: error.message });
        else
          toast.error(IMPERSONATION_TOASTS.failed, {
            description: error instanceof ApiError ? error.message : IMPERSONATION_TOASTS.failedFallback,
          });
        return false;
      }
    },
    [navigate, store],
  );

  const exit = useCallback(async () => {
    try {
      const state = await stopImpersonation();
      store(state);
      toast.success(IMPERSONATION_TOASTS.ended);
      announceImpersonationChange({ impersonating: false, user: state.user });
      return true;
    } catch {
      toast.error(IMPERSONATION_TOASTS.endFailed.title, { description: IMPERSONATION_TOASTS.endFailed.description });
      return false;
    }
  }, [store]);

  const setWrites = useCallback(
    async (writeEnabled: boolean) => {
      try {
        store(await setImpersonationWrites(writeEnabled));
      } catch (error) {
        toast.error('Error', {
          description: error instanceof ApiError ? error.message : 'Failed to change write actions.',
        });
      }
    },
    [store],
  );

  return { start, exit, setWrites };
}
