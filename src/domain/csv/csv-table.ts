import { parseCsv, type CsvIssue } from './parse-csv';

/** A data row keyed by header, with the line it starts on. */
export type CsvRow = { line: number; values: Record<string, string> };
/**
 * The file as a table: unique headers, rows that parsed, and the rows that could not be read
 * (unterminated quote, more fields than headers). dataRows counts both; blank rows count in neither.
 */
export type CsvTable = { headers: string[]; rows: CsvRow[]; issues: CsvIssue[]; dataRows: number };

/** Parses CSV text whose first record is the header row. */
export function readCsvTable(text: string): CsvTable {
  const { records, issues: parseIssues } = parseCsv(text);
  const [head, ...body] = records;
  if (!head) return { headers: [], rows: [], issues: [], dataRows: 0 };
  const broken = new Map(parseIssues.map((issue) => [issue.line, issue]));
  // An unclosed quote in the header swallows the whole file: there is no table to read.
  if (broken.has(head.line)) return { headers: [], rows: [], issues: [broken.get(head.line)!], dataRows: 0 };
  const headers = uniqueHeaders(head.fields);
  const rows: CsvRow[] = [];
  const issues: CsvIssue[] = [];
  for (const record of body) {
    if (record.fields.every((f) => f.trim() === '')) continue;
    const parseIssue = broken.get(record.line);
    if (parseIssue) {
      issues.push(parseIssue);
      continue;
    }
    const extra = record.fields.slice(headers.length).filter((f) => f.trim() !== '');
    if (extra.length > 0) {
      issues.push({ line: record.line, message: `has ${record.fields.length} fields but the header has ${headers.length}` });
      continue;
    }
    const values: Record<string, string> = {};
    headers.forEach((header, index) => {
      values[header] = record.fields[index] ?? '';
    });
    rows.push({ line: record.line, values });
  }
  return { headers, rows, issues, dataRows: rows.length + issues.length };
}

/** Trimmed header names; blanks become "Column N", repeats get " (2)", " (3)"… */
export function uniqueHeaders(fields: string[]): string[] {
  const seen = new Map<string, number>();
  return fields.map((raw, index) => {
    const base = raw.trim() || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
