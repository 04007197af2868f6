// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailCheck } from '#domain/people/email-status';
import { EmailStatusBadge } from './email-status-badge';
import { emailCheckLine } from './field-provenance';

const check = (over: Partial<EmailCheck>): EmailCheck => ({
  status: 'unknown',
  reason: 'r',
  verifier: 'hunter',
  label: 'Hunter',
  checkedAt: '2026-11-23T10:00:00Z',
  origin: 'found',
  ...over,
});

describe('how an e-mail is presented', () => {
  afterEach(cleanup);

  it('says who checked it and when', () => {
    expect(
      emailCheckLine({ email: 'a@b.com', emailStatus: 'verified', emailCheck: check({ status: 'verified' }) }),
    ).toBe('E-mail · Hunter · verified Nov 23, 2026');
    expect(emailCheckLine({ email: 'a@b.com', emailStatus: 'unknown', emailCheck: null })).toBe(
      'E-mail · unknown (not checked yet)',
    );
    expect(emailCheckLine({ email: null, emailStatus: 'unknown', emailCheck: null })).toBeNull();
  });

  it('never presents an address guessed from a name pattern as found', () => {
    const guess = check({ status: 'accept-all', origin: 'pattern', score: 84 });
    expect(emailCheckLine({ email: 'j.doe@b.com', emailStatus: 'accept-all', emailCheck: guess })).toBe(
      'E-mail · Hunter · guessed from a name pattern, not found · accept-all Nov 23, 2026',
    );
    render(<EmailStatusBadge status="accept-all" check={guess} />);
    expect(screen.getByTestId('email-status').textContent).toBe('Accept-all · guessed (score 84)');
  });
});
