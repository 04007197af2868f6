import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SUPPORT_MSG } from '#domain/access';
import { isSuperAdmin, isTechSupport } from '#domain/roles';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import {
  beginImpersonation,
  endImpersonation,
  findUser,
  recordImpersonatedAction,
  setWriteEnabled,
} from '../../auth/impersonation';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';
import { listPlatformRoles } from '../../auth/platform-roles';
import { getProfile } from '../../auth/memberships';
import { redactSecretText } from '../../auth/audit-redaction';
import { UUID_PATTERN } from './support.queries';

const startBody = z.object({ targetUserId: z.string().trim().min(1, SUPPORT_MSG.targetNotFound) });
const writeBody = z.object({ writeEnabled: z.boolean() });
const logBody = z.object({
  adminUserId: z.string(),
  impersonatedUserId: z.string(),
  action: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  table: z.string().trim().min(1).max(100),
  data: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()]).optional(),
  timestamp: z.string().optional(),
});

const person = (u: { id: string; email: string; name: string }) => ({ id: u.id, email: u.email, name: u.name });

/** The impersonation as the SPA sees it: who acts, who is really signed in, and the write switch. */
async function stateOf(c: Context<AppEnv>, override?: { impersonating: false }) {
  const real = c.get('realUser')!;
  const active = override ? null : c.get('impersonation');
  const realPlatformRoles = await listPlatformRoles(c.get('deps').database.db, { userId: real.id });
  return {
    impersonating: Boolean(active),
    id: active?.id ?? null,
    writeEnabled: active?.writeEnabled ?? false,
    startedAt: active?.startedAt ?? null,
    user: person(active ? c.get('user')! : real),
    realUser: person(real),
    realPlatformRoles,
  };
}

const clientAgent = (c: Context<AppEnv>) => c.req.header('user-agent') ?? null;

/** data arrives as JSON text (or null) per the spec; stored as JSON, unparseable text kept as is. */
const parseData = (data: unknown) => {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return { raw: redactSecretText(data) };
  }
};

export const impersonationRoutes = new Hono<AppEnv>()
  // Like /api/me, a visitor without a session is answered `null` (nobody acts), not 401: the page asks both at once
  // on every first load, signed in or not, and a 401 there was an error in every signed-out visitor's console.
  .get('/support/impersonation', async (c) => (c.get('realUser') ? c.json(await stateOf(c)) : c.json(null)))
  .post('/support/impersonation/start', requireUser, async (c) => {
    const { targetUserId } = await parseJson(c, startBody);
    const { db } = c.get('deps').database;
    const real = c.get('realUser')!;
    const realRoles = await listPlatformRoles(db, { userId: real.id });
    if (!isTechSupport(realRoles)) throw new AppError('FORBIDDEN', SUPPORT_MSG.impersonateDenied);
    const sessionId = c.get('sessionId');
    if (!sessionId) throw new AppError('UNAUTHORIZED', SUPPORT_MSG.noActiveSession);
    const target = UUID_PATTERN.test(targetUserId) ? await findUser(db, { userId: targetUserId }) : null;
    if (!target) throw new AppError('NOT_FOUND', SUPPORT_MSG.targetNotFound);
    if (target.id === real.id) throw new AppError('BAD_REQUEST', SUPPORT_MSG.cannotImpersonateSelf);
    const [profile, targetRoles] = await Promise.all([
      getProfile(db, { userId: target.id }),
      listPlatformRoles(db, { userId: target.id }),
    ]);
    // Protected accounts are never impersonated; a super admin only by another super admin.
    if (profile?.isProtected || (isSuperAdmin(targetRoles) && !isSuperAdmin(realRoles)))
      throw new AppError('FORBIDDEN', SUPPORT_MSG.protectedAccount);

    const row = await beginImpersonation(db, {
      sessionId,
      realUserId: real.id,
      targetUserId: target.id,
      now: c.get('deps').clock.now(),
      userAgent: clientAgent(c),
    });
    c.get('deps').logger.info('impersonation started', {
      impersonationId: row.id,
      realUserId: real.id,
      targetUserId: target.id,
    });
    c.set('user', target);
    c.set('impersonation', { id: row.id, writeEnabled: row.writeEnabled, startedAt: row.startedAt });
    return c.json(await stateOf(c), 201);
  })
  .post('/support/impersonation/stop', requireUser, async (c) => {
    const ended = await endImpersonation(c.get('deps').database.db, {
      sessionId: c.get('sessionId')!,
      now: c.get('deps').clock.now(),
      userAgent: clientAgent(c),
    });
    if (ended)
      c.get('deps').logger.info('impersonation ended', {
        impersonationId: ended.id,
        realUserId: ended.realUserId,
        targetUserId: ended.targetUserId,
      });
    return c.json(await stateOf(c, { impersonating: false }));
  })
  .patch('/support/impersonation', requireUser, async (c) => {
    const { writeEnabled } = await parseJson(c, writeBody);
    const active = c.get('impersonation');
    if (!active) throw new AppError('CONFLICT', SUPPORT_MSG.noActiveImpersonation);
    const row = await setWriteEnabled(c.get('deps').database.db, { impersonationId: active.id, writeEnabled });
    if (!row) throw new AppError('CONFLICT', SUPPORT_MSG.noActiveImpersonation);
    c.get('deps').logger.info('impersonation write actions changed', { impersonationId: row.id, writeEnabled });
    c.set('impersonation', { ...active, writeEnabled: row.writeEnabled });
    return c.json(await stateOf(c));
  })
  // log-impersonated-action: the body is checked against the live impersonation, never trusted alone.
  .post('/functions/log-impersonated-action', requireUser, async (c) => {
    const body = await parseJson(c, logBody);
    const active = c.get('impersonation');
    if (!active) throw new AppError('FORBIDDEN', SUPPORT_MSG.noActiveImpersonation);
    if (body.adminUserId !== c.get('realUser')!.id || body.impersonatedUserId !== c.get('user')!.id)
      throw new AppError('FORBIDDEN', SUPPORT_MSG.auditMismatch);
    await recordImpersonatedAction(c.get('deps').database.db, {
      impersonationId: active.id,
      adminUserId: body.adminUserId,
      impersonatedUserId: body.impersonatedUserId,
      action: body.action,
      tableName: body.table,
      data: parseData(body.data),
    });
    return c.json({ success: true }, 201);
  });
