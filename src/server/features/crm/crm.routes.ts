import { Hono, type Context } from 'hono';
import {
  crmBadgesQuery,
  crmIdParam,
  crmPushBody,
  saveCrmTokenBody,
  saveSalesforceCredentialsBody,
  updateCrmSettingsBody,
} from '#domain/crm';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { forbidDuringImpersonation, requireCompany } from '../../auth/middleware';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { crmBadges } from './crm-badges.service';
import {
  listCrmConnections,
  removeCrmToken,
  saveCrmToken,
  testCrmConnection,
  updateCrmSettings,
} from './crm-connections.service';
import { pushRunDto, startPush } from './crm-push-runs.service';
import { CRM_SYNC_QUEUE } from './crm.jobs';

const managers = requireCompany({ roles: ['owner', 'admin'] });
const actorOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  email: c.get('user')!.email,
});
const crmOf = (value: string | undefined) => parseParams(value, crmIdParam);

/**
 * CRM connections live under /api/integrations/crm (owners and admins; every write refused while impersonating,
 * and the masked token hidden then); Send to CRM, its runs and the badges under /api/crm (members too; a push is
 * refused while impersonating: support never sends a customer's data to a CRM).
 */
export const crmRoutes = new Hono<AppEnv>()
  .get('/integrations/crm', requireCompany(), async (c) =>
    c.json(
      await listCrmConnections(c.get('deps'), {
        companyId: c.get('company').id,
        role: c.get('impersonation') ? 'member' : c.get('role'),
      }),
    ),
  )
  .put('/integrations/crm/:crm/token', forbidDuringImpersonation, managers, async (c) => {
    const crm = crmOf(c.req.param('crm'));
    if (crm === 'salesforce') {
      // The connected app's consumer key and secret and a refresh token, kept together as one secret.
      const credentials = await parseJson(c, saveSalesforceCredentialsBody);
      await saveCrmToken(c.get('deps'), actorOf(c), crm, JSON.stringify(credentials), credentials.refreshToken);
      return c.json({ success: true });
    }
    const { token } = await parseJson(c, saveCrmTokenBody);
    await saveCrmToken(c.get('deps'), actorOf(c), crm, token);
    return c.json({ success: true });
  })
  .delete('/integrations/crm/:crm/token', forbidDuringImpersonation, managers, async (c) => {
    await removeCrmToken(c.get('deps'), actorOf(c), crmOf(c.req.param('crm')));
    return c.json({ success: true });
  })
  .patch('/integrations/crm/:crm', forbidDuringImpersonation, managers, async (c) => {
    const crm = crmOf(c.req.param('crm'));
    await updateCrmSettings(c.get('deps'), actorOf(c), crm, await parseJson(c, updateCrmSettingsBody));
    return c.json({ success: true });
  })
  .post('/integrations/crm/:crm/test', forbidDuringImpersonation, managers, async (c) => {
    const crm = crmOf(c.req.param('crm'));
    return c.json(await testCrmConnection(c.get('deps'), actorOf(c), crm));
  })
  .post('/integrations/crm/:crm/sync', forbidDuringImpersonation, managers, async (c) => {
    const crm = crmOf(c.req.param('crm'));
    await c.get('deps').queue.send(CRM_SYNC_QUEUE, { companyId: c.get('company').id, crm });
    c.get('deps').queue.notify(CRM_SYNC_QUEUE);
    return c.json({ queued: true });
  })
  .post('/crm/:crm/push', forbidDuringImpersonation, requireCompany(), async (c) => {
    const crm = crmOf(c.req.param('crm'));
    const body = await parseJson(c, crmPushBody);
    return c.json(
      await startPush(
        c.get('deps'),
        {
          companyId: c.get('company').id,
          userId: c.get('user')!.id,
          viewer: { userId: c.get('user')!.id, role: c.get('role') },
        },
        crm,
        body,
      ),
      202,
    );
  })
  .get('/crm/push-runs/:id', requireCompany(), async (c) => {
    const id = parseParams(c.req.param('id'), z.string().uuid());
    return c.json(await pushRunDto(c.get('deps'), c.get('company').id, id));
  })
  .get('/crm/badges', requireCompany(), async (c) =>
    c.json(await crmBadges(c.get('deps'), c.get('company').id, parseQuery(c.req.query(), crmBadgesQuery))),
  );
