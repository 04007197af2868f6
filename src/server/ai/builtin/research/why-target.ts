import { ORG_FIT_LABELS, type AnalysisConfig, type OrgFitCategory } from '#domain/workflow';
import type { OrganizationRecord } from '../../engine';
import { buildQuery } from '../rank/query';
import type { Signals } from '../rank/signals';
import { tokenize } from '../rank/tokenize';
import { clip, phraseList, recordOwner, recordProvenance, sourceLabel, type PageSentence } from './sources';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The matched fit criteria as sentences (industry, size, location), from the ranking signals. */
export function fitReasons(signals: Signals): string[] {
  return [signals.industry, signals.size, signals.location].flatMap((s) => (s?.reason ? [cap(s.reason)] : []));
}

/** The page sentence that shares the most configuration terms, with those terms (null when none shares two). */
export function bestEvidence(
  config: AnalysisConfig,
  sentences: readonly PageSentence[],
): { sentence: PageSentence; terms: string[] } | null {
  const query = new Map(
    buildQuery(config)
      .filter((t) => !t.viaSynonym)
      .map((t) => [t.stem, t]),
  );
  let best: { sentence: PageSentence; terms: string[]; score: number } | null = null;
  for (const s of sentences) {
    const hits = [...new Set(tokenize(s.text))].filter((t) => query.has(t));
    const score = hits.reduce((sum, t) => sum + query.get(t)!.weight, 0);
    if (hits.length >= 2 && score > (best?.score ?? 0))
      best = { sentence: s, terms: hits.map((t) => query.get(t)!.display), score };
  }
  return best && { sentence: best.sentence, terms: best.terms };
}

/** 3–5 grounded reasons to pursue the account: the fit rating, the matched criteria, page evidence, the record. */
export function whyTarget(
  org: OrganizationRecord,
  config: AnalysisConfig,
  signals: Signals,
  sentences: readonly PageSentence[],
): string[] {
  const label = ORG_FIT_LABELS[org.fitCategory as OrgFitCategory] ?? org.fitCategory;
  const bullets = [`Rated ${label} at ${org.fitScore}% against your configuration.`];
  bullets.push(...fitReasons(signals).map((r) => `${r}.`));
  const evidence = bestEvidence(config, sentences);
  if (evidence)
    bullets.push(
      `Their website mentions ${phraseList(evidence.terms, evidence.sentence.text)}: “${clip(evidence.sentence.text, 180)}” (${evidence.sentence.page.url}).`,
    );
  if (org.description && bullets.length < 5)
    bullets.push(`${recordOwner(org, 'description')} describes them as: “${clip(org.description, 180)}”`);
  if (sentences.length === 0 && bullets.length < 3)
    bullets.push(
      `No website pages were available, so this assessment relies on ${sourceLabel(recordProvenance(org))}.`,
    );
  if (bullets.length < 3 && org.industry)
    bullets.push(
      `${recordOwner(org, 'industry')} lists them as a ${org.industry} organization${org.location ? ` in ${org.location}` : ''}.`,
    );
  if (bullets.length < 3 && org.aiReasoning) bullets.push(org.aiReasoning);
  if (bullets.length < 3)
    bullets.push('Little is known yet: confirm their needs in a discovery call before a full pitch.');
  return bullets.slice(0, 5);
}
