/** The nearest-rank percentile (p in 0..100) of the values, or null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Rounds a millisecond figure to one decimal (null stays null). */
export const roundMs = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
