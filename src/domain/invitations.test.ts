import { describe, expect, it } from 'vitest';
import {
  INVITATION_TTL_DAYS,
  invitationAnalytics,
  invitationExpiry,
  invitationsCsv,
  invitationStatus,
  parseBulkEmails,
  sendInvitationBody,
  type AnalyticsInput,
  type InvitationStatus,
} from './invitations';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date(2026, 2, 15, 12, 0, 0);
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const inv = (status: InvitationStatus, createdDaysAgo = 10, responseDays?: number): AnalyticsInput => ({
  status,
  createdAt: ago(createdDaysAgo),
  acceptedAt: status === 'accepted' ? new Date(ago(createdDaysAgo).getTime() + (responseDays ?? 1) * DAY) : null,
});
const many = (n: number, make: () => AnalyticsInput) => Array.from({ length: n }, make);

describe('invitation status', () => {
  it('is accepted when accepted_at is set, expired when past expires_at, pending otherwise', () => {
    expect(invitationStatus({ acceptedAt: ago(1), expiresAt: ago(2) }, NOW)).toBe('accepted');
    expect(invitationStatus({ acceptedAt: null, expiresAt: ago(0.001) }, NOW)).toBe('expired');
    expect(invitationStatus({ acceptedAt: null, expiresAt: NOW.toISOString() }, NOW)).toBe('pending');
    expect(invitationStatus({ acceptedAt: null, expiresAt: invitationExpiry(NOW) }, NOW)).toBe('pending');
  });

  it('expires 7 days after sending', () => {
    expect(INVITATION_TTL_DAYS).toBe(7);
    expect(invitationExpiry(NOW).getTime() - NOW.getTime()).toBe(7 * DAY);
  });
});

describe('bulk parsing', () => {
  it('splits by lines, trims, keeps lines with @, lowercases and sends each address once', () => {
    expect(parseBulkEmails(' Ann@Acme.io \r\nnot an email\n\nbob@acme.io\nANN@acme.io\n  @  \n')).toEqual([
      'ann@acme.io',
      'bob@acme.io',
      '@',
    ]);
    expect(parseBulkEmails('no addresses\n here')).toEqual([]);
  });
});

describe('send body', () => {
  it('requires an e-mail, lowercases it and defaults the role to member', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(sendInvitationBody.parse({ email: ' A@B.io ', companyId: id })).toEqual({
      email: 'a@b.io',
      companyId: id,
      role: 'member',
    });
    expect(sendInvitationBody.safeParse({ email: '', companyId: id }).error?.issues[0]?.message).toBe(
      'Email is required',
    );
    expect(sendInvitationBody.safeParse({ email: 'a@b.io', companyId: id, role: 'owner' }).success).toBe(false);
  });
});

describe('analytics (section 9)', () => {
  it('is empty and calm with no invitations', () => {
    const a = invitationAnalytics([], NOW);
    expect(a).toMatchObject({
      total: 0,
      accepted: 0,
      pending: 0,
      expired: 0,
      acceptanceRate: 0,
      avgResponseDays: null,
      responseLabel: null,
      insights: [],
    });
    expect(a.recent.map((r) => r.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('rounds the acceptance rate and labels it Excellent at 70, Good at 50, Needs Improvement below', () => {
    expect(
      invitationAnalytics([...many(7, () => inv('accepted')), ...many(3, () => inv('pending'))], NOW),
    ).toMatchObject({ acceptanceRate: 70, acceptanceLabel: 'Excellent' });
    expect(invitationAnalytics([...many(2, () => inv('accepted')), inv('pending'), inv('expired')], NOW)).toMatchObject(
      { acceptanceRate: 50, acceptanceLabel: 'Good' },
    );
    expect(invitationAnalytics([inv('accepted'), inv('pending'), inv('pending')], NOW)).toMatchObject({
      acceptanceRate: 33,
      acceptanceLabel: 'Needs Improvement',
    });
    expect(invitationAnalytics([...many(2, () => inv('accepted')), inv('pending')], NOW).acceptanceRate).toBe(67);
  });

  it('averages response time in whole days: ≤1 Fast, ≤3 Moderate, above Slow', () => {
    expect(invitationAnalytics([inv('accepted', 10, 0.4), inv('accepted', 10, 1.4)], NOW)).toMatchObject({
      avgResponseDays: 1,
      responseLabel: 'Fast',
    });
    expect(invitationAnalytics([inv('accepted', 10, 2), inv('accepted', 10, 4)], NOW)).toMatchObject({
      avgResponseDays: 3,
      responseLabel: 'Moderate',
    });
    expect(invitationAnalytics([inv('accepted', 10, 4)], NOW)).toMatchObject({
      avgResponseDays: 4,
      responseLabel: 'Slow',
    });
  });

  it('counts the sending of each of the last 7 days, oldest first', () => {
    const a = invitationAnalytics(
      [inv('pending', 0), inv('pending', 0), inv('pending', 6), inv('pending', 7), inv('accepted', 3)],
      NOW,
    );
    expect(a.recent).toHaveLength(7);
    expect(a.recent[0]!.date).toBe('2026-03-09');
    expect(a.recent[6]!.date).toBe('2026-03-15');
    expect(a.recent.map((r) => r.count)).toEqual([1, 0, 0, 1, 0, 0, 2]);
  });

  it('applies the four insight rules', () => {
    const kinds = (list: AnalyticsInput[]) => invitationAnalytics(list, NOW).insights.map((i) => i.title);
    expect(kinds([inv('accepted'), inv('pending'), inv('pending')])).toEqual(['Low Acceptance Rate']);
    expect(kinds([inv('accepted', 10, 6)])).toEqual(['Slow Response Time', 'Excellent Performance']);
    expect(kinds([inv('accepted', 10, 5)])).toEqual(['Excellent Performance']);
    // Expired above accepted counts only with more than 5 invitations.
    expect(kinds([...many(2, () => inv('accepted')), ...many(3, () => inv('expired'))])).toEqual([
      'Low Acceptance Rate',
    ]);
    expect(kinds([...many(3, () => inv('accepted')), ...many(4, () => inv('expired'))])).toEqual([
      'Low Acceptance Rate',
      'High Expiration Rate',
    ]);
    expect(kinds([...many(4, () => inv('accepted')), inv('pending')])).toEqual(['Excellent Performance']);
  });
});

describe('CSV export', () => {
  it('writes the columns Email, Role, Status, Created, Expires and neutralises formulas', () => {
    const row = {
      id: '1',
      email: 'a@b.io',
      role: 'member',
      status: 'pending' as const,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-08T10:00:00.000Z',
      acceptedAt: null,
    };
    const csv = invitationsCsv([
      row,
      { ...row, email: '=cmd@x.io', status: 'expired' },
      { ...row, email: 'q"o,te@x.io', status: 'accepted' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Email,Role,Status,Created,Expires',
      'a@b.io,member,Pending,2026-03-01T10:00:00.000Z,2026-03-08T10:00:00.000Z',
      "'=cmd@x.io,member,Expired,2026-03-01T10:00:00.000Z,2026-03-08T10:00:00.000Z",
      '"q""o,te@x.io",member,Accepted,2026-03-01T10:00:00.000Z,2026-03-08T10:00:00.000Z',
      '',
    ]);
  });
});
