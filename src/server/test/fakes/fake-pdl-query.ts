/**
 * The part of PDL's Elasticsearch query language the fake person search understands
 * (https://docs.peopledatalabs.com/docs/input-parameters-person-search-api, `query`): bool must/should, term,
 * terms, match, multi_match and exists, over a person record. `match` is read as "the field contains the words",
 * which is close enough to a full-text match for the fake's few invented people.
 */
type Row = Record<string, unknown>;
type Clause = Record<string, any>;

const values = (row: Row, field: string): string[] => {
  const v = row[field];
  if (Array.isArray(v)) return v.map(String);
  return v === null || v === undefined ? [] : [String(v)];
};

const contains = (row: Row, field: string, words: unknown) =>
  values(row, field).some((v) => v.toLowerCase().includes(String(words).toLowerCase()));

export function pdlQueryMatches(row: Row, clause: Clause): boolean {
  if (clause.bool) {
    const must: Clause[] = clause.bool.must ?? [];
    const should: Clause[] = clause.bool.should ?? [];
    return (
      must.every((c) => pdlQueryMatches(row, c)) && (should.length === 0 || should.some((c) => pdlQueryMatches(row, c)))
    );
  }
  if (clause.term) {
    const [field, value] = Object.entries(clause.term)[0]!;
    return values(row, field).includes(String(value));
  }
  if (clause.terms) {
    const [field, list] = Object.entries(clause.terms)[0]! as [string, unknown[]];
    return values(row, field).some((v) => list.map(String).includes(v));
  }
  if (clause.match) {
    const [field, words] = Object.entries(clause.match)[0]!;
    return contains(row, field, words);
  }
  if (clause.multi_match)
    return (clause.multi_match.fields as string[]).some((f) => contains(row, f, clause.multi_match.query));
  if (clause.exists) return values(row, clause.exists.field).length > 0;
  throw new Error(`the fake PDL does not understand ${JSON.stringify(clause)}`);
}
