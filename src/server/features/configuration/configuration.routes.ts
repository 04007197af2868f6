import { Hono } from 'hono';
import { z } from 'zod';
import { SESSION_MSG } from '#domain/analysis-sessions';
import { configBody } from '#domain/config-body';
import { isConfigComplete } from '#domain/workflow';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { enqueueAiJob, waitForAiJob } from '../../jobs/ai-jobs';
import { parseJson } from '../../validate';
import { getLatestSession, saveConfiguration, sessionDto } from './configuration.queries';
import { EXTRACT_CONFIG_JOB } from './extract-config.job';
import { copyTeammateConfiguration, listTeammateConfigurations } from './teammate-configurations';

export const MISSING_REQUIRED_FIELDS =
  'Please fill in Product Name, Product URL, Product Description, and Target Market.';
export const MISSING_COMPANY_URL = 'Please enter your company website URL.';
const extractBody = z.object({
  companyUrl: z.string().trim().min(1, MISSING_COMPANY_URL).max(2048),
  userId: z.string().optional(),
});
const copyBody = z.object({ sessionId: z.uuid(SESSION_MSG.teammateConfigNotFound) });
const member = requireCompany({ minRole: 'member' });

/**
 * The caller's own AI configuration (per user, within the company); c.get('user') is the impersonated user while
 * impersonating.
 */
export const configurationRoutes = new Hono<AppEnv>()
  .get('/configuration', requireCompany(), async (c) => {
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const row = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      getLatestSession(tx, { companyId, userId, status: 'configured' }),
    );
    return c.json({ session: row ? sessionDto(row) : null });
  })
  .put('/configuration', member, async (c) => {
    const config = await parseJson(c, configBody);
    if (!isConfigComplete(config)) throw new AppError('INVALID_INPUT', MISSING_REQUIRED_FIELDS);
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const row = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      saveConfiguration(tx, { companyId, userId, config }),
    );
    return c.json({ session: sessionDto(row) });
  })
  .get('/configuration/teammates', member, async (c) => {
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const configurations = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      listTeammateConfigurations(tx, { companyId, userId }),
    );
    return c.json({ configurations });
  })
  .post('/configuration/copy', member, async (c) => {
    const { sessionId } = await parseJson(c, copyBody);
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const row = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      copyTeammateConfiguration(tx, { companyId, userId, sessionId }),
    );
    if (!row) throw new AppError('NOT_FOUND', SESSION_MSG.teammateConfigNotFound);
    return c.json({ session: sessionDto(row) });
  })
  .post('/functions/extract-company-config', member, async (c) => {
    const { companyUrl } = await parseJson(c, extractBody);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const jobId = await enqueueAiJob(deps, {
      companyId,
      userId: c.get('user')!.id,
      type: EXTRACT_CONFIG_JOB,
      input: { companyUrl },
    });
    const job = await waitForAiJob(deps, { jobId, companyId, timeoutMs: 90_000 });
    if (!job)
      return c.json(
        { success: false, jobId, error: 'Reading the website is taking longer than expected. Please try again.' },
        202,
      );
    if (job.status === 'failed') return c.json({ success: false, error: job.error, message: job.error }, 422);
    return c.json({ success: true, ...(job.result as object) });
  });
