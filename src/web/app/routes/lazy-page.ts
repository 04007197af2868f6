import { createElement, lazy, useState, type ComponentType } from 'react';

const RELOADED_KEY = 'scoutline:chunk-reload';

/** Something whose code can be fetched before it renders. */
export type Preloadable<M = unknown> = { preload: () => Promise<M> };

/**
 * A page loaded on first visit (its own chunk), from a module's named export. When the chunk cannot be fetched
 * (a new deployment replaced the hashed files this tab knows), the page reloads once to pick up the new index.
 * A page whose chunk has already loaded (`preload`) renders at once: a lazy component always suspends on its
 * first render, and React keeps the fallback it then shows on screen for at least 300 ms (decision 023: LCP).
 */
// Any props, as React.lazy itself accepts.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<React.ComponentProps<M[K]>> & Preloadable<M> {
  let loaded: M[K] | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return module;
    }));
  const Lazy = lazy<M[K]>(async () => {
    try {
      const module = await preload();
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
  function Page(props: React.ComponentProps<M[K]>) {
    // Chosen once per mount: switching between the two would remount the page.
    const [Loaded] = useState(() => loaded);
    return createElement((Loaded ?? Lazy) as ComponentType<React.ComponentProps<M[K]>>, props);
  }
  return Object.assign(Page, { preload });
}
