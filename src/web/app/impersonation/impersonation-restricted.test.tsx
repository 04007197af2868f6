// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_MSG } from '#domain/access';
import { RestrictedDuringImpersonation } from './impersonation-restricted';

const mocks = vi.hoisted(() => ({ auth: { realPlatformRoles: [] as string[], impersonating: false } }));
vi.mock('../auth-context', () => ({ useAuth: () => mocks.auth }));

const renderPage = (auth: { realPlatformRoles: string[]; impersonating: boolean }) => {
  mocks.auth = auth;
  return render(
    <RestrictedDuringImpersonation>
      <p>billing page</p>
    </RestrictedDuringImpersonation>,
  );
};

describe('RestrictedDuringImpersonation', () => {
  afterEach(cleanup);

  it('shows the feature to its users as usual', () => {
    renderPage({ realPlatformRoles: [], impersonating: false });
    expect(screen.getByText('billing page')).toBeTruthy();
  });

  it('shows the spec’s notice instead while impersonating, even to a super admin', () => {
    renderPage({ realPlatformRoles: ['super_admin'], impersonating: true });
    expect(screen.queryByText('billing page')).toBeNull();
    const notice = screen.getByTestId('access-restricted');
    expect(notice.textContent).toContain(ACCESS_MSG.impersonationTitle);
    expect(notice.textContent).toContain(
      'This feature is not available during user impersonation for security reasons.',
    );
  });
});
