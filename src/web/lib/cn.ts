import { clsx, type ClassValue } from 'clsx';

type Merger = (classes: string) => string;
let merge: Merger = (classes) => classes;
let loading: Promise<void> | null = null;

/**
 * Loads tailwind-merge (8.5 kB gzip), which the sign-in page does without: every route under the data layout and
 * the sign-up panel wait for it before they render (app/routes/pages.ts); the sign-in page's components pass no
 * conflicting classes, so they draw the same with or without it (auth-page.test.tsx checks).
 */
export function loadClassMerger(): Promise<void> {
  loading ??= import('tailwind-merge').then((module) => installClassMerger(module.twMerge));
  return loading;
}

export function installClassMerger(merger: Merger) {
  merge = merger;
}

/** Joins class names and, once the merger has loaded, resolves conflicting Tailwind utilities (last wins). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
