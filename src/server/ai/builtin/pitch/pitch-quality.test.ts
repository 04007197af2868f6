import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../directory/industries';
import type { OrganizationRecord, RankedOrganization } from '../../engine';
import { directoryAsCandidates } from '../../../features/targeting/candidates';
import { rankOrganizations } from '../rank/rank-organizations';
import { SAMPLE_CONFIGS } from '../rank/sample-configs';
import { researchAccount } from '../research/research-account';
import { figurePhrases } from './pitch-greeting';
import { writePitch } from './write-pitch';

// Pitches for many directory organizations (every organization each sample configuration ranks, all scored).
const record = (o: RankedOrganization): OrganizationRecord => ({
  id: o.key,
  name: o.name,
  industry: o.industry,
  sizeRange: o.sizeRange,
  employeeCount: o.employeeCount,
  location: o.location,
  revenueRange: o.revenueRange,
  website: o.domain ? `https://${o.domain}` : null,
  founded: o.founded,
  description: o.description,
  source: o.source,
  fitScore: o.fitScore,
  fitCategory: o.fitCategory,
  aiReasoning: o.reasoning,
});
const directory = directoryAsCandidates();
const pitches = Object.values(SAMPLE_CONFIGS).flatMap((config) =>
  rankOrganizations(config, directory, { limit: 30, floor: false }).flatMap((o) => {
    const org = record(o);
    const research = researchAccount(org, config, null);
    return research.recommendedSolutions
      .slice(0, 2)
      .map((solution) => ({ org, config, text: writePitch(org, research, solution, config) }));
  }),
);
const body = (pitch: string) => pitch.split('\n\n').slice(1).join('\n\n');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('pitches read as written by a person, for many directory organizations', () => {
  it('covers many organizations', () => {
    expect(new Set(pitches.map((p) => p.org.id)).size).toBeGreaterThanOrEqual(100);
  });

  it('never uses an industry or category word as a name ("your Software team", "Hi Acme team")', () => {
    const industry = new RegExp(
      `\\b(?:your|our|the|its) (?:${INDUSTRIES.map(escape).join('|')}) (?:team|department|organization|people)\\b`,
    );
    for (const { org, text } of pitches) {
      expect(text).not.toMatch(industry);
      expect(text).not.toMatch(new RegExp(`\\b${escape(org.name)} team\\b`));
      if (org.industry) expect(text).not.toMatch(new RegExp(`\\bits work in ${escape(org.industry)}\\b`));
    }
  });

  it('says no figure twice', () => {
    for (const { text } of pitches) {
      const figures = figurePhrases(body(text));
      expect(figures, text).toEqual([...new Set(figures)]);
    }
  });

  it('greets the targeted role when the configuration names one, and neutrally otherwise', () => {
    for (const { org, config, text } of pitches) {
      const role = (config.keyDecisionMakers ?? '').split(/[,;\n]/)[0]!.trim();
      expect(body(text).split('\n')[0]).toBe(role ? `Dear ${role} at ${org.name},` : 'Hello,');
    }
  });

  it('gives exactly one concrete reason from the research, with its source', () => {
    for (const { org, text } of pitches) {
      const reasons =
        text.match(
          /I came across [^\n]*?(?:\(https?:\/\/[^)]+\)|in a company directory, which describes it as “[^”]+”|in our account list, which describes it as “[^”]+”|in [^\n,]+'s company data, which describes it as “[^”]+”)/g,
        ) ?? [];
      expect(reasons, text).toHaveLength(org.description ? 1 : 0);
      expect((text.match(/“/g) ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it('never names the tool as a place, names the organization at most twice, and keeps titles as written', () => {
    for (const { org, text } of pitches) {
      expect(text).not.toMatch(/Scoutline/);
      // In the pitch's own sentences (a quoted description may name it too).
      expect(text.replace(/“[^”]*”/g, '').split(org.name).length - 1, text).toBeLessThanOrEqual(2);
      expect(text).not.toMatch(/\b(?:chief|vp|head) [A-Z]/);
    }
  });

  it('stays between 120 and 220 words', () => {
    for (const { text } of pitches) {
      const n = body(text).split(/\s+/).filter(Boolean).length;
      expect(n).toBeGreaterThanOrEqual(120);
      expect(n).toBeLessThanOrEqual(220);
    }
  });
});
