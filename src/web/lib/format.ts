/** Dates in en-US with short month, day, year, hour and minute. */
export const formatDateTime = (value: string | Date) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const formatDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const TOAST_DURATION_MS = 5000;
