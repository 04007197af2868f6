/**
 * The small part of SOQL the fake Salesforce answers ("SOQL and SOSL Reference": SELECT, COUNT(), FROM,
 * WHERE with =, !=, >, <, >=, <=, IN, LIKE, AND, OR and parentheses, ORDER BY one field, LIMIT), enough for
 * what the adapter sends. A parent field (Owner.Name) and one child subquery (open Opportunities) are read
 * from the record as the fake stores them. Anything else is a MALFORMED_QUERY, as Salesforce would answer.
 */
export type SoqlRecord = Record<string, unknown>;
export type ParsedSoql = {
  fields: string[];
  count: boolean;
  object: string;
  where: ((r: SoqlRecord) => boolean) | null;
  orderBy: string | null;
  limit: number | null;
  /** The child relationship queried in a subquery ("Opportunities"), and its own filter. */
  child: { relationship: string; where: ((r: SoqlRecord) => boolean) | null } | null;
};

export class SoqlError extends Error {}

const TOKEN = /\s*(\(|\)|,|'(?:[^'\\]|\\.)*'|!=|>=|<=|=|>|<|[A-Za-z_][\w.]*|[-+\dTZ:.]+)/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) {
      if (/^\s*$/.test(text.slice(at))) break;
      throw new SoqlError(`unexpected token at ${text.slice(at, at + 20)}`);
    }
    tokens.push(m[1]!);
  }
  return tokens;
}

const literal = (token: string): unknown => {
  if (token.startsWith("'")) return token.slice(1, -1).replace(/\\(.)/g, '$1');
  if (/^(true|false)$/i.test(token)) return token.toLowerCase() === 'true';
  if (/^null$/i.test(token)) return null;
  if (/^\d{4}-\d\d-\d\dT/.test(token)) return Date.parse(token);
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  throw new SoqlError(`unexpected value ${token}`);
};

/** A stored value as compared: datetimes ("…+0000") as milliseconds, everything else as it is. */
const comparable = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value.replace(/\+0000$/, 'Z')) : value;

export const fieldValue = (r: SoqlRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as any)[key] : undefined), r);

function condition(tokens: string[]): (r: SoqlRecord) => boolean {
  let i = 0;
  const peek = () => tokens[i]?.toUpperCase();
  const next = () => tokens[i++] ?? '';
  const expression = (): ((r: SoqlRecord) => boolean) => {
    let left = term();
    while (peek() === 'OR') {
      next();
      const a = left;
      const b = term();
      left = (r) => a(r) || b(r);
    }
    return left;
  };
  const term = (): ((r: SoqlRecord) => boolean) => {
    let left = factor();
    while (peek() === 'AND') {
      next();
      const a = left;
      const b = factor();
      left = (r) => a(r) && b(r);
    }
    return left;
  };
  const factor = (): ((r: SoqlRecord) => boolean) => {
    if (peek() === '(') {
      next();
      const inner = expression();
      if (next() !== ')') throw new SoqlError('missing )');
      return inner;
    }
    const field = next();
    const op = next().toUpperCase();
    if (op === 'IN') {
      if (next() !== '(') throw new SoqlError('IN needs a list');
      const values: unknown[] = [];
      while (peek() !== ')') {
        values.push(literal(next()));
        if (peek() === ',') next();
      }
      next();
      return (r) => values.includes(comparable(fieldValue(r, field)));
    }
    const value = literal(next());
    if (op === 'LIKE') {
      const pattern = new RegExp(
        `^${String(value)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/%/g, '.*')}$`,
        'i',
      );
      return (r) => pattern.test(String(fieldValue(r, field) ?? ''));
    }
    const compare = (r: SoqlRecord) => {
      const v = comparable(fieldValue(r, field) ?? null) as any;
      const w = value as any;
      switch (op) {
        case '=':
          return typeof v === 'string' && typeof w === 'string' ? v.toLowerCase() === w.toLowerCase() : v === w;
        case '!=':
          return v !== w;
        case '>':
          return v !== null && v > w;
        case '<':
          return v !== null && v < w;
        case '>=':
          return v !== null && v >= w;
        case '<=':
          return v !== null && v <= w;
        default:
          throw new SoqlError(`unknown operator ${op}`);
      }
    };
    return compare;
  };
  const parsed = expression();
  if (i !== tokens.length) throw new SoqlError(`unexpected ${tokens[i]}`);
  return parsed;
}

export function parseSoql(soql: string): ParsedSoql {
  let text = soql.trim();
  let child: ParsedSoql['child'] = null;
  const sub = text.match(/,\s*\(SELECT\s+[\w\s,]+\s+FROM\s+(\w+)(?:\s+WHERE\s+([^)]*))?\)/i);
  if (sub) {
    child = { relationship: sub[1]!, where: sub[2] ? condition(tokenize(sub[2])) : null };
    text = text.replace(sub[0], '');
  }
  const m = text.match(
    /^SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+([\w.]+)(?:\s+ASC)?)?(?:\s+LIMIT\s+(\d+))?$/is,
  );
  if (!m) throw new SoqlError('not a SELECT this fake understands');
  const fields = m[1]!.split(',').map((f) => f.trim());
  return {
    fields,
    count: fields.length === 1 && /^COUNT\(\)$/i.test(fields[0]!),
    object: m[2]!,
    where: m[3] ? condition(tokenize(m[3])) : null,
    orderBy: m[4] ?? null,
    limit: m[5] ? Number(m[5]) : null,
    child,
  };
}
