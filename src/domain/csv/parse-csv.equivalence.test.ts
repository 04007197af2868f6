import { describe, expect, it } from 'vitest';
import { parseCsvPart } from './parse-csv';

/**
 * The character-at-a-time parser that parseCsvPart replaced (it built every field one character at a time),
 * kept here as the reference: the sliced parser must give the same records, issues, rest and lines.
 */
function referenceParse(text: string, { firstLine, final }: { firstLine: number; final: boolean }) {
  const records: { line: number; fields: string[] }[] = [];
  const issues: { line: number; message: string }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = firstLine;
  let recordLine = firstLine;
  let recordStart = 0;
  let inQuotes = false;
  let quoteLine = firstLine;
  let started = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
      continue;
    }
    if (!started) {
      recordLine = line;
      recordStart = i;
      started = c !== '\r' && c !== '\n';
    }
    if (c === '"' && field.trim() === '') {
      field = '';
      inQuotes = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
    } else field += c;
  }
  if (!final && (inQuotes || started)) return { records, issues, rest: recordStart, restLine: recordLine };
  if (inQuotes) {
    issues.push({ line: recordLine, message: `a quoted field opened on line ${quoteLine} is never closed` });
    started = true;
  }
  if (started) endRecord();
  return { records, issues, rest: text.length, restLine: line };
}

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['a', 'bc', ' ', '  ', ',', '"', '""', '\r', '\n', '\r\n', '\t', '\uFEFF', 'é', 'Acme, Inc.', '5" disk'];

describe('parseCsvPart', () => {
  it('reads 5,000 random texts exactly as the character-at-a-time parser did, final or not', () => {
    const next = random(24);
    for (let n = 0; n < 5_000; n++) {
      let text = '';
      const length = Math.floor(next() * 30);
      for (let k = 0; k < length; k++) text += PIECES[Math.floor(next() * PIECES.length)];
      const options = { firstLine: 1 + Math.floor(next() * 5), final: next() < 0.5 };
      expect(parseCsvPart(text, options), JSON.stringify({ text, options })).toEqual(referenceParse(text, options));
    }
  });
});
