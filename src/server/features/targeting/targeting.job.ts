import { AI_JOB_TYPES } from '#domain/jobs';
import type { TargetingSource } from '#domain/workflow';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { registerAiJob } from '../../jobs/ai-jobs';
import { crmTargetingFilter } from '../../crm/crm-exclusions';
import { normalizeDomain } from '../../crm/crm-domain';
import { getLatestSession, toConfig } from '../configuration/configuration.queries';
import { explainNoGoodFits } from '../../ai/builtin/rank/no-fit';
import type { Candidate, RankedOrganization } from '../../ai/engine';
import type { DiscoveryReport } from './discovery/discover-organizations';

/** A web lead keeps the address that was read; others the https site of their domain. */
const websiteOf = (o: { domain: string | null; fieldSources?: { website?: { url?: string } } }) => {
  const read = o.fieldSources?.website?.url;
  if (read) return new URL(read).origin;
  return o.domain ? `https://${o.domain}` : null;
};

const crmDomain = (domain: string) => normalizeDomain(domain) ?? domain.toLowerCase();

export const TARGETING_JOB = AI_JOB_TYPES.targeting;
export const TARGETING_LIMIT = 50;
export const COMPETITOR_LIMIT = 10;

/** Ranks the candidates against the user's configuration and stores them as the user's completed session. */
type Input = { source: TargetingSource };

registerAiJob<Input>(TARGETING_JOB, async ({ deps, input, companyId, userId, progress, refund }) => {
  const { db } = deps.database;
  const configured = await withTenant(db, companyId, (tx) =>
    getLatestSession(tx, { companyId, userId, status: 'configured' }),
  );
  if (!configured) throw new AppError('INVALID_INPUT', 'Configuration Required');
  const config = toConfig(configured);
  // Past a few thousand imported accounts the database prefilters them (decision 014); discovery ranks its
  // finds together with the directory and the imports.
  const source = input.source === 'discover' ? 'both' : input.source;
  // Loaded on first use: the directory (360 kB of JSON) is not needed to start the server (decision 017).
  const { candidatesForTargeting } = await import('./candidates-for-targeting');
  const gathered = await candidatesForTargeting(deps.database, { companyId, source, config });
  // The CRM's customers and organizations with open deals are left out (a setting, on by default).
  const crm = await withTenant(db, companyId, (tx) => crmTargetingFilter(tx, companyId));
  const inCrm = (c: { domain: string | null }, set: Set<string>) => Boolean(c.domain && set.has(crmDomain(c.domain)));
  const candidates = gathered.filter((c) => !inCrm(c, crm.excluded));
  let discovery: DiscoveryReport | null = null;
  let discovered: Candidate[] = [];
  if (input.source === 'discover') {
    // Discovered organizations join the directory and imports, deduped by domain (known ones stay as they are).
    const known = new Set(candidates.map((c) => c.domain).filter((d): d is string => Boolean(d)));
    // Organizations already in the CRM are not new: discovery does not bring them back.
    for (const domain of crm.known) known.add(domain);
    // Loaded on first use: discovery parses web pages (cheerio, ~2 MB of code) that the server's start does not need.
    const { discoverOrganizations } = await import('./discovery/discover-organizations');
    const found = await discoverOrganizations(deps, { companyId, config, known });
    const fresh = found.candidates.filter((c) => !inCrm(c, crm.known));
    candidates.push(...fresh);
    discovered = fresh;
    discovery = found.report;
  }
  if (candidates.length === 0)
    throw new AppError(
      'INVALID_INPUT',
      'There are no organizations to rank: import your account list or include the directory.',
    );
  await progress(40);
  const all = await deps.engine.rankOrganizations(config, candidates);
  // Up to TARGETING_LIMIT buyers, then the competitors the engine labelled (listed after them).
  const buyers = all.filter((o) => !o.competitor).slice(0, TARGETING_LIMIT);
  const competitors = all.filter((o) => o.competitor).slice(0, COMPETITOR_LIMIT);
  // Every organization discovery counted is on screen (issue 22): its fits past the limit join the list, the
  // rest are stored apart as under the fit floor.
  let belowFloor: RankedOrganization[] = [];
  let outcome = null;
  if (discovery) {
    const { placeDiscovered } = await import('./discovery/place-discovered');
    const placed = placeDiscovered(config, candidates, discovered, [...buyers, ...competitors], discovery);
    buyers.push(...placed.pastLimit.filter((o) => !o.competitor));
    competitors.push(...placed.pastLimit.filter((o) => o.competitor));
    ({ belowFloor, outcome } = placed);
  }
  const ranked = [...buyers, ...competitors];
  const resultNote = buyers.length > 0 ? null : explainNoGoodFits(config, candidates);
  // An analysis that returns no organization to work on is not charged (issue 22).
  if (buyers.length === 0) await refund();
  await progress(80);
  return withTenant(db, companyId, async (tx) => {
    const [session] = await tx
      .insert(analysisSessions)
      .values({ ...config, companyId, userId, status: 'completed', resultNote, discovery: outcome })
      .returning({ id: analysisSessions.id });
    const stored = [...ranked, ...belowFloor];
    if (stored.length > 0) {
      await tx.insert(targetOrganizations).values(
        stored.map((o, rank) => ({
          analysisSessionId: session!.id,
          companyId,
          userId,
          name: o.name,
          industry: o.industry,
          sizeRange: o.sizeRange,
          employeeCount: o.employeeCount,
          location: o.location,
          revenueRange: o.revenueRange,
          website: websiteOf(o),
          founded: o.founded,
          description: o.description,
          source: o.source,
          linkedinUrl: o.linkedinUrl ?? null,
          fieldSources: o.fieldSources ?? null,
          aiReasoning: o.reasoning,
          fitScore: Math.round(o.fitScore),
          fitCategory: o.fitCategory,
          competitor: o.competitor === true,
          belowFloor: rank >= ranked.length,
          rank,
        })),
      );
    }
    return {
      sessionId: session!.id,
      organizationsFound: ranked.length,
      resultNote,
      ...(discovery && outcome && { discovery: { ...discovery, ...outcome } }),
    };
  });
});
