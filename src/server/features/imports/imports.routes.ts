import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { accountImportBody, accountsPageQuery, contactImportBody, contactsPageQuery, CSV_TOO_LARGE, listAccountsQuery, MAX_CSV_BYTES, previewBody } from '#domain/csv/import-schemas';
import { MSG } from '#domain/messages';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery as parseQueryParams } from '../../validate';
import { clearImportedContacts, listImportedContacts } from './imported-contacts.queries';
import { clearImportedAccounts, listImportedAccounts } from './imports.queries';
import { importAccounts, importContacts, previewImport, removeImportedAccount } from './imports.service';

const member = requireCompany({ minRole: 'member' });
// JSON escaping can double a CSV's size; the schema then checks the CSV itself against 5 MB.
const csvBodyLimit = bodyLimit({
  maxSize: MAX_CSV_BYTES * 3,
  onError: () => {
    throw new AppError('INVALID_INPUT', CSV_TOO_LARGE);
  },
});
const idParam = z.object({ id: z.string().uuid() });

function parseQuery<S extends typeof listAccountsQuery | typeof accountsPageQuery>(query: Record<string, string>, schema: S): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? MSG.invalidInput);
  return parsed.data as z.output<S>;
}

/** CSV imports of the company's own accounts and contacts; any member reads, members and up write. */
export const importRoutes = new Hono<AppEnv>()
  .get('/accounts', requireCompany(), async (c) => {
    const { q, page, pageSize } = parseQuery(c.req.query(), accountsPageQuery);
    const companyId = c.var.company.id;
    return c.json(await withTenant(c.var.deps.database.db, companyId, (tx) => listImportedAccounts(tx, { companyId, q, page, pageSize })));
  })
  .get('/contacts', requireCompany(), async (c) => {
    const query = parseQueryParams(c.req.query(), contactsPageQuery);
    const companyId = c.var.company.id;
    return c.json(await withTenant(c.var.deps.database.db, companyId, (tx) => listImportedContacts(tx, { companyId, ...query })));
  })
  .post('/preview', member, csvBodyLimit, async (c) => {
    const body = await parseJson(c, previewBody);
    return c.json(previewImport(body));
  })
  .post('/accounts', member, csvBodyLimit, async (c) => {
    const { csv, mapping } = await parseJson(c, accountImportBody);
    const currentYear = c.var.deps.clock.now().getUTCFullYear();
    const result = await importAccounts(c.var.deps.database.db, { companyId: c.var.company.id, userId: c.var.user!.id, csv, mapping, currentYear });
    return c.json(result);
  })
  .post('/contacts', member, csvBodyLimit, async (c) => {
    const { csv, mapping } = await parseJson(c, contactImportBody);
    return c.json(await importContacts(c.var.deps.database.db, { companyId: c.var.company.id, csv, mapping }));
  })
  .delete('/accounts/:id', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await removeImportedAccount(c.var.deps.database.db, { companyId: c.var.company.id, id });
    return c.json({ deleted: 1 });
  })
  .delete('/accounts', member, async (c) => {
    const companyId = c.var.company.id;
    return c.json({ deleted: await withTenant(c.var.deps.database.db, companyId, (tx) => clearImportedAccounts(tx, { companyId })) });
  })
  .delete('/contacts', member, async (c) => {
    const companyId = c.var.company.id;
    return c.json({ deleted: await withTenant(c.var.deps.database.db, companyId, (tx) => clearImportedContacts(tx, { companyId })) });
  });
