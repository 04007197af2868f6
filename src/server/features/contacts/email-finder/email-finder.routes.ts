import { Hono } from 'hono';
import { emailFinderBody } from '#domain/email-finder';
import type { AppEnv } from '../../../context';
import { requireCompany } from '../../../auth/middleware';
import { withTenant } from '../../../db/tenant';
import { parseJson } from '../../../validate';
import { findWorkEmail } from './find-work-email';
import { saveFoundContact } from './save-found-contact';

const member = requireCompany({ minRole: 'member' });

/** The e-mail finder (issue 19 item 5): look a person's work e-mail up by name and domain, then save them. */
export const emailFinderRoutes = new Hono<AppEnv>()
  .post('/email-finder', member, async (c) => {
    const body = await parseJson(c, emailFinderBody);
    return c.json({ result: await findWorkEmail(c.get('deps'), c.get('company').id, body) });
  })
  .post('/email-finder/save', member, async (c) => {
    const body = await parseJson(c, emailFinderBody);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    // Asked again (the providers' answers come from the cache): what is stored is what a source said, not the page.
    const found = await findWorkEmail(deps, companyId, body);
    const saved = await withTenant(deps.database.db, companyId, (tx) =>
      saveFoundContact(tx, { companyId, userId: c.get('user')!.id, found, now: deps.clock.now() }),
    );
    return c.json({ result: found, ...saved }, saved.created ? 201 : 200);
  });
