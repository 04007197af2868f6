import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TableRow } from '#domain/table-rows';
import type { Cell, ExportColumn } from './export-columns';

type Batches = AsyncIterable<TableRow[]>;

const csvCell = (value: Cell) => {
  if (value === null) return '';
  const text = String(value);
  // Neutralise spreadsheet formulas; quote what needs it.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The rows as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents), streamed a batch at a time. */
export function csvStream(columns: ExportColumn[], batches: Batches): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\ufeff${columns.map((c) => csvCell(c.header)).join(',')}\r\n`));
        return;
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      const lines = next.value.map((row) => columns.map((c) => csvCell(c.value(row))).join(',')).join('\r\n');
      controller.enqueue(encoder.encode(`${lines}\r\n`));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/**
 * The rows as an XLSX workbook through exceljs's streaming writer: each row is committed (written out and dropped)
 * as it comes, and the writer waits for the reader to drain, so memory stays flat whatever the row count.
 */
export function xlsxStream(columns: ExportColumn[], batches: Batches, sheetName: string): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.id, width: Math.max(12, c.header.length + 2) }));
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(columns.map((c) => c.value(row))).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
