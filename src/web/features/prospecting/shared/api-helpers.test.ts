import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { errorMessage, isDailyLimitError, requireSuccess } from './api-helpers';

describe('api helpers', () => {
  it('treats a false success flag as an error with the server text, or the fallback', () => {
    expect(() => requireSuccess({ success: false, error: 'Research is still running.' }, 'Research failed')).toThrow(
      'Research is still running.',
    );
    expect(() => requireSuccess({ success: false }, 'Research failed')).toThrow('Research failed');
    expect(requireSuccess({ success: true, value: 1 }, 'x')).toEqual({ success: true, value: 1 });
  });
  it('recognises the daily access limit', () => {
    expect(
      isDailyLimitError(new ApiError(429, 'You have reached your daily access limit of 50 contact views.', null)),
    ).toBe(true);
    expect(isDailyLimitError(new Error('daily access limit exceeded'))).toBe(true);
    expect(isDailyLimitError(new ApiError(402, 'Insufficient credits', null))).toBe(false);
  });
  it('passes the server message through', () => {
    expect(errorMessage(new ApiError(402, 'Insufficient credits. Upgrade your plan.', null))).toBe(
      'Insufficient credits. Upgrade your plan.',
    );
    expect(errorMessage('nope')).toBeUndefined();
  });
});
