import { useSyncExternalStore } from 'react';

export type PreviewColors = { primary: string; secondary: string };

let preview: PreviewColors | null = null;
const listeners = new Set<() => void>();

/**
 * The White-Label page's live preview: colours shown in place of the saved ones until it is
 * turned off (null). The branding applier is the only thing that touches the theme.
 */
export function setBrandingPreview(next: PreviewColors | null) {
  if (next === preview || (next && preview && next.primary === preview.primary && next.secondary === preview.secondary))
    return;
  preview = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useBrandingPreview = () =>
  useSyncExternalStore(
    subscribe,
    () => preview,
    () => null,
  );
