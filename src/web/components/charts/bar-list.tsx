import type { ChartDatum } from '#domain/charts';
import { cn } from '../../lib/cn';

type Props = {
  /** What the bars count, said to screen readers as the table's caption. */
  caption: string;
  data: ChartDatum[];
  /** A Tailwind background class per label (default: the primary colour). */
  colors?: Record<string, string>;
  /** What one unit is called in the table header (e.g. "Organizations"). */
  unit: string;
};

/**
 * Horizontal bars, each with its label and number: the picture for sighted readers (hidden from assistive
 * technology) and the same figures as a table for screen readers.
 */
export function BarList({ caption, data, colors, unit }: Props) {
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <div>
      <ul className="space-y-2" aria-hidden="true">
        {data.map((d) => (
          <li key={d.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate text-muted-foreground" title={d.label}>
              {d.label}
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-muted">
              <span
                className={cn('block h-full rounded-full', colors?.[d.label] ?? 'bg-primary')}
                style={{ width: `${(d.count / max) * 100}%` }}
              />
            </span>
            <span className="min-w-8 text-right font-medium tabular-nums">{d.count.toLocaleString('en-US')}</span>
          </li>
        ))}
      </ul>
      <ChartTable caption={caption} header={['', unit]} rows={data.map((d) => [d.label, d.count])} />
    </div>
  );
}

/** The figures of a chart as a table only screen readers see. */
export function ChartTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: [string, string];
  rows: [string, number][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header[0]}</th>
          <th scope="col">{header[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
