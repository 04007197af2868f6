import { Hono } from 'hono';
import { z } from 'zod';
import { ACCESS_TYPES, DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { enqueueAiJob, waitForAiJob } from '../../jobs/ai-jobs';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { findOrganization } from '../targeting/targeting.queries';
import { NO_ORGANIZATION } from '../research/org-context';
import { orgParam } from '../research/research.routes';
import { solutionSchema } from '../pitches/pitches.routes';
import { countJobsSince, findContact, listOrgContacts, logContactAccess, viewedContactIds } from './contacts.queries';
import { DEEP_RESEARCH_JOB, updateContact } from './deep-research.job';
import { DISCOVERY_JOB, type DiscoveryResult } from './discovery.job';
import { assertReachable } from './reachability';
import { contactViews } from './contact-views';
import { latestDiscoveryRun } from './discovery-settings.queries';
import { DAILY_DISCOVERY_LIMIT, DAILY_DISCOVERY_LIMIT_MESSAGE } from '#domain/limits';
import { DAILY_LIMIT_MESSAGE, startOfDay } from './view-limit';
import { contactListQuery, pageOrgContacts } from './contact-list.queries';

const researchers = requireCompany({ roles: ['owner', 'admin', 'member'] });
const discoveryBody = z.object({
  organizationId: z.string({ error: NO_ORGANIZATION }).uuid(NO_ORGANIZATION),
  solutionContext: solutionSchema.optional(),
  includeMobile: z.boolean().default(false),
});
const contactParam = z.object({ id: z.string().uuid() });

export const contactRoutes = new Hono<AppEnv>()
  .get('/organizations/:id/contacts', researchers, async (c) => {
    const { id } = parseParams(c.req.param(), orgParam);
    const query = parseQuery(c.req.query(), contactListQuery);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const now = deps.clock.now();
    const result = await withTenant(deps.database.db, companyId, async (tx) => {
      if (!(await findOrganization(tx, { companyId, organizationId: id })))
        throw new AppError('NOT_FOUND', 'Organization not found');
      const viewed = await viewedContactIds(tx, { companyId, userId, since: startOfDay(now) });
      const allowance = Math.max(0, DAILY_CONTACT_VIEW_LIMIT - viewed.size);
      const page = await pageOrgContacts(tx, { companyId, organizationId: id, now, ...query, viewed, allowance });
      // Nothing of the list may be shown today.
      if (page.total === 0 && page.hidden > 0) return null;
      // Only the contacts this page shows count as viewed.
      await logContactAccess(tx, {
        companyId,
        userId,
        contactIds: page.newlyViewed,
        accessType: 'view',
        userAgent: c.req.header('user-agent') ?? null,
      });
      return { ...page, views: await contactViews(tx, { companyId, rows: page.contacts }) };
    });
    if (!result) throw new AppError('RATE_LIMITED', DAILY_LIMIT_MESSAGE);
    return c.json({
      contacts: result.views,
      total: result.total,
      nextCursor: result.nextCursor,
      hiddenByDailyLimit: result.hidden,
    });
  })
  .get('/contacts/:id', researchers, async (c) => {
    const { id } = parseParams(c.req.param(), contactParam);
    const companyId = c.get('company').id;
    const view = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      const row = await findContact(tx, { companyId, contactId: id, now: c.get('deps').clock.now() });
      return row ? (await contactViews(tx, { companyId, rows: [row] }))[0]! : null;
    });
    if (!view) throw new AppError('NOT_FOUND', 'Contact not found');
    return c.json({ contact: view });
  })
  .post('/contacts/:id/access', researchers, async (c) => {
    const { id } = parseParams(c.req.param(), contactParam);
    const { accessType } = await parseJson(c, z.object({ accessType: z.enum(ACCESS_TYPES) }));
    const companyId = c.get('company').id;
    await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      const row = await findContact(tx, { companyId, contactId: id, now: c.get('deps').clock.now() });
      if (!row) throw new AppError('NOT_FOUND', 'Contact not found');
      await assertReachable(tx, { companyId, row, accessType });
      await logContactAccess(tx, {
        companyId,
        userId: c.get('user')!.id,
        contactIds: [id],
        accessType,
        userAgent: c.req.header('user-agent') ?? null,
      });
    });
    return c.json({ success: true });
  })
  .post('/functions/contact-discovery', researchers, async (c) => {
    const { organizationId, solutionContext, includeMobile } = await parseJson(c, discoveryBody);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const org = await withTenant(deps.database.db, companyId, (tx) =>
      findOrganization(tx, { companyId, organizationId }),
    );
    if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
    const userId = c.get('user')!.id;
    const discoveredToday = await withTenant(deps.database.db, companyId, (tx) =>
      countJobsSince(tx, { companyId, userId, type: DISCOVERY_JOB, since: startOfDay(deps.clock.now()) }),
    );
    if (discoveredToday >= DAILY_DISCOVERY_LIMIT) throw new AppError('RATE_LIMITED', DAILY_DISCOVERY_LIMIT_MESSAGE);
    const jobId = await enqueueAiJob(deps, {
      companyId,
      userId,
      type: DISCOVERY_JOB,
      input: { organizationId, solution: solutionContext, includeMobile },
    });
    const job = await waitForAiJob(deps, { jobId, companyId, timeoutMs: 120_000 });
    if (!job)
      return c.json(
        { success: false, jobId, error: 'Discovery is still running; contacts will appear when it finishes.' },
        202,
      );
    if (job.status === 'failed') return c.json({ success: false, error: job.error, message: job.error }, 422);
    const result = job.result as DiscoveryResult;
    const { contactIds, skipped, newCount, charged, summary } = result;
    const now = deps.clock.now();
    const found = await withTenant(deps.database.db, companyId, async (tx) => {
      const rows = await listOrgContacts(tx, { companyId, organizationId, now, sort: 'fit' });
      return contactViews(tx, { companyId, rows: rows.filter((row) => contactIds.includes(row.id)) });
    });
    // contactsFound is the spec's count; the change counts let a refresh say only what changed.
    const changes = {
      contactsAdded: result.added?.length ?? 0,
      contactsUpdated: result.updated?.length ?? 0,
      mobileNumbersAdded: result.mobileNumbersAdded ?? 0,
    };
    return c.json({
      success: true,
      skipped,
      contactsFound: found.length,
      newCount,
      charged,
      summary,
      ...changes,
      contacts: found,
    });
  })
  .get('/organizations/:id/discovery-runs/latest', researchers, async (c) => {
    const { id } = parseParams(c.req.param(), orgParam);
    const companyId = c.get('company').id;
    const run = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      if (!(await findOrganization(tx, { companyId, organizationId: id })))
        throw new AppError('NOT_FOUND', 'Organization not found');
      return latestDiscoveryRun(tx, { companyId, organizationId: id });
    });
    return c.json({ run });
  })
  .post('/functions/deep-contact-research', researchers, async (c) => {
    const { contactId } = await parseJson(c, z.object({ contactId: z.string().uuid('Contact not found') }));
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const contact = await withTenant(deps.database.db, companyId, (tx) =>
      findContact(tx, { companyId, contactId, now: deps.clock.now() }),
    );
    if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
    if (contact.enrichmentStatus === 'researching') return c.json({ success: true, status: 'researching' });
    const userId = c.get('user')!.id;
    const jobId = await enqueueAiJob(deps, { companyId, userId, type: DEEP_RESEARCH_JOB, input: { contactId } });
    await updateContact(deps, companyId, contactId, { enrichmentStatus: 'researching' });
    return c.json({ success: true, status: 'researching', jobId });
  });
