import { and, eq } from 'drizzle-orm';
import type { MailboxDto, MailboxInput } from '#domain/sequences';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { companyMemberships } from '../../db/schema/companies';
import { mailboxes } from '../../db/schema/sequences';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { testImap, testSmtp, type ServerLogin } from './mail-connections';

export type MailboxRow = typeof mailboxes.$inferSelect;
type Who = { companyId: string; userId: string; email: string };

/** The secret box's context: a password copied to another user's or company's row does not decrypt. */
const secretContext = (row: { companyId: string; userId: string }, protocol: 'smtp' | 'imap') =>
  `mailbox:${row.companyId}:${row.userId}:${protocol}`;

export function mailboxDto(row: MailboxRow): MailboxDto {
  return {
    id: row.id,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    smtpHost: row.smtpHost,
    smtpPort: row.smtpPort,
    smtpSecure: row.smtpSecure,
    smtpUser: row.smtpUser,
    imapHost: row.imapHost,
    imapPort: row.imapPort,
    imapSecure: row.imapSecure,
    imapUser: row.imapUser,
    dailyLimit: row.dailyLimit,
    windowDays: row.windowDays,
    windowStartHour: row.windowStartHour,
    windowEndHour: row.windowEndHour,
    timeZone: row.timeZone,
    signature: row.signature,
    hasSmtpPassword: row.smtpPassword !== '',
    hasImapPassword: row.imapPassword !== '',
    imapCheckedAt: row.imapCheckedAt?.toISOString() ?? null,
    imapError: row.imapError,
  };
}

export const smtpLogin = (deps: Deps, row: MailboxRow): ServerLogin => ({
  host: row.smtpHost,
  port: row.smtpPort,
  secure: row.smtpSecure,
  user: row.smtpUser,
  password: row.smtpPassword ? deps.secrets.decrypt(row.smtpPassword, secretContext(row, 'smtp')) : '',
});

export const imapLogin = (deps: Deps, row: MailboxRow): ServerLogin => ({
  host: row.imapHost,
  port: row.imapPort,
  secure: row.imapSecure,
  user: row.imapUser,
  password: deps.secrets.decrypt(row.imapPassword, secretContext(row, 'imap')),
});

export async function findMailbox(tx: Tx, { companyId, userId }: { companyId: string; userId: string }) {
  const [row] = await tx
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.companyId, companyId), eq(mailboxes.userId, userId)));
  return row ?? null;
}

async function audit(tx: Tx, who: Who, action: string) {
  await tx.insert(authAuditLog).values({
    identifier: who.email,
    operationType: `mailbox_${action}`,
    success: true,
    userId: who.userId,
    details: { companyId: who.companyId },
  });
}

export async function getOwnMailbox(deps: Deps, who: Who): Promise<MailboxDto | null> {
  const row = await withTenant(deps.database.db, who.companyId, (tx) => findMailbox(tx, who));
  return row ? mailboxDto(row) : null;
}

/** Saves the caller's mailbox; an empty password keeps the saved one (a first save needs both). */
export async function saveMailbox(deps: Deps, who: Who, input: MailboxInput): Promise<MailboxDto> {
  if (input.windowEndHour <= input.windowStartHour)
    throw new AppError('INVALID_INPUT', 'The sending window ends after it starts');
  return withTenant(deps.database.db, who.companyId, async (tx) => {
    const existing = await findMailbox(tx, who);
    const encrypt = (plain: string, protocol: 'smtp' | 'imap') =>
      plain ? deps.secrets.encrypt(plain, secretContext(who, protocol)) : null;
    const smtpPassword = encrypt(input.smtpPassword, 'smtp') ?? existing?.smtpPassword;
    const imapPassword = encrypt(input.imapPassword, 'imap') ?? existing?.imapPassword;
    if (!smtpPassword && input.smtpUser) throw new AppError('INVALID_INPUT', 'Enter the SMTP password');
    if (!imapPassword) throw new AppError('INVALID_INPUT', 'Enter the IMAP password');
    const { smtpPassword: _s, imapPassword: _i, ...settings } = input;
    const values = { ...settings, smtpPassword: smtpPassword ?? '', imapPassword, updatedAt: deps.clock.now() };
    // A different IMAP account starts reading from its own beginning.
    const imapChanged = existing && (existing.imapHost !== input.imapHost || existing.imapUser !== input.imapUser);
    const [row] = existing
      ? await tx
          .update(mailboxes)
          .set({ ...values, ...(imapChanged && { imapLastUid: 0, imapUidValidity: null }) })
          .where(eq(mailboxes.id, existing.id))
          .returning()
      : await tx
          .insert(mailboxes)
          .values({ ...values, companyId: who.companyId, userId: who.userId })
          .returning();
    await audit(tx, who, existing ? 'updated' : 'connected');
    return mailboxDto(row!);
  });
}

export async function removeMailbox(deps: Deps, who: Who) {
  await withTenant(deps.database.db, who.companyId, async (tx) => {
    const deleted = await tx
      .delete(mailboxes)
      .where(and(eq(mailboxes.companyId, who.companyId), eq(mailboxes.userId, who.userId)))
      .returning({ id: mailboxes.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No mailbox is connected');
    await audit(tx, who, 'removed');
  });
}

/** Test connection: the form's settings, with the saved passwords where the form leaves them empty. */
export async function testMailbox(deps: Deps, who: Who, input: MailboxInput) {
  const saved = await withTenant(deps.database.db, who.companyId, (tx) => findMailbox(tx, who));
  const allowPrivate = deps.env.MAILBOX_ALLOW_PRIVATE_HOSTS;
  const smtpPassword = input.smtpPassword || (saved ? smtpLogin(deps, saved).password : '');
  const imapPassword = input.imapPassword || (saved ? imapLogin(deps, saved).password : '');
  const [smtp, imap] = await Promise.all([
    testSmtp(
      {
        host: input.smtpHost,
        port: input.smtpPort,
        secure: input.smtpSecure,
        user: input.smtpUser,
        password: smtpPassword,
      },
      allowPrivate,
    ),
    testImap(
      {
        host: input.imapHost,
        port: input.imapPort,
        secure: input.imapSecure,
        user: input.imapUser,
        password: imapPassword,
      },
      allowPrivate,
    ),
  ]);
  return { smtp, imap };
}

/** Owners and admins: which members have a mailbox connected (never its settings or credentials). */
export async function membersMailboxes(deps: Deps, companyId: string) {
  const { db } = deps.database;
  const members = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMemberships.role })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(eq(companyMemberships.companyId, companyId))
    .orderBy(users.name);
  const connected = await withTenant(db, companyId, (tx) =>
    tx
      .select({ userId: mailboxes.userId, fromAddress: mailboxes.fromAddress })
      .from(mailboxes)
      .where(eq(mailboxes.companyId, companyId)),
  );
  const byUser = new Map(connected.map((m) => [m.userId, m.fromAddress]));
  return members.map((m) => ({ ...m, connected: byUser.has(m.userId), fromAddress: byUser.get(m.userId) ?? null }));
}
