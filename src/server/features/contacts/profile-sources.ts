import { pageSource, PROFILE_SECTIONS, type FieldSource, type ProfileSources } from '#domain/people/field-sources';
import type { Provenance } from '#domain/workflow';
import type { ContactProfile, SiteSnapshot } from '../../ai/engine';

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Sentences long enough to be recognised on a page (short fragments would match anywhere). */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|[\n;]+/)
    .map(squash)
    .filter((s) => s.length >= 24);

/**
 * The sources of each deep-research section: the pages whose text holds one of the section's sentences, else
 * the pages the engine says it used. A section with no text has no source (it reads "Not available…").
 */
export function profileSectionSources(profile: ContactProfile, site: SiteSnapshot | null, now: Date): ProfileSources {
  const pages = (site?.pages ?? []).map((p) => ({
    url: p.url,
    fetchedAt: p.fetchedAt,
    text: squash(`${p.title} ${p.text}`),
  }));
  const used: FieldSource[] = profile.sources
    .filter((s): s is Provenance & { url: string } => s.source === 'web' && Boolean(s.url))
    .map((s) => pageSource(s.url, s.fetchedAt ?? now.toISOString()));
  const out: ProfileSources = {};
  for (const section of PROFILE_SECTIONS) {
    const text = profile[section];
    if (!text?.trim()) continue;
    const sentences = sentencesOf(text);
    const holding = pages
      .filter((p) => sentences.some((s) => p.text.includes(s)))
      .map((p) => pageSource(p.url, p.fetchedAt));
    const sources = holding.length > 0 ? holding : used;
    if (sources.length > 0) out[section] = sources;
  }
  return out;
}
