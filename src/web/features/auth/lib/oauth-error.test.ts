import { describe, expect, it } from 'vitest';
import { MSG, WORK_EMAIL_REQUIRED } from '#domain/messages';
import { oauthErrorMessage } from './oauth-error';

describe('oauthErrorMessage', () => {
  it('explains the work e-mail rule when Google sign-up was refused, and the generic failure otherwise', () => {
    expect(oauthErrorMessage(WORK_EMAIL_REQUIRED)).toBe(MSG.workEmailRequired);
    expect(oauthErrorMessage('unable_to_create_user')).toBe(MSG.googleFailed);
    expect(oauthErrorMessage('state_mismatch')).toBe(MSG.googleFailed);
    expect(oauthErrorMessage('access_denied')).toBe(MSG.googleFailed);
  });
});
