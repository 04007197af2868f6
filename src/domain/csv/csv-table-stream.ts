import { tableRow, uniqueHeaders, type CsvRow } from './csv-table';
import { parseCsvPart, type CsvIssue } from './parse-csv';

/** A record still open after this many characters (an unclosed quote) stops the reading. */
export const MAX_RECORD_CHARS = 1024 * 1024;

export type CsvStreamSink = {
  headers: (headers: string[]) => void;
  row: (row: CsvRow) => void;
  issue: (issue: CsvIssue) => void;
};

/**
 * readCsvTable for a file read in pieces (same rows, issues and line numbers): text is parsed up to its
 * last line break, and only a record cut in the middle is kept for the next piece, so memory holds one
 * piece. A header whose quote never closes is reported as the header issue; no rows follow it.
 */
export class CsvTableStream {
  private pending = '';
  private line = 1;
  private header: string[] | null = null;
  private stopped = false;
  /** Data rows seen (rows and row issues), as readCsvTable's dataRows. */
  dataRows = 0;

  constructor(private readonly sink: CsvStreamSink) {}

  /** The headers once the first record is read (null before, or when the header could not be read). */
  get headers() {
    return this.header;
  }

  push(text: string) {
    if (this.stopped) return;
    this.pending += text;
    const cut = this.pending.lastIndexOf('\n') + 1;
    if (cut === 0) return this.checkOpenRecord();
    this.parse(this.pending.slice(0, cut), false, this.pending.slice(cut));
  }

  end() {
    if (!this.stopped) this.parse(this.pending, true, '');
    this.pending = '';
    this.stopped = true;
  }

  private parse(text: string, final: boolean, after: string) {
    const part = parseCsvPart(text, { firstLine: this.line, final });
    const broken = new Map(part.issues.map((issue) => [issue.line, issue]));
    for (const record of part.records) {
      if (this.stopped) return;
      if (this.header === null) {
        const issue = broken.get(record.line);
        if (issue) {
          this.stopped = true;
          return this.sink.issue(issue);
        }
        this.header = uniqueHeaders(record.fields);
        this.sink.headers(this.header);
        continue;
      }
      const issue = broken.get(record.line);
      const row = issue ?? tableRow(this.header, record);
      if (row === null) continue;
      this.dataRows++;
      if ('values' in row) this.sink.row(row);
      else this.sink.issue(row);
    }
    this.pending = text.slice(part.rest) + after;
    this.line = part.restLine;
    this.checkOpenRecord();
  }

  private checkOpenRecord() {
    if (this.pending.length <= MAX_RECORD_CHARS) return;
    this.stopped = true;
    this.dataRows++;
    this.sink.issue({
      line: this.line,
      message: 'has a field longer than 1 MB (a quoted field that is never closed?)',
    });
  }
}
