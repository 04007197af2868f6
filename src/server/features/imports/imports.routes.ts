import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  accountImportBody,
  accountsPageQuery,
  contactImportBody,
  contactsPageQuery,
  CSV_EMPTY,
  CSV_TOO_LARGE,
  MAX_CSV_BYTES,
  previewBody,
} from '#domain/csv/import-schemas';
import { MSG } from '#domain/messages';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery as parseQueryParams } from '../../validate';
import { clearImportedContacts, listImportedContacts } from './imported-contacts.queries';
import { clearImportedAccounts, listImportedAccounts } from './imports.queries';
import { importAccounts, importContacts, previewImport, removeImportedAccount } from './imports.service';
import { importAccountsStream } from './stream-import.service';

const member = requireCompany({ minRole: 'member' });
// JSON escaping can double a CSV's size; the schema then checks the CSV itself against 5 MB.
const csvBodyLimit = bodyLimit({
  maxSize: MAX_CSV_BYTES * 3,
  onError: () => {
    throw new AppError('INVALID_INPUT', CSV_TOO_LARGE);
  },
});
const idParam = z.object({ id: z.string().uuid() });

const streamMapping = accountImportBody.shape.mapping;

/** The mapping of a streamed import, given as JSON in the `mapping` query parameter. */
function parseStreamMapping(raw: string | undefined): z.output<typeof streamMapping> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new AppError('INVALID_INPUT', 'Give the column mapping as JSON in the mapping parameter');
  }
  const parsed = streamMapping.safeParse(json);
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? MSG.invalidInput);
  return parsed.data;
}

/** CSV imports of the company's own accounts and contacts; any member reads, members and up write. */
export const importRoutes = new Hono<AppEnv>()
  .get('/accounts', requireCompany(), async (c) => {
    const { q, cursor, limit } = parseQueryParams(c.req.query(), accountsPageQuery);
    const companyId = c.get('company').id;
    return c.json(
      await withTenant(c.get('deps').database.db, companyId, (tx) =>
        listImportedAccounts(tx, { companyId, q, cursor, limit }),
      ),
    );
  })
  .get('/contacts', requireCompany(), async (c) => {
    const query = parseQueryParams(c.req.query(), contactsPageQuery);
    const companyId = c.get('company').id;
    return c.json(
      await withTenant(c.get('deps').database.db, companyId, (tx) => listImportedContacts(tx, { companyId, ...query })),
    );
  })
  .post('/preview', member, csvBodyLimit, async (c) => {
    const body = await parseJson(c, previewBody);
    return c.json(previewImport(body));
  })
  .post('/accounts', member, csvBodyLimit, async (c) => {
    const { csv, mapping } = await parseJson(c, accountImportBody);
    const currentYear = c.get('deps').clock.now().getUTCFullYear();
    const result = await importAccounts(c.get('deps').database.db, {
      companyId: c.get('company').id,
      userId: c.get('user')!.id,
      csv,
      mapping,
      currentYear,
    });
    return c.json(result);
  })
  // The CSV itself is the body (text/csv), read as it arrives: the 5 MB limit does not apply here (200 MB does).
  .post('/accounts/stream', member, async (c) => {
    const mapping = parseStreamMapping(c.req.query('mapping'));
    const body = c.req.raw.body;
    if (!body) throw new AppError('INVALID_INPUT', CSV_EMPTY);
    const currentYear = c.get('deps').clock.now().getUTCFullYear();
    const input = { companyId: c.get('company').id, userId: c.get('user')!.id, body, mapping, currentYear };
    return c.json(await importAccountsStream(c.get('deps').database, input));
  })
  .post('/contacts', member, csvBodyLimit, async (c) => {
    const { csv, mapping } = await parseJson(c, contactImportBody);
    return c.json(await importContacts(c.get('deps').database.db, { companyId: c.get('company').id, csv, mapping }));
  })
  .delete('/accounts/:id', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await removeImportedAccount(c.get('deps').database.db, { companyId: c.get('company').id, id });
    return c.json({ deleted: 1 });
  })
  .delete('/accounts', member, async (c) => {
    const companyId = c.get('company').id;
    return c.json({
      deleted: await withTenant(c.get('deps').database.db, companyId, (tx) => clearImportedAccounts(tx, { companyId })),
    });
  })
  .delete('/contacts', member, async (c) => {
    const companyId = c.get('company').id;
    return c.json({
      deleted: await withTenant(c.get('deps').database.db, companyId, (tx) => clearImportedContacts(tx, { companyId })),
    });
  });
