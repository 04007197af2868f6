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

function forward(method?: Method) {
  return (...args: unknown[]) => {
    void loadSonner().then(({ toast }) => {
      const call = (method ? toast[method] : toast) as (...a: unknown[]) => unknown;
      call(...args);
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
