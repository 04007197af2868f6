import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCsvTable, type CsvRow } from './csv-table';
import { CsvTableStream, MAX_RECORD_CHARS } from './csv-table-stream';
import type { CsvIssue } from './parse-csv';

const FIXTURES = new URL('../../server/test/fixtures/csv/', import.meta.url);

function streamed(text: string, pieceSize: number) {
  const rows: CsvRow[] = [];
  const issues: CsvIssue[] = [];
  let headers: string[] = [];
  const stream = new CsvTableStream({
    headers: (h) => (headers = h),
    row: (r) => rows.push(r),
    issue: (i) => issues.push(i),
  });
  for (let i = 0; i < text.length; i += pieceSize) stream.push(text.slice(i, i + pieceSize));
  stream.end();
  return { headers, rows, issues, dataRows: stream.dataRows };
}

const SAMPLES: [string, string][] = [
  [
    'quotes, CRLF and blank lines',
    '\ufeffName,Note\r\n"Acme, Inc.","two\r\nlines"\r\n\r\nBeta,"say ""hi"""\r\nGamma,x,extra\r\n',
  ],
  ['lone CR endings', 'Name,Note\rA,1\rB,"x\ry"\rC,3'],
  ['an unclosed quote', 'Name,Note\nA,1\nB,"never closed\nC,3\n'],
  ['an unclosed quote in the header', 'Name,"Note\nA,1\n'],
  ...readdirSync(FIXTURES).map((name): [string, string] => [name, readFileSync(new URL(name, FIXTURES), 'utf8')]),
];

describe('CsvTableStream', () => {
  it.each(SAMPLES)('reads %s exactly as readCsvTable, whatever the piece size', (_, text) => {
    const whole = readCsvTable(text);
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      const got = streamed(text, size);
      expect(got.rows).toEqual(whole.rows);
      expect(got.issues.sort((a, b) => a.line - b.line)).toEqual(whole.issues);
      expect(got.dataRows).toBe(whole.dataRows);
      if (whole.headers.length > 0) expect(got.headers).toEqual(whole.headers);
    }
  });

  it('stops at a record longer than 1 MB instead of holding the rest of the file', () => {
    const text = `Name,Note\nA,1\nB,"${'x'.repeat(MAX_RECORD_CHARS)}\nC,3\n`;
    const got = streamed(text, 65536);
    expect(got.rows.map((r) => r.values.Name)).toEqual(['A']);
    expect(got.issues).toEqual([
      {
        line: 3,
        message: 'has a field longer than 1 MB (a quoted field that is never closed?)',
      },
    ]);
  });
});
