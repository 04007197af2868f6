import { Hono, type Context } from 'hono';
import { providerIdParam, providerSettingsBody, saveProviderKeyBody, updateProviderBody } from '#domain/providers';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { parseJson, parseParams } from '../../validate';
import {
  listIntegrations,
  removeProviderKey,
  saveProviderKey,
  testProviderConnection,
  updateProvider,
  updateProviderSettings,
} from './integrations.service';

const managers = requireCompany({ roles: ['owner', 'admin'] });
const actorOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  email: c.get('user')!.email,
});

/** The Integrations tab: members read which providers are connected; owners and admins manage keys. */
export const integrationRoutes = new Hono<AppEnv>()
  .get('/integrations', requireCompany(), async (c) =>
    c.json(
      await listIntegrations(c.get('deps'), {
        companyId: c.get('company').id,
        role: c.get('role'),
        // Support acting as a user sees which providers are connected, never a part of a key.
        impersonating: Boolean(c.get('impersonation')),
      }),
    ),
  )
  .put('/integrations/settings', managers, async (c) => {
    const { monthlyCallCap } = await parseJson(c, providerSettingsBody);
    await updateProviderSettings(c.get('deps'), actorOf(c), monthlyCallCap);
    return c.json({ success: true });
  })
  .put('/integrations/:provider/key', managers, async (c) => {
    const provider = parseParams(c.req.param('provider'), providerIdParam);
    const { apiKey } = await parseJson(c, saveProviderKeyBody);
    await saveProviderKey(c.get('deps'), actorOf(c), provider, apiKey);
    return c.json({ success: true });
  })
  .delete('/integrations/:provider/key', managers, async (c) => {
    await removeProviderKey(c.get('deps'), actorOf(c), parseParams(c.req.param('provider'), providerIdParam));
    return c.json({ success: true });
  })
  .patch('/integrations/:provider', managers, async (c) => {
    const provider = parseParams(c.req.param('provider'), providerIdParam);
    await updateProvider(c.get('deps'), actorOf(c), provider, await parseJson(c, updateProviderBody));
    return c.json({ success: true });
  })
  .post('/integrations/:provider/test', managers, async (c) => {
    const provider = parseParams(c.req.param('provider'), providerIdParam);
    return c.json(await testProviderConnection(c.get('deps'), actorOf(c), provider));
  });
