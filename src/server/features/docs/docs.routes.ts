import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { renderDocsPdf } from './docs-pdf';

/** The Documentation Hub's PDF export; any member of a company may download it. */
export const docsRoutes = new Hono<AppEnv>().get('/docs/export.pdf', requireCompany(), async (c) => {
  const pdf = await renderDocsPdf(c.get('deps').clock.now());
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="scoutline-documentation.pdf"',
    'cache-control': 'no-store',
  });
});
