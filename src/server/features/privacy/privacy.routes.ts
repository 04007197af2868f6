import { Hono } from 'hono';
import { z } from 'zod';
import { parseSuppressionInput, type SuppressionTarget } from '#domain/people/suppression';
import { emailSyntaxProblem } from '#domain/people/email-syntax';
import { cursorPageQuery } from '#domain/pagination';
import type { AppEnv } from '../../context';
import { forbidDuringImpersonation, requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { forgetPerson } from './erasure.service';
import { addSuppression, listAllSuppression, listSuppression, removeSuppression } from './suppression.queries';
import { parseSuppressionCsv, suppressionCsv } from './suppression-csv';

const managers = [requireCompany({ roles: ['owner', 'admin'] }), forbidDuringImpersonation] as const;
const idParam = z.object({ id: z.string().uuid() });
const MAX_CSV_BYTES = 2_000_000;

const valueBody = z.object({ value: z.string({ error: 'Enter an e-mail address or a domain' }).max(320) });
const emailBody = z.object({
  email: z
    .string({ error: 'Enter the e-mail address of the person to forget' })
    .trim()
    .toLowerCase()
    .refine((e) => emailSyntaxProblem(e) === null, 'Enter a valid e-mail address'),
});

/** The do-not-contact list (owners and admins) and erasure of a person ("Forget this person"). */
export const privacyRoutes = new Hono<AppEnv>()
  .get('/suppression', ...managers, async (c) => {
    const companyId = c.get('company').id;
    const { db } = c.get('deps').database;
    // The export holds every entry; the list answers a page at a time.
    if (c.req.query('format') === 'csv') {
      const entries = await withTenant(db, companyId, (tx) => listAllSuppression(tx, { companyId }));
      c.header('content-disposition', 'attachment; filename="do-not-contact.csv"');
      return c.body(suppressionCsv(entries), 200, { 'content-type': 'text/csv; charset=utf-8' });
    }
    const page = parseQuery(c.req.query(), cursorPageQuery);
    return c.json(await withTenant(db, companyId, (tx) => listSuppression(tx, { companyId, ...page })));
  })
  .post('/suppression', ...managers, async (c) => {
    const { value } = await parseJson(c, valueBody);
    const target = parseSuppressionInput(value);
    if ('error' in target) throw new AppError('INVALID_INPUT', target.error);
    const companyId = c.get('company').id;
    const result = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      addSuppression(tx, { companyId, userId: c.get('user')!.id, targets: [target], reason: 'manual' }),
    );
    if (result.added.length === 0)
      throw new AppError('CONFLICT', `${target.value} is already on the do-not-contact list`);
    return c.json({ added: target }, 201);
  })
  .post('/suppression/import', ...managers, async (c) => {
    const { csv } = await parseJson(
      c,
      z.object({ csv: z.string().max(MAX_CSV_BYTES, 'The file is larger than 2 MB') }),
    );
    const { targets, problems } = parseSuppressionCsv(csv);
    if (targets.length === 0 && problems.length === 0)
      throw new AppError('INVALID_INPUT', 'The file has no e-mail addresses or domains');
    const companyId = c.get('company').id;
    const result = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      addSuppression(tx, { companyId, userId: c.get('user')!.id, targets, reason: 'import' }),
    );
    const count = (list: SuppressionTarget[]) => list.length;
    return c.json({ added: count(result.added), alreadyListed: count(result.alreadyListed), problems });
  })
  .delete('/suppression/:id', ...managers, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const companyId = c.get('company').id;
    const removed = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      removeSuppression(tx, { companyId, id }),
    );
    if (!removed) throw new AppError('NOT_FOUND', 'Not found');
    return c.json({ success: true, removed });
  })
  .post('/privacy/forget', ...managers, async (c) => {
    const { email } = await parseJson(c, emailBody);
    const removed = await forgetPerson(c.get('deps'), {
      companyId: c.get('company').id,
      userId: c.get('user')!.id,
      subject: { email },
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json({ success: true, removed });
  })
  .post('/contacts/:id/forget', ...managers, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const removed = await forgetPerson(c.get('deps'), {
      companyId: c.get('company').id,
      userId: c.get('user')!.id,
      subject: { contactId: id },
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json({ success: true, removed });
  });
