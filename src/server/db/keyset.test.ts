import { describe, expect, it } from 'vitest';
import { encodeCursor } from '#domain/pagination';
import { AppError } from '../errors';
import { afterCursor, isPgTimestamp, type KeyPart } from './keyset';

const ID = '6f1c2a9e-3b7d-4c1e-9a2b-1c2d3e4f5a6b';
const PARTS: KeyPart[] = [
  { column: {} as never, direction: 'desc', kind: 'timestamp' },
  { column: {} as never, direction: 'asc', kind: 'text' },
  { column: {} as never, direction: 'asc', kind: 'number' },
  { column: {} as never, direction: 'asc', kind: 'uuid' },
];
const cursorOf = (key: unknown[]) => encodeCursor(key as (string | number)[]);
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const refused = (cursor: string) => {
  try {
    afterCursor(PARTS, cursor);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.status : error;
  }
};

describe('keyset cursors', () => {
  it('accepts only timestamps PostgreSQL can cast', () => {
    expect(isPgTimestamp('2026-11-25 19:30:20.123456+00')).toBe(true);
    expect(isPgTimestamp('0001-01-01 00:00:00+05:30')).toBe(true);
    for (const bad of [
      '0000-01-01 00:00:00+00',
      '2026-01-01 00:00:00+99',
      '2026-01-01 00:00:00-16',
      '2026-01-01 00:00:00+05:60',
      '2026-02-31 00:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 23:59:60+00',
    ])
      expect(isPgTimestamp(bad), bad).toBe(false);
  });

  it('answers 422 for forged cursors of the right shape, before any SQL', () => {
    const good = ['2026-01-01 00:00:00+00', 'Acme', 7, ID];
    expect(refused(cursorOf(good))).toBeNull();
    for (const key of [
      ['0000-01-01 00:00:00+00', 'Acme', 7, ID],
      ['2026-01-01 00:00:00+99', 'Acme', 7, ID],
      ['2026-01-01 00:00:00+00', 'Ac\u0000me', 7, ID],
      ['2026-01-01 00:00:00+00', 'lone \ud800', 7, ID],
      ['2026-01-01 00:00:00+00', 'Acme', 1e300, ID],
      ['2026-01-01 00:00:00+00', 'Acme', 2 ** 40, ID],
      ['2026-01-01 00:00:00+00', 'Acme', 7, 'not-a-uuid'],
      ['2026-01-01 00:00:00+00', 'Acme', 7],
    ])
      expect(refused(cursorOf(key)), JSON.stringify(key)).toBe(422);
    for (const text of ['["2026-01-01 00:00:00+00","A\\u0000",7,"' + ID + '"]', '{"a":1}', 'null', '\u0000'])
      expect(refused(base64(text)), text).toBe(422);
    expect(refused(Buffer.from([0x5b, 0x22, 0xff, 0x22, 0x5d]).toString('base64url'))).toBe(422);
    expect(refused('%%%not base64')).toBe(422);
  });
});
