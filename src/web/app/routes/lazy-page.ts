import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'scoutline:chunk-reload';

/**
 * A page loaded on first visit (its own chunk), from a module's named export. When the chunk cannot be fetched
 * (a new deployment replaced the hashed files this tab knows), the page reloads once to pick up the new index.
 */
// Any props, as React.lazy itself accepts.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy<M[K]>(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return { default: module[name] };
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
