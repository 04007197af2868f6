import { Hono, type Context } from 'hono';
import { salesforceOauthCallbackBody, salesforceOauthStartBody } from '#domain/crm-oauth';
import type { AppEnv } from '../../context';
import { forbidDuringImpersonation, requireCompany } from '../../auth/middleware';
import { parseJson } from '../../validate';
import { finishSalesforceOauth, startSalesforceOauth } from './salesforce-oauth.service';

const managers = requireCompany({ roles: ['owner', 'admin'] });
const actorOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  email: c.get('user')!.email,
});

/**
 * Salesforce's OAuth 2.0 web server flow (owners and admins, never while impersonating). Start answers the
 * authorize URL the browser goes to; Salesforce sends the browser back to the callback page
 * (SALESFORCE_CALLBACK_PATH), which posts the query it got here. Both are writes, so the CSRF guard's Origin check
 * holds for them as for every other.
 */
export const salesforceOauthRoutes = new Hono<AppEnv>()
  .post('/integrations/crm/salesforce/oauth/start', forbidDuringImpersonation, managers, async (c) =>
    c.json(
      await startSalesforceOauth(c.get('deps'), actorOf(c), await parseJson(c, salesforceOauthStartBody), {
        host: c.req.header('host'),
        origin: c.req.header('origin'),
      }),
    ),
  )
  .post('/integrations/crm/salesforce/oauth/callback', forbidDuringImpersonation, managers, async (c) =>
    c.json(await finishSalesforceOauth(c.get('deps'), actorOf(c), await parseJson(c, salesforceOauthCallbackBody))),
  );
