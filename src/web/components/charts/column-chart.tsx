import { ChartTable } from './bar-list';

type Props = {
  caption: string;
  /** Columns left to right: their label (a day, …) and value. */
  data: { label: string; value: number }[];
  /** What the values are (the table's header). */
  unit: string;
  /** Shown under the first and the last column. */
  formatLabel?: (label: string) => string;
};

/** Vertical columns over time with the highest value marked; the figures as a table for screen readers. */
export function ColumnChart({ caption, data, unit, formatLabel = (l) => l }: Props) {
  const peak = Math.max(0, ...data.map((d) => d.value));
  const scale = Math.max(1, peak);
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <div>
      <div aria-hidden="true">
        <div className="flex h-28 items-end gap-[2px] border-b border-border">
          {data.map((d) => (
            <div
              key={d.label}
              className="flex-1 rounded-t-sm bg-primary/80 hover:bg-primary"
              style={{ height: `${(d.value / scale) * 100}%`, minHeight: d.value > 0 ? 2 : 0 }}
              title={`${formatLabel(d.label)}: ${d.value}`}
            />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{data[0] ? formatLabel(data[0].label) : ''}</span>
          <span>
            {total.toLocaleString('en-US')} in all · most in a day {peak.toLocaleString('en-US')}
          </span>
          <span>{data.at(-1) ? formatLabel(data.at(-1)!.label) : ''}</span>
        </div>
      </div>
      <ChartTable caption={caption} header={['Day', unit]} rows={data.map((d) => [formatLabel(d.label), d.value])} />
    </div>
  );
}
