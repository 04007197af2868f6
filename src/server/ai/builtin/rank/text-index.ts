import type { Candidate } from '../../engine';
import type { QueryTerm } from './query';
import { STOP_WORDS } from './stop-words';
import { isNumber, stem } from './tokenize';
import { Vocabulary } from './vocabulary';

/** Candidate fields indexed for text relevance, with their BM25F weights. */
export const FIELDS = ['name', 'industry', 'keywords', 'description'] as const;
export type FieldName = (typeof FIELDS)[number];
// A word of the name is no evidence of fit ("Energy" in a power producer's name, issue 22): weight 0.
const FIELD_WEIGHT = [0, 3, 2.5, 1.5];
const K1 = 1.2;
const B = 0.6;
const STOP = -2;
const NONE = -1;

const stemCache = new Map<string, string>();
const cachedStem = (w: string) => {
  let s = stemCache.get(w);
  if (s === undefined) {
    s = stem(w);
    if (stemCache.size < 200_000) stemCache.set(w, s);
  }
  return s;
};

/** A vocabulary that maps words to query-term ids (stop words −2, other words −1). */
export function queryVocabulary(query: readonly QueryTerm[]): Vocabulary {
  const byStem = new Map(query.map((t, i) => [t.stem, i]));
  return new Vocabulary((w) => (STOP_WORDS.has(w) ? STOP : isNumber(w) ? NONE : (byStem.get(cachedStem(w)) ?? NONE)));
}

/** Scans one field of a candidate (1 = industry and sub-industry, 2 = each keyword); returns its length. */
export function scanField(vocab: Vocabulary, c: Candidate, f: number, hit: (id: number, word: string) => void): number {
  if (f === 0) return vocab.scan(c.name, hit);
  if (f === 1)
    return (c.industry ? vocab.scan(c.industry, hit) : 0) + (c.subIndustry ? vocab.scan(c.subIndustry, hit) : 0);
  if (f === 2) {
    let len = 0;
    for (const k of c.keywords) len += vocab.scan(k, hit);
    return len;
  }
  return c.description ? vocab.scan(c.description, hit) : 0;
}

/**
 * Text relevance of every candidate, in [0, 1].
 * BM25F: tf~(t) = Σ_f w_f·tf_f(t) / (1 − b + b·len_f/avglen_f);
 * s = Σ_t qw_t · idfN_t · tf~/(k1 + tf~), where idfN = idf / idf(df = 1) is in [0, 1];
 * coverage c = s / (sum of the 5 largest query weights); R = 1 − exp(−(c / 0.3)^1.5), an S-curve:
 * one matching word (c ≈ 0.1) stays near 0.2, a candidate covering several heavy, fairly rare terms
 * (c ≈ 0.4–0.5) reaches 0.8–0.9.
 */
export function textRelevance(query: readonly QueryTerm[], candidates: readonly Candidate[]): Float64Array {
  const n = candidates.length;
  const nq = query.length;
  const out = new Float64Array(n);
  if (nq === 0 || n === 0) return out;
  const vocab = queryVocabulary(query);
  const lens = new Float64Array(n * 4);
  const docStart = new Int32Array(n + 1);
  let hitQ = new Int32Array(1024);
  let hitF = new Uint8Array(1024);
  let hits = 0;
  const df = new Int32Array(nq);
  const lastDoc = new Int32Array(nq).fill(-1);
  let doc = 0;
  let field = 0;
  const onHit = (q: number) => {
    if (hits === hitQ.length) {
      const q2 = new Int32Array(hits * 2);
      q2.set(hitQ);
      hitQ = q2;
      const f2 = new Uint8Array(hits * 2);
      f2.set(hitF);
      hitF = f2;
    }
    hitQ[hits] = q;
    hitF[hits++] = field;
    if (lastDoc[q] !== doc) {
      lastDoc[q] = doc;
      df[q]!++;
    }
  };
  const sumLen = [0, 0, 0, 0];
  for (doc = 0; doc < n; doc++) {
    docStart[doc] = hits;
    const c = candidates[doc]!;
    for (field = 0; field < 4; field++) {
      const len = scanField(vocab, c, field, onHit);
      lens[doc * 4 + field] = len;
      sumLen[field]! += len;
    }
  }
  docStart[n] = hits;
  const avg = sumLen.map((s) => Math.max(s / n, 1));
  const idfMax = Math.log(1 + (n - 0.5) / 1.5);
  const qw = new Float64Array(nq);
  for (let q = 0; q < nq; q++) qw[q] = (query[q]!.weight * Math.log(1 + (n - df[q]! + 0.5) / (df[q]! + 0.5))) / idfMax;
  const top = query
    .map((t) => t.weight)
    .sort((a, b) => b - a)
    .slice(0, 5);
  const mass = top.reduce((a, b) => a + b, 0);
  const tf = new Float64Array(nq);
  const touched = new Int32Array(nq);
  for (let d = 0; d < n; d++) {
    let nt = 0;
    for (let h = docStart[d]!; h < docStart[d + 1]!; h++) {
      const q = hitQ[h]!;
      const f = hitF[h]!;
      if (tf[q] === 0) touched[nt++] = q;
      tf[q]! += FIELD_WEIGHT[f]! / (1 - B + (B * lens[d * 4 + f]!) / avg[f]!);
    }
    let s = 0;
    for (let i = 0; i < nt; i++) {
      const q = touched[i]!;
      s += (qw[q]! * tf[q]!) / (K1 + tf[q]!);
      tf[q] = 0;
    }
    out[d] = s > 0 ? 1 - Math.exp(-Math.pow(s / mass / 0.3, 1.5)) : 0;
  }
  return out;
}
