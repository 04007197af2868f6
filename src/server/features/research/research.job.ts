import { AI_JOB_TYPES } from '#domain/jobs';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { fieldProvenance, recordSourceProvenance, type FieldProvenance } from '#domain/org-sources';
import type { OrganizationRecord } from '../../ai/engine';
import { accountResearch } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { registerAiJob } from '../../jobs/ai-jobs';
import { loadOrgContext } from './org-context';
import { readOrgSiteReport } from './site-read';

export const RESEARCH_JOB = AI_JOB_TYPES.research;

/** Said (and stored) when research read no page: it only restates the stored record, so it is not charged. */
export const unreadResearchNote = (note: string, source: string) =>
  `${note}. This research uses only ${source}; no credit was charged.`;

const FIELDS = [
  'industry',
  'sizeRange',
  'employeeCount',
  'location',
  'revenueRange',
  'founded',
  'description',
] as const;

/** Every source the stored record's fields come from, in words ("your imported account data and Apollo's record"). */
export function recordSources(org: OrganizationRecord): string {
  const words = new Set<string>([sourceWords(recordSourceProvenance(org.source))]);
  for (const field of FIELDS)
    if (org[field] !== null && org[field] !== '') words.add(sourceWords(fieldProvenance(org, field)));
  const list = [...words];
  return list.length <= 1 ? (list[0] ?? 'the directory record') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

function sourceWords(p: FieldProvenance): string {
  if (p.source === 'import') return 'your imported account data';
  if (p.source === 'provider') return `${p.provider}'s record`;
  if (p.source === 'web') return p.url ? `the page ${p.url}` : 'the page read when it was discovered';
  return 'the directory record';
}

type ResearchInput = { deps: Deps; companyId: string; userId: string; organizationId: string };

/**
 * Reads the organization's site and writes a sourced account research; `insert` stores it in the caller's
 * transaction. `read` false: no page could be read, the research restates the record only and says why.
 */
export async function prepareResearch(
  { deps, companyId, userId, organizationId }: ResearchInput,
  onRead?: () => Promise<void>,
) {
  const { org, config } = await withTenant(deps.database.db, companyId, (tx) =>
    loadOrgContext(tx, { companyId, userId, organizationId }),
  );
  const read = await readOrgSiteReport(deps, org);
  await onRead?.();
  const research = await deps.engine.researchAccount(org, config, read.site);
  const sourceNote = read.note ? unreadResearchNote(read.note, recordSources(org)) : null;
  const insert = async (tx: Tx) => {
    const [row] = await tx
      .insert(accountResearch)
      .values({
        organizationId: org.id,
        companyId,
        userId,
        overviewData: research.overview,
        whyTarget: research.whyTarget,
        recommendedSolutions: research.recommendedSolutions,
        keyInsights: research.keyInsights,
        sourceNote,
      })
      .returning({ id: accountResearch.id });
    return row!.id;
  };
  return { read: !read.note, sourceNote, insert };
}

/**
 * Account research for one organization. When no page could be read the research restates the record only: it
 * says why, and the credit is given back.
 */
registerAiJob<{ organizationId: string }>(
  RESEARCH_JOB,
  async ({ deps, input, companyId, userId, progress, refund }) => {
    const prepared = await prepareResearch({ deps, companyId, userId, organizationId: input.organizationId }, () =>
      progress(50),
    );
    const researchId = await withTenant(deps.database.db, companyId, prepared.insert);
    if (!prepared.read) await refund();
    return { researchId, charged: prepared.read, sourceNote: prepared.sourceNote };
  },
);
