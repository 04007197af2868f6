import { Hono } from 'hono';
import { z } from 'zod';
import { MSG } from '#domain/messages';
import { searchPageQuery } from '#domain/pagination';
import { isConfigComplete, TARGETING_SOURCES } from '#domain/workflow';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { enqueueAiJob, waitForAiJob } from '../../jobs/ai-jobs';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { getLatestSession, sessionDto, toConfig } from '../configuration/configuration.queries';
import { firstOrganizationsPage, listOrganizationsPage } from './organization-list.queries';
import { findOrganization, listSessionOrganizations, organizationDto } from './targeting.queries';
import { TARGETING_JOB } from './targeting.job';

export const CONFIGURATION_REQUIRED = 'Configuration Required: save your AI configuration on the dashboard first.';
export const INCOMPLETE_CONFIGURATION =
  'Incomplete Configuration: Product Name, Product URL, Product Description and Target Market are required.';
// The spec's body also carries the configuration fields; the stored configuration is what runs.
const targetingBody = z.looseObject({ source: z.enum(TARGETING_SOURCES).default('both') });
const member = requireCompany({ minRole: 'member' });
// `distinct=name`: one entry per organization name (the picker's list).
const organizationsQuery = searchPageQuery.extend({ distinct: z.enum(['name'], 'distinct must be name').optional() });
const idParam = z.object({ id: z.uuid() });

export const targetingRoutes = new Hono<AppEnv>()
  .get('/targeting', member, async (c) => {
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    // The user's own latest configured and latest completed sessions (spec: latest by user).
    const result = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      const configured = await getLatestSession(tx, { companyId, userId, status: 'configured' });
      const completed = await getLatestSession(tx, { companyId, userId, status: 'completed' });
      const organizations = completed ? await listSessionOrganizations(tx, { companyId, sessionId: completed.id }) : [];
      return { configured, completed, organizations };
    });
    return c.json({
      configured: result.configured ? sessionDto(result.configured) : null,
      completed: result.completed ? sessionDto(result.completed) : null,
      organizations: result.organizations.map(organizationDto),
    });
  })
  .get('/organizations', requireCompany(), async (c) => {
    const { distinct, ...query } = parseQuery(c.req.query(), organizationsQuery);
    const companyId = c.get('company').id;
    const input = { companyId, distinctNames: distinct === 'name', ...query };
    if (!input.q && !input.distinctNames && !input.cursor)
      return c.json(await firstOrganizationsPage(c.get('deps').database, input));
    const page = await withTenant(c.get('deps').database.db, companyId, (tx) => listOrganizationsPage(tx, input));
    return c.json({ organizations: page.rows.map(organizationDto), total: page.total, nextCursor: page.nextCursor });
  })
  .get('/organizations/:id', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const companyId = c.get('company').id;
    const row = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      findOrganization(tx, { companyId, organizationId: id }),
    );
    if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
    return c.json({ organization: organizationDto(row) });
  })
  .post('/functions/organization-targeting', member, async (c) => {
    const { source } = await parseJson(c, targetingBody);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const configured = await withTenant(deps.database.db, companyId, (tx) =>
      getLatestSession(tx, { companyId, userId, status: 'configured' }),
    );
    if (!configured) throw new AppError('INVALID_INPUT', CONFIGURATION_REQUIRED);
    if (!isConfigComplete(toConfig(configured))) throw new AppError('INVALID_INPUT', INCOMPLETE_CONFIGURATION);
    const jobId = await enqueueAiJob(deps, { companyId, userId, type: TARGETING_JOB, input: { source } });
    const job = await waitForAiJob(deps, { jobId, companyId, timeoutMs: 120_000 });
    if (!job)
      return c.json(
        { success: false, jobId, error: 'The analysis is still running; results will appear when it finishes.' },
        202,
      );
    if (job.status === 'failed') return c.json({ success: false, error: job.error, message: job.error }, 422);
    const { sessionId, organizationsFound, resultNote, discovery } = job.result as {
      sessionId: string;
      organizationsFound: number;
      resultNote?: string | null;
      discovery?: unknown;
    };
    const organizations = await withTenant(deps.database.db, companyId, (tx) =>
      listSessionOrganizations(tx, { companyId, sessionId }),
    );
    const listed = organizations.map(organizationDto);
    return c.json({
      success: true,
      sessionId,
      organizationsFound,
      resultNote: resultNote ?? null,
      organizations: listed,
      ...(discovery ? { discovery } : {}),
    });
  });
