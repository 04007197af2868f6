/** At most this many toasts are open at once; older ones are closed so they never pile up over the page. */
export const MAX_OPEN_TOASTS = 3;

type OpenToast = { id: string | number; type?: string; title?: unknown; description?: unknown };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Which open toasts to close, given the open ones newest first: an older copy of a toast shown again (same
 * kind, title and description), and every toast past the newest `max`.
 */
export function toastsToClose(toasts: readonly OpenToast[], max = MAX_OPEN_TOASTS): (string | number)[] {
  const seen = new Set<string>();
  const close: (string | number)[] = [];
  let kept = 0;
  for (const toast of toasts) {
    const key = `${toast.type ?? 'default'}\u0000${text(toast.title)}\u0000${text(toast.description)}`;
    if (seen.has(key) || kept >= max) {
      close.push(toast.id);
      continue;
    }
    seen.add(key);
    kept += 1;
  }
  return close;
}
