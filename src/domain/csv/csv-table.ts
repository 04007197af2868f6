import { parseCsv, type CsvIssue, type CsvRecord } from './parse-csv';

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
    const parseIssue = broken.get(record.line);
    const row = parseIssue && !isBlank(record) ? parseIssue : tableRow(headers, record);
    if (row === null) continue;
    if ('values' in row) rows.push(row);
    else issues.push(row);
  }
  return { headers, rows, issues, dataRows: rows.length + issues.length };
}

const isBlank = (record: CsvRecord) => record.fields.every((f) => f.trim() === '');

/** A record under the headers: a row, an issue (more fields than headers), or null for a blank row. */
export function tableRow(headers: string[], record: CsvRecord): CsvRow | CsvIssue | null {
  if (isBlank(record)) return null;
  const extra = record.fields.slice(headers.length).filter((f) => f.trim() !== '');
  if (extra.length > 0)
    return { line: record.line, message: `has ${record.fields.length} fields but the header has ${headers.length}` };
  const values: Record<string, string> = {};
  headers.forEach((header, index) => {
    values[header] = record.fields[index] ?? '';
  });
  return { line: record.line, values };
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
