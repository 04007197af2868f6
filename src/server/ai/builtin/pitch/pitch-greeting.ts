import type { AnalysisConfig } from '#domain/workflow';
import { splitList } from './pitch-text';

/** Who the pitch is addressed to, when known: a discovered contact (name, title). */
export type PitchRecipient = { name: string | null; title: string | null };

// A first name as people write it ("Maria", "Jean-Luc", "O'Neil"), not an initial or a role word.
const FIRST_NAME = /^[\p{Lu}][\p{Ll}'’-]+$/u;

/**
 * "Hi Maria," to a known contact; "Dear VP Engineering at Hookline," to the role the configuration targets
 * when no contact is known; "Hello," otherwise. Never the organization's name or industry as a team name.
 */
export function greeting(org: { name: string }, config: AnalysisConfig, recipient?: PitchRecipient | null): string {
  const first = recipient?.name?.trim().split(/\s+/)[0] ?? '';
  if (FIRST_NAME.test(first)) return `Hi ${first},`;
  const role = recipient?.title?.trim() || splitList(config.keyDecisionMakers)[0];
  if (role && role.length <= 60 && !/[.!?]/.test(role)) return `Dear ${role} at ${org.name},`;
  return 'Hello,';
}

/** The figures of a text with the word after each ("80,000 projects", "99.9% uptime"), lower-cased. */
export const figurePhrases = (text: string) =>
  (text.match(/(?<![\p{L}\p{N}])\d[\d,.]*%?(?![\p{L}\d])(?:[\s-]+[\p{L}][\p{L}-]*)?/gu) ?? []).map((f) =>
    f
      .toLowerCase()
      .replace(/[\s.,]+$/, '')
      .replace(/\s+/g, ' '),
  );

/** Drops a sentence whose figures were all said before ("over 80,000 projects" twice); sentences without figures stay. */
export function dropRepeatedFigures(sentences: string[]): string[] {
  const said = new Set<string>();
  return sentences.filter((s) => {
    const figures = figurePhrases(s);
    if (figures.length > 0 && figures.every((f) => said.has(f))) return false;
    figures.forEach((f) => said.add(f));
    return true;
  });
}
