import { createMiddleware } from 'hono/factory';
import { IMPERSONATION_RESTRICTED, SUPPORT_MSG } from '#domain/access';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { redactSecrets } from './audit-redaction';
import { endImpersonation, recordImpersonatedAction, type AuditAction } from './impersonation';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls that are not data writes, or that manage the impersonation itself: never refused, never audited. */
const EXEMPT = new Set([
  'POST /api/support/impersonation/start',
  'POST /api/support/impersonation/stop',
  'PATCH /api/support/impersonation',
  'POST /api/functions/log-impersonated-action',
  'POST /api/auth/sign-out',
  'POST /api/log/not-found',
  'POST /api/functions/check-auth-rate-limit',
  'POST /api/functions/check-email-exists',
  'POST /api/functions/check-subscription',
]);

/**
 * Refused even with write actions on ("Access Restricted During Impersonation"): better-auth acts
 * on the real (signed-in) account; account deletion and make-super-admin are not support's to do
 * through someone else's session; billing changes, white-label changes, company invitations and
 * platform administration are features that do not require tech_support. Features may also call
 * assertNotImpersonating / forbidDuringImpersonation themselves (reads included).
 */
const NEVER_WHILE_IMPERSONATING = [
  /^\/api\/auth\//,
  /^\/api\/functions\/(delete-user-account|make-super-admin|create-checkout|customer-portal|send-company-invitation|sync-user-emails|extract-company-info)$/,
  /^\/api\/branding(\/|$)/,
  /^\/api\/invitations(\/|$)/,
  /^\/api\/admin\//,
  /^\/api\/mailbox(\/|$)/,
];

/**
 * Routes that read or change a company's secrets (provider keys, CRM connections and the pushes that use them;
 * mailboxes are in NEVER_WHILE_IMPERSONATING): refused during impersonation for every method, reads included,
 * so support cannot add, replace, test, switch or remove a key through someone else's session.
 */
const SECRET_ROUTES = [/^\/api\/integrations(\/|$)/, /^\/api\/crm\/[^/]+\/push$/];
/**
 * Which providers and CRMs are connected, without any part of a key (the routes drop the masked key while
 * impersonating): the targeting page asks it to know whether discovery is available, for support too. See
 * decision 022.
 */
const STATUS_ONLY = new Set(['GET /api/integrations', 'GET /api/integrations/crm']);

export const isSecretRoute = (method: string, path: string) =>
  !STATUS_ONLY.has(`${method} ${path}`) && SECRET_ROUTES.some((pattern) => pattern.test(path));

/** Which table a write lands in, for the audit row (first match wins; the path is the fallback). */
const TABLES: [RegExp, string][] = [
  [/^\/api\/demo\/sessions/, 'analysis_sessions'],
  [/^\/api\/configuration/, 'analysis_sessions'],
  [/^\/api\/functions\/extract-company-config/, 'analysis_sessions'],
  [/^\/api\/functions\/organization-targeting/, 'target_organizations'],
  [/^\/api\/functions\/account-research/, 'account_research'],
  [/^\/api\/functions\/generate-pitch/, 'generated_pitches'],
  [/^\/api\/functions\/(contact-discovery|deep-contact-research)/, 'discovered_contacts'],
  [/^\/api\/contacts\/[^/]+\/access/, 'contact_access_logs'],
  [/^\/api\/contacts/, 'discovered_contacts'],
  [/^\/api\/outreach/, 'list_items'],
  [/^\/api\/lists\/[^/]+\/items/, 'list_items'],
  [/^\/api\/lists/, 'lists'],
  [/^\/api\/saved-searches/, 'saved_searches'],
  [/^\/api\/preferences/, 'table_preferences'],
  [/^\/api\/imports\/contacts/, 'imported_contacts'],
  [/^\/api\/imports/, 'imported_accounts'],
  [/^\/api\/companies\/select/, 'profiles'],
  [/^\/api\/companies/, 'companies'],
  [/^\/api\/(profile|account)/, 'profiles'],
  [/invitation/, 'company_invitations'],
  [/branding|white-label/, 'company_branding'],
];

export const auditTableFor = (path: string) =>
  TABLES.find(([pattern]) => pattern.test(path))?.[1] ?? path.replace(/^\/api\//, '');

export const auditActionFor = (method: string, path: string): AuditAction => {
  if (method === 'DELETE') return 'DELETE';
  if (method === 'PUT' || method === 'PATCH' || /\/(select|rename)$/.test(path)) return 'UPDATE';
  return 'INSERT';
};

const MAX_AUDITED_BODY = 16_000;

/**
 * The request body for the audit row: parsed JSON with its secrets redacted, or just its type for uploads and
 * forms. A body too long to keep or not JSON is recorded by its length only: its text could hold a secret that
 * no field name points at.
 */
async function auditData(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return type ? { contentType: type.split(';')[0] } : null;
  // A clone, so the handler (or better-auth, which reads the raw request) still gets the body.
  const text = await request.clone().text();
  if (!text) return null;
  if (text.length > MAX_AUDITED_BODY) return { truncated: true, length: text.length };
  try {
    return redactSecrets(JSON.parse(text));
  } catch {
    return { unparsed: true, length: text.length };
  }
}

/**
 * While impersonating: writes are refused unless the write-actions switch is on; when it is on,
 * every successful insert, update and delete is recorded (log-impersonated-action) with the real
 * and the impersonated user. Mounted for /api/* right after loadSession.
 */
export const impersonationWriteGuard = createMiddleware<AppEnv>(async (c, next) => {
  const impersonation = c.get('impersonation');
  if (!impersonation) return next();
  const path = c.req.path;
  const method = c.req.method.toUpperCase();
  if (isSecretRoute(method, path)) throw new AppError('FORBIDDEN', IMPERSONATION_RESTRICTED);
  if (READ_METHODS.has(method)) return next();

  const key = `${method} ${path}`;
  if (key === 'POST /api/auth/sign-out') {
    // Signing out ends the impersonation properly (with its end record) before the session goes.
    await endImpersonation(c.get('deps').database.db, {
      sessionId: c.get('sessionId')!,
      now: c.get('deps').clock.now(),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return next();
  }
  if (EXEMPT.has(key)) return next();
  if (NEVER_WHILE_IMPERSONATING.some((pattern) => pattern.test(path)))
    throw new AppError('FORBIDDEN', IMPERSONATION_RESTRICTED);
  if (!impersonation.writeEnabled) throw new AppError('FORBIDDEN', SUPPORT_MSG.writesDisabled);

  const data = await auditData(c.req.raw);
  await next();
  if (c.res.status >= 400) return;
  await recordImpersonatedAction(c.get('deps').database.db, {
    impersonationId: impersonation.id,
    adminUserId: c.get('realUser')!.id,
    impersonatedUserId: c.get('user')!.id,
    action: auditActionFor(method, path),
    tableName: auditTableFor(path),
    data,
  });
});
