import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cursorPageQuery } from '#domain/pagination';
import { pitchSolutionName } from '#domain/pitches';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { listItems } from '../../db/schema/lists';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { findContact } from './contacts.queries';
import { doNotContactFlags } from './contact-views';
import { listOutreach, listOutreachPage, outreachCsv } from './outreach.queries';
import { doNotContactMessage } from './reachability';
import { getOutreachList } from '../lists/lists.queries';
import { contactPitches } from '../pitches/pitch-drafts.queries';

// `?format=csv` exports the whole list; otherwise a cursor page (`entries`, `total`, `nextCursor`).
// `solution` picks the solution whose pitch the export carries (else each contact's own).
const outreachQuery = cursorPageQuery.extend({
  format: z.enum(['csv'], 'format must be csv').optional(),
  solution: pitchSolutionName.optional(),
});

/**
 * "Add to Sequence": the company's outreach list, viewable and exportable as CSV; the do-not-contact list applies.
 * It is one of the company's lists (Lists, issue 19): these routes keep its earlier addresses working.
 */
export const outreachRoutes = new Hono<AppEnv>()
  .get('/outreach', requireCompany(), async (c) => {
    const { format, solution, ...page } = parseQuery(c.req.query(), outreachQuery);
    const companyId = c.get('company').id;
    const { db } = c.get('deps').database;
    if (format === 'csv') {
      // The export holds every entry, not a page.
      const { entries, pitches } = await withTenant(db, companyId, async (tx) => {
        const rows = await listOutreach(tx, { companyId, listId: (await getOutreachList(tx, companyId)).id });
        const contactIds = rows.map((r) => r.contactId);
        return { entries: rows, pitches: await contactPitches(tx, { companyId, contactIds, solution }) };
      });
      c.header('content-disposition', 'attachment; filename="outreach-list.csv"');
      return c.body(outreachCsv(entries, pitches), 200, { 'content-type': 'text/csv; charset=utf-8' });
    }
    return c.json(
      await withTenant(db, companyId, async (tx) =>
        listOutreachPage(tx, { companyId, listId: (await getOutreachList(tx, companyId)).id, ...page }),
      ),
    );
  })
  .post('/outreach', requireCompany({ roles: ['owner', 'admin', 'member'] }), async (c) => {
    const { contactId } = await parseJson(c, z.object({ contactId: z.string().uuid('Contact not found') }));
    const companyId = c.get('company').id;
    const added = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      const contact = await findContact(tx, { companyId, contactId, now: c.get('deps').clock.now() });
      if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
      const [suppressed] = await doNotContactFlags(tx, { companyId, rows: [contact] });
      if (suppressed) throw new AppError('CONFLICT', doNotContactMessage(contact.name));
      const list = await getOutreachList(tx, companyId);
      const inserted = await tx
        .insert(listItems)
        .values({ companyId, listId: list.id, contactId, addedBy: c.get('user')!.id })
        .onConflictDoNothing()
        .returning({ id: listItems.id });
      return inserted.length > 0;
    });
    return c.json({ success: true, added });
  })
  .delete('/outreach/:id', requireCompany({ roles: ['owner', 'admin', 'member'] }), async (c) => {
    const { id } = parseParams(c.req.param(), z.object({ id: z.string().uuid() }));
    const companyId = c.get('company').id;
    const deleted = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      tx
        .delete(listItems)
        .where(
          and(
            eq(listItems.id, id),
            eq(listItems.companyId, companyId),
            sql`${listItems.listId} = (select id from lists where company_id = ${companyId} and system_key = 'outreach')`,
          ),
        )
        .returning({ id: listItems.id }),
    );
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Not found');
    return c.json({ success: true });
  });
