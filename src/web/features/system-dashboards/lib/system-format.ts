/** A duration in ms as people read it: 12 ms, 1.4 s, 2 min 5 s. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** An uptime in seconds: 45s, 12m 3s, 5h 2m, 3d 4h. */
export function formatUptime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${s % 60}s`;
  return `${s}s`;
}

/** Bytes in binary units: 512 B, 1.5 KiB, 230.2 MiB, 4 GiB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** A 0..1 ratio as a percentage with up to one decimal. */
export const formatPercent = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`;

/** A metric's value in its unit (ms, ratio, jobs); no value yet shows a dash. */
export function formatMetricValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  if (unit === 'ms') return formatDuration(value);
  if (unit === 'ratio') return formatPercent(value);
  return `${value} ${unit}`;
}

/** How full the bar is: the value against the critical limit (0–100). */
export const thresholdFill = (value: number | null, critical: number) =>
  value === null || critical <= 0 ? 0 : Math.min(100, Math.round((value / critical) * 100));

/** The first 7 characters of a commit, or the word as is ('unknown'). */
export const shortCommit = (commit: string) => (/^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 7) : commit);
