import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in';

describe('afterSignInPath', () => {
  it('keeps the invite link query', () => {
    expect(afterSignInPath({ from: '/company-onboarding?company=acme' })).toBe('/company-onboarding?company=acme');
  });
  it('goes to onboarding otherwise', () => {
    expect(afterSignInPath({ from: '/dashboard/billing' })).toBe('/company-onboarding');
    expect(afterSignInPath(null)).toBe('/company-onboarding');
  });
});
