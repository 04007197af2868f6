import { splitSentences } from './text';

const tokens = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * "Why this contact" with each thing said once: the introduction, then only the reasons that add
 * something (a reason restating the title and level the introduction gives is left out).
 */
export function whyThisContact(intro: string, reasons: string[]): string {
  const kept: string[] = [];
  const said = new Set<string>();
  for (const sentence of [intro, ...reasons].flatMap((r) => splitSentences(r))) {
    const words = tokens(sentence);
    if (words.length === 0) continue;
    const known = words.filter((w) => said.has(w)).length;
    if (kept.length > 0 && known / words.length >= 0.8) continue;
    kept.push(sentence);
    words.forEach((w) => said.add(w));
  }
  return kept.join(' ');
}
