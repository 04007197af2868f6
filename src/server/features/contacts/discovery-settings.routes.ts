import { Hono } from 'hono';
import { discoverySettingsBody } from '#domain/people/discovery-settings';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { parseJson } from '../../validate';
import { getDiscoverySettings, saveDiscoverySettings } from './discovery-settings.queries';

/** Contact Discovery settings: every member reads the target; owners and admins change it. */
export const discoverySettingsRoutes = new Hono<AppEnv>()
  .get('/contact-discovery/settings', requireCompany(), async (c) => {
    const companyId = c.get('company').id;
    return c.json(
      await withTenant(c.get('deps').database.db, companyId, (tx) => getDiscoverySettings(tx, { companyId })),
    );
  })
  .put('/contact-discovery/settings', requireCompany({ roles: ['owner', 'admin'] }), async (c) => {
    const { targetGoodContacts } = await parseJson(c, discoverySettingsBody);
    const companyId = c.get('company').id;
    const saved = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      saveDiscoverySettings(tx, { companyId, userId: c.get('user')!.id, targetGoodContacts }),
    );
    return c.json(saved);
  });
