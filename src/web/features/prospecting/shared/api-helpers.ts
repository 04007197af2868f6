import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';

type Toast = { title: string; description?: string };

/** A named function may answer 2xx with success false (still running, or failed): that is an error with the server's text. */
export function requireSuccess<T extends { success?: boolean; error?: string }>(result: T, fallback: string): T {
  if (result?.success !== true) throw new Error(result?.error || fallback);
  return result;
}

/** The server's user-facing message, when the error carries one. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError || error instanceof Error) return error.message || undefined;
  return undefined;
}

/** Loading contacts past the daily view limit (429 with "daily access limit"). */
export const isDailyLimitError = (error: unknown) =>
  (error instanceof ApiError && error.status === 429) || /daily access limit/i.test(errorMessage(error) ?? '');

export const toastSuccess = (t: Toast, id?: string) => toast.success(t.title, { description: t.description, id });
export const toastError = (t: Toast, id?: string) => toast.error(t.title, { description: t.description, id });
export const toastInfo = (t: Toast, id?: string) => toast(t.title, { description: t.description, id });
