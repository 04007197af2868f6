import type { ExpectedList, ExpectedText } from './expected-schema';

/** One field on one site: a score out of 100 and what kind of answer it was. */
export type FieldScore = {
  score: number;
  outcome: 'right' | 'partial' | 'empty' | 'wrong' | 'missed';
  note: string;
};

const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The term as a whole word or phrase ("$50" is not in "$500", "our" is not in "source"). */
const holds = (text: string, term: string) => {
  const t = norm(term);
  const before = /^[\p{L}\p{N}]/u.test(t) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(t) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escape(t)}${after}`, 'u').test(norm(text));
};
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/** A free-text field: every include group found = 100; an excluded term, too many words or an answer where none exists = 0. */
export function scoreText(answer: string, expected: ExpectedText): FieldScore {
  const value = answer.trim();
  if (!value) {
    if (expected.empty || expected.emptyOk) return { score: 100, outcome: 'empty', note: 'empty, as expected' };
    return { score: 0, outcome: 'missed', note: 'empty' };
  }
  if (expected.empty) return { score: 0, outcome: 'wrong', note: 'the pages do not say this' };
  const excluded = expected.exclude.filter((term) => holds(value, term));
  if (excluded.length > 0)
    return {
      score: 0,
      outcome: 'wrong',
      note: `contains ${excluded.map((t) => `"${t}"`).join(', ')}`,
    };
  if (expected.maxWords && words(value) > expected.maxWords)
    return {
      score: 0,
      outcome: 'wrong',
      note: `${words(value)} words (at most ${expected.maxWords})`,
    };
  if (expected.include.length === 0) return { score: 100, outcome: 'right', note: '' };
  const missing = expected.include.filter((group) => !group.some((term) => holds(value, term)));
  const score = Math.round((100 * (expected.include.length - missing.length)) / expected.include.length);
  return {
    score,
    outcome: missing.length === 0 ? 'right' : 'partial',
    note: missing.length ? `missing ${missing.map((g) => `"${g[0]}"`).join(', ')}` : '',
  };
}

/** Splits a list answer ("A, B and C; D") into names. */
export const splitNames = (answer: string) =>
  answer
    .split(/\s*[,;\n]\s*|\s+and\s+/)
    .map((n) => n.trim())
    .filter(Boolean);

const sameName = (a: string, b: string) => {
  const key = (s: string) => norm(s).replace(/[^\p{L}\p{N}]+/gu, '');
  const [short, long] = [key(a), key(b)].sort((x, y) => x.length - y.length) as [string, string];
  // "NGINX" names "NGINX Plus", "Cronitor" names "Cronitor.io"; a short key ("Go") names nothing longer.
  return short === long || (short.length >= 4 && long.startsWith(short));
};

/** A list field: F1 of the listed names against the expected ones; any name not expected counts against precision. */
export function scoreList(answer: string, expected: ExpectedList): FieldScore {
  const listed = splitNames(answer);
  if (expected.names.length === 0) {
    if (listed.length === 0) return { score: 100, outcome: 'empty', note: 'empty, as expected' };
    return {
      score: 0,
      outcome: 'wrong',
      note: `the pages name none: ${listed.join(', ')}`,
    };
  }
  if (listed.length === 0) return { score: 0, outcome: 'missed', note: 'empty' };
  const matches = (name: string, groups: string[][]) =>
    groups.some((g) => g.some((spelling) => sameName(name, spelling)));
  const wrong = listed.filter((n) => !matches(n, expected.names) && !matches(n, expected.alsoCorrect));
  const found = expected.names.filter((g) => listed.some((n) => g.some((spelling) => sameName(n, spelling))));
  const precision = (listed.length - wrong.length) / listed.length;
  const recall = found.length / expected.names.length;
  const score = precision + recall === 0 ? 0 : Math.round((200 * precision * recall) / (precision + recall));
  const notes = [
    wrong.length ? `not competitors: ${wrong.join(', ')}` : '',
    found.length < expected.names.length
      ? `missing ${expected.names
          .filter((g) => !found.includes(g))
          .map((g) => g[0])
          .join(', ')}`
      : '',
  ].filter(Boolean);
  const outcome = wrong.length > 0 && found.length === 0 ? 'wrong' : score === 100 ? 'right' : 'partial';
  return { score, outcome, note: notes.join('; ') };
}
