import { z } from 'zod';
import { INVITABLE_ROLES } from './roles';
import { cursorPageQuery } from './pagination';

export const INVITATION_TTL_DAYS = 7;
export const RECENT_ACTIVITY_DAYS = 7;
export const ACCEPT_REDIRECT_MS = 2000;
/** Browser storage key that carries an invitation token through sign-in and sign-up. */
export const PENDING_INVITE_STORAGE_KEY = 'scoutline.pending-invite';
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The spec's words for invitations (sections 5 and 8), shared by the server and the SPA. */
export const INVITE_MSG = {
  invalidLink: 'Invalid invitation link',
  notFound: 'Invitation not found or already accepted',
  expired: 'This invitation has expired',
  loadFailed: 'Failed to load invitation details',
  differentEmail: 'This invitation is for a different email address',
  alreadyMember: 'You are already a member of this company',
  acceptFailed: 'Failed to accept invitation',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address.',
  invalidRole: 'Role must be viewer, member or admin',
  inviteeAlreadyMember: 'This person is already a member of this company',
  seatLimit: (used: number, max: number) =>
    `Seat limit reached: ${used} of ${max} seats are taken (members and pending invitations). Upgrade your plan to invite more people.`,
  seatLimitOnAccept: (max: number) =>
    `This company has reached its limit of ${max} members. Ask an owner or admin to upgrade the plan.`,
  mailFailed: 'The invitation was saved but its e-mail could not be sent. Please try Resend.',
  sendFailed: 'Failed to send invitation',
  loadListFailed: 'Failed to load invitations',
  bulkFailed: 'Failed to send bulk invitations',
  resendFailed: 'Failed to resend invitation',
  deleteFailed: 'Failed to delete invitation',
  bulkInvalid: { title: 'Invalid Input', description: 'Please enter valid email addresses' },
  bulkSent: (sent: number, failed: number) => ({
    title: 'Bulk Invitations Sent',
    description: `${sent} invitations sent successfully. ${failed} failed.`,
  }),
  sent: 'Invitation Sent',
  resent: 'Invitation Resent',
  deleted: 'Invitation Deleted',
  linkCopied: 'Link Copied',
  noCompany: 'No company selected',
} as const;

export const sendInvitationBody = z.object({
  email: z
    .string({ error: INVITE_MSG.emailRequired })
    .trim()
    .min(1, INVITE_MSG.emailRequired)
    .toLowerCase()
    .pipe(z.email(INVITE_MSG.invalidEmail)),
  companyId: z.string().uuid(),
  role: z.enum(INVITABLE_ROLES, { error: INVITE_MSG.invalidRole }).default('member'),
});

export const acceptInvitationBody = z.union([
  z.object({ token: z.string().min(16).max(200) }),
  z.object({ invitationId: z.string().uuid() }),
]);

export type InvitationDto = {
  id: string;
  email: string;
  role: string;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
};
export type MemberDto = {
  id: string;
  userId: string;
  role: string;
  joinedAt: string;
  username: string | null;
  email: string;
};
export type PublicCompany = { id: string; name: string; slug: string; logoUrl: string | null };
export type InvitationLookup = {
  company: PublicCompany;
  role: string;
  email: string;
  expiresAt: string;
  status: InvitationStatus;
};
export type CompanyBySlug = {
  company: PublicCompany;
  isMember: boolean;
  invitation: { id: string; role: string; expiresAt: string } | null;
};

type Dated = { acceptedAt: Date | string | null; expiresAt: Date | string };

/** Accepted when accepted_at is set; Expired when not accepted and past expires_at; Pending otherwise. */
export function invitationStatus(invitation: Dated, now: Date): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return new Date(invitation.expiresAt).getTime() < now.getTime() ? 'expired' : 'pending';
}

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** Bulk input: split by lines, trimmed, only lines containing '@', lowercased, each address once. */
export function parseBulkEmails(input: string): string[] {
  const emails = input
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.includes('@'))
    .map((line) => line.toLowerCase());
  return [...new Set(emails)];
}

export type AnalyticsInput = { status: InvitationStatus; createdAt: string | Date; acceptedAt: string | Date | null };
export type InsightKind = 'low-acceptance' | 'slow-response' | 'high-expiration' | 'excellent';
export type Insight = { kind: InsightKind; title: string; description: string };
export type InvitationAnalytics = {
  total: number;
  accepted: number;
  pending: number;
  expired: number;
  acceptanceRate: number;
  acceptanceLabel: 'Excellent' | 'Good' | 'Needs Improvement';
  avgResponseDays: number | null;
  responseLabel: 'Fast' | 'Moderate' | 'Slow' | null;
  recent: { date: string; count: number }[];
  insights: Insight[];
};

export const acceptanceLabel = (rate: number): InvitationAnalytics['acceptanceLabel'] =>
  rate >= 70 ? 'Excellent' : rate >= 50 ? 'Good' : 'Needs Improvement';
