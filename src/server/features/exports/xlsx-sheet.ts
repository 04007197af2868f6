import type { TableRow } from '#domain/table-rows';
import type { Cell, ExportColumn } from './export-columns';
import type { ZipEntry } from './zip-writer';

/**
 * The parts of a one-sheet XLSX workbook (ECMA-376 Part 1, SpreadsheetML: the package's content types and
 * relationships, the workbook, and the worksheet's sheetData of rows with inline strings), the sheet written a batch
 * of rows at a time so no more than one batch is ever held.
 */
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const PACKAGE_RELS = `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

// XML 1.0 allows tab, line feed and carriage return among the control characters; the rest cannot be written.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A, B, … Z, AA, AB …: the column letters of a cell reference. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function cellXml(value: Cell, ref: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

function rowXml(values: Cell[], rowNumber: number, letters: string[]): string {
  return `<row r="${rowNumber}">${values.map((v, i) => cellXml(v, `${letters[i]}${rowNumber}`)).join('')}</row>`;
}

async function* sheetXml(columns: ExportColumn[], batches: AsyncIterable<TableRow[]>): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const widths = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(12, c.header.length + 2)}" customWidth="1"/>`)
    .join('');
  yield `${HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData>`;
  yield rowXml(
    columns.map((c) => c.header),
    1,
    letters,
  );
  let rowNumber = 1;
  for await (const batch of batches) {
    yield batch
      .map((row) =>
        rowXml(
          columns.map((c) => c.value(row)),
          ++rowNumber,
          letters,
        ),
      )
      .join('');
  }
  yield '</sheetData></worksheet>';
}

/** The workbook's parts in order, the sheet last (streamed). */
export function xlsxEntries(
  columns: ExportColumn[],
  batches: AsyncIterable<TableRow[]>,
  sheetName: string,
): ZipEntry[] {
  const workbook = `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return [
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: '_rels/.rels', content: PACKAGE_RELS },
    { name: 'xl/workbook.xml', content: workbook },
    { name: 'xl/_rels/workbook.xml.rels', content: WORKBOOK_RELS },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(columns, batches) },
  ];
}
