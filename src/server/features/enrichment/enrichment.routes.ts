import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { parseParams } from '../../validate';
import { enrichRecord } from './enrich-organization';

const id = z.string().uuid();
const member = requireCompany({ minRole: 'member' });

/** Enrich: fills a target organization's or an imported account's missing fields from the connected providers. */
export const enrichmentRoutes = new Hono<AppEnv>()
  .post('/organizations/:id/enrich', member, async (c) =>
    c.json(
      await enrichRecord(c.get('deps'), c.get('company').id, {
        kind: 'organization',
        id: parseParams(c.req.param('id'), id),
      }),
    ),
  )
  .post('/imports/accounts/:id/enrich', member, async (c) =>
    c.json(
      await enrichRecord(c.get('deps'), c.get('company').id, {
        kind: 'account',
        id: parseParams(c.req.param('id'), id),
      }),
    ),
  );
