import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MSG } from '#domain/messages';
import type { AppEnv, Deps } from './context';
import { AppError } from './errors';
import { loadSession, syncAuthCacheAfterWrites } from './auth/middleware';
import { impersonationWriteGuard } from './auth/impersonation-guard';
import { authBodyGuard } from './auth/auth-body-guard';
import { authRoutes } from './features/auth/auth.routes';
import { accountRoutes } from './features/account/account.routes';
import { companyRoutes } from './features/companies/companies.routes';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { systemRoutes } from './features/system/system.routes';
import { configurationRoutes } from './features/configuration/configuration.routes';
import { targetingRoutes } from './features/targeting/targeting.routes';
import { eventRoutes } from './features/events/events.routes';
import { importRoutes } from './features/imports/imports.routes';
import { researchRoutes } from './features/research/research.routes';
import { pitchRoutes } from './features/pitches/pitches.routes';
import { pitchDraftRoutes } from './features/pitches/pitch-drafts.routes';
import { contactRoutes } from './features/contacts/contacts.routes';
import { outreachRoutes } from './features/contacts/outreach.routes';
import { discoverySettingsRoutes } from './features/contacts/discovery-settings.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { invitationRoutes } from './features/invitations/invitations.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { brandingRoutes } from './features/branding/branding.routes';
import { fileRoutes } from './storage/files.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { securityRoutes } from './features/security/security.routes';
import { supportRoutes } from './features/support/support.routes';
import { statusRoutes } from './features/system/status.routes';
import { docsRoutes } from './features/docs/docs.routes';
import { demoRoutes } from './features/demo/demo.routes';
import { integrationRoutes } from './features/integrations/integrations.routes';
import { crmRoutes } from './features/crm/crm.routes';
import { salesforceOauthRoutes } from './features/crm/salesforce-oauth.routes';
import { enrichmentRoutes } from './features/enrichment/enrichment.routes';
import { tableRoutes } from './features/tables/tables.routes';
import { tablePreferenceRoutes } from './features/tables/table-preferences.routes';
import { listRoutes } from './features/lists/lists.routes';
import { savedSearchRoutes } from './features/lists/saved-searches.routes';
import { exportRoutes } from './features/exports/exports.routes';
import { bulkJobRoutes } from './features/bulk/bulk-jobs.routes';
import { emailFinderRoutes } from './features/contacts/email-finder/email-finder.routes';
import { peopleSearchRoutes } from './features/contacts/people-search/people-search.routes';
import { mailboxRoutes } from './features/mailboxes/mailboxes.routes';
import { sequenceRoutes } from './features/sequences/sequences.routes';
import { unsubscribeRoutes } from './features/sequences/unsubscribe.routes';
import { metricsMiddleware } from './metrics/request-metrics';
import { apiRateLimit } from './limits/api-rate-limit';
import { securityHeaders } from './security/security-headers';
import { withResponseHeaders } from './response-headers';
import { csrfGuard } from './security/csrf';
import { nulGuard } from './security/nul-guard';
import { withJsonCompression } from './api-compression';
import { pgliteRequestQueue } from './db/request-queue';
import { MemoRouter } from './memo-router';

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The HTTP API: every route under /api, errors as JSON with the spec's messages, never a stack trace. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>({ router: new MemoRouter() });

  app.use('*', nulGuard);
  app.use('/api/*', metricsMiddleware);
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // PGlite has one connection: requests wait for it in arrival order, a bounded queue (decision 023).
  if (deps.database.kind === 'pglite') app.use('/api/*', pgliteRequestQueue(deps.env.PGLITE_QUEUE_DEPTH));
  // Only writes pass these two: a read skips two layers of the chain (decision 023 §10).
  app.on(WRITE_METHODS, '/api/*', csrfGuard);
  app.on(WRITE_METHODS, '/api/*', syncAuthCacheAfterWrites);
  app.use('/api/*', loadSession);
  app.use('/api/*', apiRateLimit);
  app.use('/api/*', impersonationWriteGuard);

  app.route('/api', authRoutes);
  app.on(['GET', 'POST'], '/api/auth/*', authBodyGuard, async (c) => (await deps.auth()).handler(c.req.raw));
  app.route('/api', systemRoutes);
  app.route('/api', accountRoutes);
  app.route('/api/companies', companyRoutes);
  app.route('/api', subscriptionRoutes);
  app.route('/api', dashboardRoutes);
  app.route('/api', configurationRoutes);
  app.route('/api', targetingRoutes);
  app.route('/api', eventRoutes);
  app.route('/api/imports', importRoutes);
  app.route('/api', researchRoutes);
  app.route('/api', pitchRoutes);
  app.route('/api', pitchDraftRoutes);
  app.route('/api', contactRoutes);
  app.route('/api', outreachRoutes);
  app.route('/api', discoverySettingsRoutes);
  app.route('/api', privacyRoutes);
  app.route('/api', invitationRoutes);
  app.route('/api', billingRoutes);
  app.route('/api', brandingRoutes);
  app.route('/api', fileRoutes);
  app.route('/api', adminRoutes);
  app.route('/api', securityRoutes);
  app.route('/api', supportRoutes);
  app.route('/api', statusRoutes);
  app.route('/api', docsRoutes);
  app.route('/api', demoRoutes);
  app.route('/api', crmRoutes);
  app.route('/api', salesforceOauthRoutes);
  app.route('/api', integrationRoutes);
  app.route('/api', enrichmentRoutes);
  app.route('/api', tableRoutes);
  app.route('/api', tablePreferenceRoutes);
  app.route('/api', listRoutes);
  app.route('/api', savedSearchRoutes);
  app.route('/api', exportRoutes);
  app.route('/api', bulkJobRoutes);
  app.route('/api', emailFinderRoutes);
  app.route('/api', peopleSearchRoutes);
  app.route('/api', mailboxRoutes);
  app.route('/api', sequenceRoutes);
  app.route('/api', unsubscribeRoutes);

  app.all('/api/*', (c) => c.json({ error: 'NOT_FOUND', message: MSG.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json({ error: error.code, message: error.message, ...error.details }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: 'HTTP_ERROR', message: error.message || MSG.internal }, error.status);
    }
    deps.logger.error('unhandled error', {
      path: c.req.path,
      method: c.req.method,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ error: 'INTERNAL', message: MSG.internal }, 500);
  });

  // Every answer gets the security headers and those its middlewares asked for (the rate limit's), then API JSON is
  // compressed (br, gzip or deflate as the client accepts) from 1 kB; the live event stream never is.
  app.fetch = withJsonCompression(withResponseHeaders(app.fetch, securityHeaders(deps.env)));
  return app;
}

export type App = ReturnType<typeof createApp>;
