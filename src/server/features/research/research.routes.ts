import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { enqueueAiJob, waitForAiJob } from '../../jobs/ai-jobs';
import { parseJson, parseParams } from '../../validate';
import { findOrganization } from '../targeting/targeting.queries';
import { NO_ORGANIZATION } from './org-context';
import { getLatestResearch, researchDto } from './research.queries';
import { RESEARCH_JOB } from './research.job';

const researchers = requireCompany({ roles: ['owner', 'admin', 'member'] });
export const organizationIdBody = z.object({
  organizationId: z.string({ error: NO_ORGANIZATION }).uuid(NO_ORGANIZATION),
});
export const orgParam = z.object({ id: z.string().uuid() });

export const researchRoutes = new Hono<AppEnv>()
  .get('/organizations/:id/research', researchers, async (c) => {
    const { id } = parseParams(c.req.param(), orgParam);
    const companyId = c.get('company').id;
    const row = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      if (!(await findOrganization(tx, { companyId, organizationId: id })))
        throw new AppError('NOT_FOUND', 'Organization not found');
      return getLatestResearch(tx, { companyId, organizationId: id });
    });
    return c.json({ research: row ? researchDto(row) : null });
  })
  .post('/functions/account-research', researchers, async (c) => {
    const { organizationId } = await parseJson(c, organizationIdBody);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const org = await withTenant(deps.database.db, companyId, (tx) =>
      findOrganization(tx, { companyId, organizationId }),
    );
    if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
    const jobId = await enqueueAiJob(deps, {
      companyId,
      userId: c.get('user')!.id,
      type: RESEARCH_JOB,
      input: { organizationId },
    });
    const job = await waitForAiJob(deps, { jobId, companyId, timeoutMs: 120_000 });
    if (!job)
      return c.json(
        { success: false, jobId, error: 'Research is still running. It will appear here when it finishes.' },
        202,
      );
    if (job.status === 'failed') return c.json({ success: false, error: job.error, message: job.error }, 422);
    const row = await withTenant(deps.database.db, companyId, (tx) =>
      getLatestResearch(tx, { companyId, organizationId }),
    );
    return c.json({ success: true, research: row ? researchDto(row) : null });
  });