export const responseLabel = (days: number): NonNullable<InvitationAnalytics['responseLabel']> =>
  days <= 1 ? 'Fast' : days <= 3 ? 'Moderate' : 'Slow';

/** A local calendar day as YYYY-MM-DD. */
export const localDayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** `GET /api/invitations`: a cursor page, optionally of one status (the Pending / Accepted / Expired tabs). */
export const invitationsPageQuery = cursorPageQuery.extend({
  status: z.enum(INVITATION_STATUSES, { error: 'The status must be pending, accepted or expired.' }).optional(),
});

export type InvitationCounts = { total: number; accepted: number; pending: number; expired: number };
/**
 * What the analytics are made of (the server sums it up, so no screen needs every invitation): the counts, the average
 * time from sending to acceptance (null with none accepted) and when each recent invitation was sent.
 */
export type InvitationSummary = InvitationCounts & { avgResponseMs: number | null; recentCreatedAt: (string | Date)[] };

/** The summary of a list of invitations (what the server computes in SQL). */
export function summarizeInvitations(invitations: AnalyticsInput[]): InvitationSummary {
  const count = (s: InvitationStatus) => invitations.filter((i) => i.status === s).length;
  const responses = invitations
    .filter((i) => i.acceptedAt)
    .map((i) => new Date(i.acceptedAt!).getTime() - new Date(i.createdAt).getTime());
  return {
    total: invitations.length,
    accepted: count('accepted'),
    pending: count('pending'),
    expired: count('expired'),
    avgResponseMs: responses.length === 0 ? null : responses.reduce((a, b) => a + b, 0) / responses.length,
    recentCreatedAt: invitations.map((i) => i.createdAt),
  };
}

/** Section 9: counts, acceptance rate, average response in whole days, the last 7 days, and the four insight rules. */
export function invitationAnalytics(invitations: AnalyticsInput[], now: Date): InvitationAnalytics {
  return analyticsFromSummary(summarizeInvitations(invitations), now);
}

/** The analytics of a summary; the last 7 days are the viewer's local calendar days up to `now`. */
export function analyticsFromSummary(summary: InvitationSummary, now: Date): InvitationAnalytics {
  const { total, accepted, expired } = summary;
  const acceptanceRate = total === 0 ? 0 : Math.round((accepted / total) * 100);
  const avgResponseDays = summary.avgResponseMs === null ? null : Math.round(summary.avgResponseMs / DAY_MS);

  const recent = Array.from({ length: RECENT_ACTIVITY_DAYS }, (_, i) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (RECENT_ACTIVITY_DAYS - 1 - i));
    return { date: localDayKey(day), count: 0 };
  });
  for (const createdAt of summary.recentCreatedAt) {
    const slot = recent.find((r) => r.date === localDayKey(new Date(createdAt)));
    if (slot) slot.count += 1;
  }

  const insights: Insight[] = [];
  if (total > 0 && acceptanceRate < 50) {
    insights.push({
      kind: 'low-acceptance',
      title: 'Low Acceptance Rate',
      description: `Only ${acceptanceRate}% of invitations are accepted. Follow up personally or resend pending invitations.`,
    });
  }
  if (avgResponseDays !== null && avgResponseDays > 5) {
    insights.push({
      kind: 'slow-response',
      title: 'Slow Response Time',
      description: `Invitees take ${avgResponseDays} days on average to respond. A short reminder can speed this up.`,
    });
  }
  if (expired > accepted && total > 5) {
    insights.push({
      kind: 'high-expiration',
      title: 'High Expiration Rate',
      description: `${expired} invitations expired, more than were accepted. Resend them or check the addresses.`,
    });
  }
  if (total > 0 && acceptanceRate >= 80) {
    insights.push({
      kind: 'excellent',
      title: 'Excellent Performance',
      description: `${acceptanceRate}% of your invitations are accepted. Keep it up!`,
    });
  }

  return {
    total,
    accepted,
    pending: summary.pending,
    expired,
    acceptanceRate,
    acceptanceLabel: acceptanceLabel(acceptanceRate),
    avgResponseDays,
    responseLabel: avgResponseDays === null ? null : responseLabel(avgResponseDays),
    recent,
    insights,
  };
}

/** Quotes when needed; a leading formula character is neutralised so spreadsheets show text. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export: columns Email, Role, Status, Created, Expires (dates as ISO 8601). */
export function invitationsCsv(invitations: InvitationDto[]): string {
  const header = ['Email', 'Role', 'Status', 'Created', 'Expires'];
  const statusWord = (s: InvitationStatus) => s.charAt(0).toUpperCase() + s.slice(1);
  const rows = invitations.map((i) =>
    [i.email, i.role, statusWord(i.status), i.createdAt, i.expiresAt].map(csvCell).join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
