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

/** The expansion of "the terms from i on reach `rest`" over the heaviest term first, memoised. */
function expansion(terms: readonly CoverageTerm[], maxOperands: number) {
  const suffix = new Float64Array(terms.length + 1);
  for (let i = terms.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + terms[i]!.coef;
  const memo = new Map<string, Node>();
  const go = (i: number, rest: number): Node => {
    if (rest <= EPS) return true;
    if (suffix[i]! + EPS < rest) return false;
    const key = `${i}:${rest.toFixed(6)}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const own = withTerm(terms[i]!, go(i + 1, rest - terms[i]!.coef));
    const without = go(i + 1, rest);
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
  return go;
}

/** The term, and with it what the lighter terms must still reach. */
function withTerm(t: CoverageTerm, withIt: Node): Exclude<Node, true> {
  const operands = t.query.split('|').length;
  if (withIt === false) return false;
  if (withIt === true) return { text: `(${t.query})`, operands };
  return { text: `(${t.query}) & (${withIt.text})`, operands: operands + withIt.operands };
}

/**
 * The expansion of the heaviest terms that fits in `maxOperands`, and the coverage they must reach: when the
 * exact expression would be too long, the lightest terms are assumed present (a few more accounts, never fewer).
 */
function fitting(terms: readonly CoverageTerm[], need: number, maxOperands: number) {
  const sorted = [...terms].sort((a, b) => b.coef - a.coef);
  let rest = need;
  for (let n = sorted.length; n >= 0; n--) {
    const used = sorted.slice(0, n);
    const go = expansion(used, maxOperands);
    try {
      const node = go(0, rest);
      // Past a truncation, no term left may simply mean that the assumed ones reach the coverage.
      return { used, go, rest, node: node === false && n < sorted.length ? (true as const) : node };
    } catch (e) {
      if (e !== TOO_LONG) throw e;
      rest -= sorted[n - 1]!.coef;
    }
  }
  return { used: [], go: expansion([], maxOperands), rest, node: true as const };
}

/**
 * A tsquery matching every account whose coverage (the sum of the coefficients of the terms it holds) reaches
 * `need`: '' when no term is needed (every account qualifies), null when no account can. When the exact expression
 * would be too long, the lightest terms are assumed present: the query then matches a few more accounts, never
 * fewer.
 */
export function coverageQuery(terms: readonly CoverageTerm[], need: number, maxOperands = MAX_OPERANDS): string | null {
  const { node } = fitting(terms, need, maxOperands);
  return node === true ? '' : node === false ? null : node.text;
}

/**
 * The accounts coverageQuery matches, as disjoint tsqueries, one per term that can start a match: the k-th matches
 * the accounts holding the k-th heaviest term and none heavier, with what the lighter terms must still reach. Each
 * has a word every match holds, so the GIN index walks that word's list and skips through the others; searches
 * over different words can run side by side (decision 023 §14). '' and null as coverageQuery.
 */
export function coverageBranches(
  terms: readonly CoverageTerm[],
  need: number,
  maxOperands = MAX_OPERANDS,
): string[] | '' | null {
  const { used, go, rest, node } = fitting(terms, need, maxOperands);
  if (node === true) return '';
  if (node === false) return null;
  const branches: string[] = [];
  // The expansion is term 0 and what follows, or else the same coverage from term 1 on, and so on down.
  for (let i = 0; i < used.length && go(i, rest) !== false; i++) {
    const own = withTerm(used[i]!, go(i + 1, rest - used[i]!.coef));
    if (own === false) continue;
    branches.push([own.text, ...used.slice(0, i).map((t) => `!(${t.query})`)].join(' & '));
  }
  return branches;
}
