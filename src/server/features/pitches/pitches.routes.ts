import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PRIORITIES } from '#domain/workflow';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { generatedPitches } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { enqueueAiJob, waitForAiJob } from '../../jobs/ai-jobs';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { findOrganization, organizationDto } from '../targeting/targeting.queries';
import { NO_ORGANIZATION } from '../research/org-context';
import { orgParam } from '../research/research.routes';
import { findPitchForSolution, listPitches, pitchDto, pitchListQuery } from './pitches.queries';
import { PITCH_JOB } from './pitches.job';

export const solutionSchema = z.object({
  id: z.string().max(200).default(''),
  product: z.string().trim().min(1).max(300),
  reasoning: z.string().max(5000).default(''),
  priority: z.enum(PRIORITIES).default('Medium'),
  opportunity: z.string().max(2000).default(''),
});
const pitchBody = z.object({
  organizationId: z.string({ error: NO_ORGANIZATION }).uuid(NO_ORGANIZATION),
  solution: solutionSchema,
});
const researchers = requireCompany({ roles: ['owner', 'admin', 'member'] });

export const pitchRoutes = new Hono<AppEnv>()
  .get('/organizations/:id/pitches', researchers, async (c) => {
    const { id } = parseParams(c.req.param(), orgParam);
    // `solution` may repeat: the pitches of the solutions a research shows, in one request.
    const query = parseQuery({ ...c.req.query(), solution: c.req.queries('solution') }, pitchListQuery);
    const companyId = c.get('company').id;
    const page = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      if (!(await findOrganization(tx, { companyId, organizationId: id })))
        throw new AppError('NOT_FOUND', 'Organization not found');
      return listPitches(tx, { companyId, organizationId: id, ...query });
    });
    return c.json({ pitches: page.pitches.map(pitchDto), total: page.total, nextCursor: page.nextCursor });
  })
  .post('/functions/generate-pitch', researchers, async (c) => {
    const { organizationId, solution } = await parseJson(c, pitchBody);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const { org, existing } = await withTenant(deps.database.db, companyId, async (tx) => ({
      org: await findOrganization(tx, { companyId, organizationId }),
      existing: await findPitchForSolution(tx, { companyId, organizationId, product: solution.product }),
    }));
    if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
    const respond = (pitch: NonNullable<typeof existing>, created: boolean) =>
      c.json({
        success: true,
        created,
        pitchId: pitch.id,
        pitch: pitchDto(pitch),
        organization: organizationDto(org),
        solution,
      });
    if (existing) return respond(existing, false);
    const jobId = await enqueueAiJob(deps, {
      companyId,
      userId: c.get('user')!.id,
      type: PITCH_JOB,
      input: { organizationId, solution },
    });
    const job = await waitForAiJob(deps, { jobId, companyId, timeoutMs: 120_000 });
    if (!job)
      return c.json(
        { success: false, jobId, error: 'The pitch is still being written. Please try again shortly.' },
        202,
      );
    if (job.status === 'failed') return c.json({ success: false, error: job.error, message: job.error }, 422);
    const { pitchId } = job.result as { pitchId: string };
    const [pitch] = await withTenant(deps.database.db, companyId, (tx) =>
      tx.select().from(generatedPitches).where(eq(generatedPitches.id, pitchId)),
    );
    return respond(pitch!, true);
  });
