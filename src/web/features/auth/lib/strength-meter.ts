const COLORS = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-500'] as const;
const TEXT_COLORS = ['text-red-600', 'text-orange-600', 'text-amber-600', 'text-lime-600', 'text-emerald-600'] as const;

/** Bar fill and colours for a strength score 0–4; a non-empty "very weak" password still shows a sliver. */
export function strengthMeter(score: number, hasPassword: boolean) {
  const clamped = Math.min(4, Math.max(0, Math.round(score)));
  const percent = hasPassword ? Math.max(10, (clamped / 4) * 100) : 0;
  return { percent, barClass: COLORS[clamped]!, textClass: TEXT_COLORS[clamped]! };
}
