import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';
import { readCsvTable, uniqueHeaders } from './csv-table';

const fields = (text: string) => parseCsv(text).records.map((r) => r.fields);
const lines = (text: string) => parseCsv(text).records.map((r) => r.line);

describe('parseCsv', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(fields('a,b,c\n1,,3\n,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '', ''],
    ]);
  });

  it('reads quoted commas, doubled quotes and newlines inside quotes', () => {
    expect(fields('name,note\n"Acme, Inc.","He said ""hi"""\n"Two\nlines","x\r\ny"\n')).toEqual([
      ['name', 'note'],
      ['Acme, Inc.', 'He said "hi"'],
      ['Two\nlines', 'x\r\ny'],
    ]);
  });

  it('numbers each record by the physical line it starts on', () => {
    const text = 'h1,h2\n"multi\nline\nvalue",b\nnext,row\n\n\nafter,blanks\n';
    expect(lines(text)).toEqual([1, 2, 5, 8]);
  });

  it('accepts CRLF, LF and lone CR endings, a BOM and a missing final newline', () => {
    expect(fields('\uFEFFa,b\r\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(fields('a\r1\r2')).toEqual([['a'], ['1'], ['2']]);
    expect(lines('a\r\n"x\r\ny"\r\nz\r\n')).toEqual([1, 2, 4]);
  });

  it('drops blank and trailing empty lines', () => {
    expect(fields('a,b\n\n1,2\n\n\r\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('').records).toEqual([]);
    expect(parseCsv('\n\n').records).toEqual([]);
  });

  it('is lenient with stray quotes and padding before an opening quote', () => {
    expect(fields('a,b\n5" disk,"x"y\n1, "q,r"\n')).toEqual([
      ['a', 'b'],
      ['5" disk', 'xy'],
      ['1', 'q,r'],
    ]);
  });

  it('reports an unterminated quote at the record that opened it instead of throwing', () => {
    const result = parseCsv('a,b\n1,2\n3,"never closed\n4,5\n');
    expect(result.records.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(result.issues).toEqual([{ line: 3, message: 'a quoted field opened on line 3 is never closed' }]);
  });

  it('handles a single field with only a quoted empty string', () => {
    expect(fields('a\n""\n')).toEqual([['a'], ['']]);
  });
});

describe('readCsvTable', () => {
  it('keys rows by header and counts data rows, skipping rows of empty fields (Excel ",,,")', () => {
    const table = readCsvTable('Name,Domain\nAcme,acme.io\n,,\n  ,\nBeta\n');
    expect(table.headers).toEqual(['Name', 'Domain']);
    expect(table.rows).toEqual([
      { line: 2, values: { Name: 'Acme', Domain: 'acme.io' } },
      { line: 5, values: { Name: 'Beta', Domain: '' } },
    ]);
    expect(table.dataRows).toBe(2);
  });

  it('rejects rows with more non-empty fields than headers, but tolerates trailing empty ones', () => {
    const table = readCsvTable('a,b\n1,2,3\n4,5,,\n');
    expect(table.issues).toEqual([{ line: 2, message: 'has 3 fields but the header has 2' }]);
    expect(table.rows.map((r) => r.values)).toEqual([{ a: '4', b: '5' }]);
    expect(table.dataRows).toBe(2);
  });

  it('turns an unterminated quote into a skipped row', () => {
    const table = readCsvTable('a,b\nok,1\n"broken,2\nmore,3\n');
    expect(table.rows).toHaveLength(1);
    expect(table.issues[0]).toMatchObject({ line: 3 });
    expect(table.dataRows).toBe(2);
  });

  it('gives no table when the header itself never closes its quote', () => {
    const table = readCsvTable('"Name,Domain\nAcme,acme.io\n');
    expect(table.headers).toEqual([]);
    expect(table.issues).toHaveLength(1);
  });

  it('names blank headers and numbers repeated ones', () => {
    expect(uniqueHeaders([' Name ', '', 'name', 'Name', 'Domain'])).toEqual([
      'Name',
      'Column 2',
      'name (2)',
      'Name (3)',
      'Domain',
    ]);
  });
});
