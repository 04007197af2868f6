import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BULK_ROW_OUTCOMES, startBulkJobSchema } from '#domain/bulk-jobs';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { cancelBulkJob, getBulkJob, listBulkJobRows, listBulkJobs, startBulkJob } from './bulk-jobs.service';

const idParam = z.object({ id: z.uuid() });
const rowsQuery = z.object({
  after: z.coerce.number().int().min(-1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  outcome: z.enum(BULK_ROW_OUTCOMES).optional(),
});
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
// Viewers read progress; members and up start and cancel.
const member = requireCompany({ minRole: 'member' });

const tenant = <T>(c: Context<AppEnv>, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(c.get('deps').database.db, c.get('company').id, fn);

/** Bulk actions as jobs (issue 19 item 2): start on a selection, follow the progress and rows, cancel. */
export const bulkJobRoutes = new Hono<AppEnv>()
  .post('/bulk-jobs', member, async (c) => {
    const body = await parseJson(c, startBulkJobSchema);
    const caller = { companyId: c.get('company').id, userId: c.get('user')!.id, role: c.get('role') };
    return c.json({ job: await startBulkJob(c.get('deps'), caller, body) }, 202);
  })
  .get('/bulk-jobs', requireCompany(), async (c) => {
    const { limit } = parseQuery(c.req.query(), listQuery);
    return c.json({ jobs: await tenant(c, (tx) => listBulkJobs(tx, c.get('company').id, limit)) });
  })
  .get('/bulk-jobs/:id', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    return c.json({ job: await tenant(c, (tx) => getBulkJob(tx, c.get('company').id, id)) });
  })
  .get('/bulk-jobs/:id/rows', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const page = parseQuery(c.req.query(), rowsQuery);
    return c.json(await tenant(c, (tx) => listBulkJobRows(tx, c.get('company').id, id, page)));
  })
  .post('/bulk-jobs/:id/cancel', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    return c.json({ job: await tenant(c, (tx) => cancelBulkJob(tx, c.get('company').id, id)) });
  });
