import { describe, expect, it } from 'vitest';
import { MSG } from '#domain/messages';
import {
  deleteAccountProblem,
  humanize,
  isDeleteConfirmation,
  renewalLabel,
  statusBadgeVariant,
} from './dashboard-helpers';

describe('humanize', () => {
  it('capitalises plan and status names', () => {
    expect(humanize('trial')).toBe('Trial');
    expect(humanize('professional')).toBe('Professional');
    expect(humanize('past_due')).toBe('Past due');
    expect(humanize('')).toBe('');
  });
});

describe('statusBadgeVariant', () => {
  it('uses the default style only for active', () => {
    expect(statusBadgeVariant('active')).toBe('default');
    expect(statusBadgeVariant('trial')).toBe('secondary');
    expect(statusBadgeVariant('past_due')).toBe('secondary');
  });
});

describe('renewalLabel', () => {
  it('formats the end date in en-US', () => {
    expect(renewalLabel('active', '2026-03-05T12:00:00.000Z')).toBe('Renews on Mar 5, 2026');
    expect(renewalLabel('canceled', '2026-03-05T12:00:00.000Z')).toBe('Ends on Mar 5, 2026');
  });

  it('is null without a usable date', () => {
    expect(renewalLabel('trial', null)).toBeNull();
    expect(renewalLabel('active', 'not a date')).toBeNull();
  });
});

describe('isDeleteConfirmation', () => {
  it('accepts only the exact phrase', () => {
    expect(isDeleteConfirmation('DELETE MY ACCOUNT')).toBe(true);
    expect(isDeleteConfirmation('delete my account')).toBe(false);
    expect(isDeleteConfirmation(' DELETE MY ACCOUNT')).toBe(false);
    expect(isDeleteConfirmation('DELETE MY ACCOUNT ')).toBe(false);
    expect(isDeleteConfirmation('')).toBe(false);
  });
});

describe('deleteAccountProblem', () => {
  it('needs an e-mail first', () => {
    expect(deleteAccountProblem(undefined, 'DELETE MY ACCOUNT')).toEqual({ title: MSG.deleteUnidentified });
    expect(deleteAccountProblem('', 'DELETE MY ACCOUNT')).toEqual({ title: MSG.deleteUnidentified });
  });

  it('then the exact phrase', () => {
    expect(deleteAccountProblem('a@acme.io', 'DELETE')).toEqual({
      title: 'Confirmation Required',
      description: "Please type 'DELETE MY ACCOUNT' exactly as shown to confirm",
    });
  });

  it('is null when both are there', () => {
    expect(deleteAccountProblem('a@acme.io', 'DELETE MY ACCOUNT')).toBeNull();
  });
});
