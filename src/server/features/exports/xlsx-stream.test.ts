import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TableRow } from '#domain/table-rows';
import { exportColumns } from './export-columns';
import { columnLetters, xlsxEntries } from './xlsx-sheet';
import { zipBytes } from './zip-writer';

const row = (i: number) =>
  ({
    id: `id-${i}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    name: i === 1 ? 'Tab\tand <b> & "quotes"\u0007' : `Account ${i}`,
    domain: null,
    industry: 'Software',
    sizeRange: null,
    employeeCount: i,
    location: null,
    revenueRange: null,
    founded: null,
    sources: ['import'],
    hasContacts: false,
  }) as TableRow;

describe('the streamed XLSX writer', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('sends the sheet while the rows are still being read, and a reader opens what it wrote', async () => {
    let batchesRead = 0;
    async function* batches() {
      for (let b = 0; b < 20; b++) {
        batchesRead += 1;
        yield Array.from({ length: 500 }, (_, i) => row(b * 500 + i));
      }
    }
    const columns = exportColumns('imported_accounts', ['name', 'employeeCount']);
    const chunks: Buffer[] = [];
    let readWhenSheetBegan: number | null = null;
    let bytes = 0;
    for await (const chunk of zipBytes(xlsxEntries(columns, batches(), 'Export'))) {
      chunks.push(chunk);
      bytes += chunk.length;
      // Past the four small parts, the first deflated bytes of the sheet.
      if (readWhenSheetBegan === null && bytes > 2000) readWhenSheetBegan = batchesRead;
    }
    expect(readWhenSheetBegan).not.toBeNull();
    expect(readWhenSheetBegan!).toBeLessThan(20);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Export');
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Employees', 'Source', 'Field sources']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Tab\tand <b> & "quotes"', 1, 'Imported']);
    expect(sheet.getRow(10_001).getCell(2).value).toBe(9999);
  });
});
