import { parseCsv } from '#domain/csv/parse-csv';
import { parseSuppressionInput, type SuppressionTarget } from '#domain/people/suppression';

const MAX_PROBLEMS = 20;
const HEADER = /^(e-?mail( address)?|domain|value|address|entry)$/i;

/**
 * Reads an uploaded list: each row's first cell that holds an address or a domain (a header row is skipped).
 * Rows that hold neither are reported by line, up to 20.
 */
export function parseSuppressionCsv(csv: string): {
  targets: SuppressionTarget[];
  problems: { line: number; error: string }[];
} {
  const { records, issues } = parseCsv(csv);
  const targets: SuppressionTarget[] = [];
  const problems = issues.slice(0, MAX_PROBLEMS).map((i) => ({ line: i.line, error: i.message }));
  records.forEach(({ fields, line }, index) => {
    const filled = fields.map((c) => c.trim()).filter(Boolean);
    if (filled.length === 0) return;
    if (index === 0 && filled.some((c) => HEADER.test(c))) return;
    const parsed = filled.map(parseSuppressionInput);
    const target = parsed.find((p): p is SuppressionTarget => !('error' in p));
    if (target) targets.push(target);
    else if (problems.length < MAX_PROBLEMS) problems.push({ line, error: (parsed[0] as { error: string }).error });
  });
  return { targets, problems };
}

const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

const REASONS: Record<string, string> = { manual: 'Added by hand', import: 'Imported', erasure: 'Erasure request' };

/** The list as CSV: Type, Value, Reason, Added, Added by (erased people are not in it: only their hashes are kept). */
export function suppressionCsv(
  entries: { kind: string; value: string; reason: string; createdAt: string; addedBy: string | null }[],
) {
  const lines = entries.map((e) =>
    [e.kind, e.value, REASONS[e.reason] ?? e.reason, e.createdAt, e.addedBy ?? ''].map(cell).join(','),
  );
  return [['Type', 'Value', 'Reason', 'Added', 'Added by'].join(','), ...lines].join('\r\n');
}
