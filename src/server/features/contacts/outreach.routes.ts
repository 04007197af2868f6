import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { outreachList } from '../../db/schema/accounts-import';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams } from '../../validate';
import { findContact } from './contacts.queries';

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  // Quote always; neutralise spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** "Add to Sequence": the company's outreach list, viewable and exportable as CSV. */
export const outreachRoutes = new Hono<AppEnv>()
  .get('/outreach', requireCompany(), async (c) => {
    const companyId = c.var.company.id;
    const rows = await withTenant(c.var.deps.database.db, companyId, (tx) =>
      tx
        .select({
          id: outreachList.id,
          addedAt: outreachList.addedAt,
          contactId: discoveredContacts.id,
          name: discoveredContacts.name,
          title: discoveredContacts.title,
          email: discoveredContacts.email,
          phone: discoveredContacts.phone,
          linkedinUrl: discoveredContacts.linkedinUrl,
          organization: targetOrganizations.name,
        })
        .from(outreachList)
        .innerJoin(discoveredContacts, eq(discoveredContacts.id, outreachList.contactId))
        .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
        .where(eq(outreachList.companyId, companyId))
        .orderBy(desc(outreachList.addedAt)),
    );
    if (c.req.query('format') === 'csv') {
      const header = ['Name', 'Title', 'Organization', 'Email', 'Phone', 'LinkedIn', 'Added'];
      const lines = rows.map((r) => [r.name, r.title, r.organization, r.email, r.phone, r.linkedinUrl, r.addedAt.toISOString()].map(csvCell).join(','));
      c.header('content-disposition', 'attachment; filename="outreach-list.csv"');
      return c.body([header.join(','), ...lines].join('\r\n'), 200, { 'content-type': 'text/csv; charset=utf-8' });
    }
    return c.json({ entries: rows });
  })
  .post('/outreach', requireCompany({ roles: ['owner', 'admin', 'member'] }), async (c) => {
    const { contactId } = await parseJson(c, z.object({ contactId: z.string().uuid('Contact not found') }));
    const companyId = c.var.company.id;
    const added = await withTenant(c.var.deps.database.db, companyId, async (tx) => {
      if (!(await findContact(tx, { companyId, contactId, now: c.var.deps.clock.now() }))) throw new AppError('NOT_FOUND', 'Contact not found');
      const [existing] = await tx.select().from(outreachList).where(and(eq(outreachList.companyId, companyId), eq(outreachList.contactId, contactId)));
      if (existing) return false;
      await tx.insert(outreachList).values({ companyId, contactId, addedBy: c.var.user!.id });
      return true;
    });
    return c.json({ success: true, added });
  })
  .delete('/outreach/:id', requireCompany({ roles: ['owner', 'admin', 'member'] }), async (c) => {
    const { id } = parseParams(c.req.param(), z.object({ id: z.string().uuid() }));
    const companyId = c.var.company.id;
    const deleted = await withTenant(c.var.deps.database.db, companyId, (tx) =>
      tx.delete(outreachList).where(and(eq(outreachList.id, id), eq(outreachList.companyId, companyId))).returning({ id: outreachList.id }),
    );
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Not found');
    return c.json({ success: true });
  });
