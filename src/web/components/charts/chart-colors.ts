/** Bar colours of the charts that show fit categories and e-mail statuses, by their displayed labels. */
export const FIT_CHART_COLORS: Record<string, string> = {
  'Great Fit': 'bg-emerald-500',
  'Good Fit': 'bg-sky-500',
  'Okay Fit': 'bg-amber-500',
  'Poor Fit': 'bg-rose-500',
};

export const EMAIL_STATUS_CHART_COLORS: Record<string, string> = {
  Verified: 'bg-emerald-500',
  'Accept-all': 'bg-sky-500',
  Risky: 'bg-amber-500',
  Invalid: 'bg-rose-500',
  Unknown: 'bg-muted-foreground/50',
};
