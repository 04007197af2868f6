import type { OrgFitCategory } from '#domain/workflow';

type FitStyle = { badge: string; dot: string; text: string; activeTile: string };

/** One hue per fit category, readable in light and dark themes. */
export const FIT_STYLES: Record<OrgFitCategory, FitStyle> = {
  great: {
    badge:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/15 dark:text-emerald-300',
    dot: 'bg-emerald-500',
    text: 'text-emerald-700 dark:text-emerald-300',
    activeTile: 'border-emerald-500 bg-emerald-50 ring-2 ring-emerald-500/40 dark:bg-emerald-500/10',
  },
  good: {
    badge: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-500/30 dark:bg-sky-500/15 dark:text-sky-300',
    dot: 'bg-sky-500',
    text: 'text-sky-700 dark:text-sky-300',
    activeTile: 'border-sky-500 bg-sky-50 ring-2 ring-sky-500/40 dark:bg-sky-500/10',
  },
  okay: {
    badge:
      'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-500/30 dark:bg-amber-500/15 dark:text-amber-300',
    dot: 'bg-amber-500',
    text: 'text-amber-700 dark:text-amber-300',
    activeTile: 'border-amber-500 bg-amber-50 ring-2 ring-amber-500/40 dark:bg-amber-500/10',
  },
  poor: {
    badge: 'border-rose-200 bg-rose-50 text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/15 dark:text-rose-300',
    dot: 'bg-rose-500',
    text: 'text-rose-700 dark:text-rose-300',
    activeTile: 'border-rose-500 bg-rose-50 ring-2 ring-rose-500/40 dark:bg-rose-500/10',
  },
};
