/**
 * The bound of the prefilter's first-stage score (decision 023, ranking at 1M): which accounts can reach a
 * score, written as predicates the indexes answer (a tsquery for the GIN index, industries for the
 * (company_id, industry) index), so the database reads only those accounts instead of every account holding
 * two common terms.
 */

/** A scored term: its tsquery (any of its word forms) and its share of the text coverage. */
export type CoverageTerm = { query: string; coef: number };

/**
 * The largest tsquery written (term operands); past it the lightest terms are assumed present (a superset). The GIN
 * index evaluates the whole tree for every item of its words' lists: at 1M accounts a 360-operand bound took 403 ms
 * to match 9,055 accounts, a 200-operand one 185 ms to match 13,673; under 150 the matches doubled (decision 023).
 */
const MAX_OPERANDS = 250;
const EPS = 1e-9;

/** The scorer's S-curve of text coverage (textRelevance): 1 − exp(−(c / 0.3)^1.5). */
export const sCurve = (c: number) => 1 - Math.exp(-Math.pow(Math.max(c, 0) / 0.3, 1.5));

/** The coverage the S-curve needs to reach `y` (0 when y ≤ 0; Infinity when y ≥ 1, never reached). */
export const coverageFor = (y: number) => (y <= 0 ? 0 : y >= 1 ? Infinity : 0.3 * Math.pow(-Math.log(1 - y), 1 / 1.5));

type Node = true | false | { text: string; operands: number };
const TOO_LONG = new Error('coverage query too long');

function atLeast(terms: readonly CoverageTerm[], need: number, maxOperands: number): Node {
  const suffix = new Float64Array(terms.length + 1);
  for (let i = terms.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + terms[i]!.coef;
  const memo = new Map<string, Node>();
  const go = (i: number, rest: number): Node => {
    if (rest <= EPS) return true;
    if (suffix[i]! + EPS < rest) return false;
    const key = `${i}:${rest.toFixed(6)}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const t = terms[i]!;
    const operands = t.query.split('|').length;
    const withIt = go(i + 1, rest - t.coef);
    const without = go(i + 1, rest);
    const own: Node =
      withIt === false
        ? false
        : withIt === true
          ? { text: `(${t.query})`, operands }
          : { text: `(${t.query}) & (${withIt.text})`, operands: operands + withIt.operands };
    const node: Node =
      own === false
        ? without
        : without === false
          ? own
          : without === true
            ? true
            : { text: `${own.text} | ${without.text}`, operands: own.operands + without.operands };
    if (node !== true && node !== false && node.operands > maxOperands) throw TOO_LONG;
    memo.set(key, node);
    return node;
  };
  return go(0, need);
}

/**
 * A tsquery matching every account whose coverage (the sum of the coefficients of the terms it holds) reaches
 * `need`: '' when no term is needed (every account qualifies), null when no account can. `terms` heaviest
 * first. When the exact expression would be too long, the lightest terms are assumed present: the query then
 * matches a few more accounts, never fewer.
 */
export function coverageQuery(terms: readonly CoverageTerm[], need: number, maxOperands = MAX_OPERANDS): string | null {
  const sorted = [...terms].sort((a, b) => b.coef - a.coef);
  let rest = need;
  for (let n = sorted.length; n >= 0; n--) {
    let node: Node;
    try {
      node = atLeast(sorted.slice(0, n), rest, maxOperands);
    } catch (e) {
      if (e !== TOO_LONG) throw e;
      rest -= sorted[n - 1]!.coef;
      continue;
    }
    if (node === true) return '';
    if (node === false) return n === sorted.length ? null : '';
    return node.text;
  }
  return '';
}
