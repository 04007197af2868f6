/** One CSV record and the 1-based physical line it starts on. */
export type CsvRecord = { line: number; fields: string[] };
/** A problem tied to a line of the file ("Line 14: …" is added by the caller). */
export type CsvIssue = { line: number; message: string };
export type CsvParseResult = { records: CsvRecord[]; issues: CsvIssue[] };

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/**
 * RFC 4180 parser: quoted fields with commas, doubled quotes and line breaks inside, CRLF, LF or
 * lone CR endings, a UTF-8 BOM, blank lines (ignored) and a missing final newline. It is lenient
 * where real exports are sloppy (a stray quote inside an unquoted field is kept as text) and
 * reports an unterminated quote instead of throwing.
 */
export function parseCsv(text: string): CsvParseResult {
  const { records, issues } = parseCsvPart(text, { firstLine: 1, final: true });
  return { records, issues };
}

/**
 * One piece of a CSV read in pieces (see CsvTableStream): `text` starts at a record boundary on line
 * `firstLine`. Unless `final`, a record still inside a quoted field at the end is not returned: `rest` is
 * the offset where it starts (text.length when every record ended) and `restLine` its line.
 */
export function parseCsvPart(text: string, { firstLine, final }: { firstLine: number; final: boolean }) {
  const records: CsvRecord[] = [];
  const issues: CsvIssue[] = [];
  let fields: string[] = [];
  let field = '';
  let line = firstLine;
  let recordLine = firstLine;
  let recordStart = 0;
  let inQuotes = false;
  let quoteLine = firstLine;
  // True once the current record has any content (a blank line yields no record).
  let started = false;
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRecord = () => {
    fields.push(field);
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  // Fields are sliced out of the text a run at a time (never built a character at a time: that was most of an
  // import's garbage).
  while (i < n) {
    if (inQuotes) {
      let j = i;
      for (; j < n; j++) {
        const c = text.charCodeAt(j);
        if (c === QUOTE) break;
        if (c === LF || (c === CR && text.charCodeAt(j + 1) !== LF)) line++;
      }
      if (j > i) field += text.slice(i, j);
      if (j === n) break;
      if (text.charCodeAt(j + 1) === QUOTE) {
        field += '"';
        i = j + 2;
      } else {
        inQuotes = false;
        i = j + 1;
      }
      continue;
    }
    const c = text.charCodeAt(i);
    if (!started) {
      recordLine = line;
      recordStart = i;
      started = c !== CR && c !== LF;
    }
    if (c === QUOTE && field.trim() === '') {
      // `a, "b,c"`: whitespace before an opening quote is padding, not data.
      field = '';
      inQuotes = true;
      quoteLine = line;
      i++;
    } else if (c === COMMA) {
      fields.push(field);
      field = '';
      i++;
    } else if (c === CR || c === LF) {
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      endRecord();
      line++;
      i++;
    } else {
      // Plain text (a stray quote inside an unquoted field included) up to the next comma, quote or line break.
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === COMMA || d === QUOTE || d === CR || d === LF) break;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (!final && (inQuotes || started)) return { records, issues, rest: recordStart, restLine: recordLine };
  if (inQuotes) {
    issues.push({ line: recordLine, message: `a quoted field opened on line ${quoteLine} is never closed` });
    started = true;
  }
  if (started) endRecord();
  return { records, issues, rest: text.length, restLine: line };
}
