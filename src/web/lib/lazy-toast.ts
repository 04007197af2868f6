import type { toast as sonnerToast } from 'sonner';

/**
 * What the browser build gives every `import { toast } from 'sonner'` (vite.config.ts swaps the module): the same
 * calls, forwarded once sonner's code has loaded. Sonner and the toast outlet weigh ~10 kB compressed, and most
 * visits to a page show no toast, so they load with the first toast (LazyToaster mounts the outlet then; sonner
 * shows toasts created before its outlet subscribed). Calls keep their order; nothing awaits a toast's id.
 */
type Toast = typeof sonnerToast;
type Method = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading' | 'custom' | 'promise';

let sonner: Promise<typeof import('sonner')> | null = null;
const listeners = new Set<() => void>();

/** True once a toast was asked for: the outlet should be on the page. */
export const toastRequested = () => sonner !== null;

export function subscribeToToastRequests(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

// Kinds whose first argument is the message text; `custom` takes a component and `promise` a promise.
const TEXT_KINDS = new Set<Method | undefined>([
  undefined,
  'success',
  'error',
  'info',
  'warning',
  'message',
  'loading',
]);

/**
 * A toast of text without an id of its own gets one from its kind, title and description, so the same toast asked
 * for again updates the open one instead of opening a copy. The outlet also closes older copies (toast-limit.ts),
 * but only after they rendered: toasts asked for while sonner was still loading all arrived at once and could stay
 * doubled on screen.
 */
export function withRepeatId(method: Method | undefined, args: unknown[]): unknown[] {
  const [message, options] = args;
  if (!TEXT_KINDS.has(method) || typeof message !== 'string') return args;
  if (options !== undefined && (typeof options !== 'object' || options === null)) return args;
  const { id, description } = (options ?? {}) as { id?: unknown; description?: unknown };
  if (id !== undefined || (description !== undefined && typeof description !== 'string')) return args;
  return [message, { ...(options as object), id: `${method ?? 'default'}\u0000${message}\u0000${description ?? ''}` }];
}

function forward(method?: Method) {
  return (...args: unknown[]) => {
    void loadSonner().then(({ toast }) => {
      const call = (method ? toast[method] : toast) as (...a: unknown[]) => unknown;
      call(...withRepeatId(method, args));
    });
  };
}

export const toast = Object.assign(forward(), {
  success: forward('success'),
  error: forward('error'),
  info: forward('info'),
  warning: forward('warning'),
  message: forward('message'),
  loading: forward('loading'),
  custom: forward('custom'),
  promise: forward('promise'),
  /** Nothing to close before sonner has loaded. */
  dismiss: (id?: string | number) => {
    void sonner?.then(({ toast }) => toast.dismiss(id));
  },
}) as unknown as Toast;
