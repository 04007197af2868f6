// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard } from './access-guard';

const mocks = vi.hoisted(() => ({ auth: { realPlatformRoles: [] as string[], impersonating: false } }));
vi.mock('../auth-context', () => ({ useAuth: () => mocks.auth }));

const renderGuard = (
  roles: string[],
  required: string[],
  options: { mode?: 'any' | 'all'; impersonating?: boolean } = {},
) => {
  mocks.auth = { realPlatformRoles: roles, impersonating: options.impersonating ?? false };
  return render(
    <AccessGuard requiredRoles={required} mode={options.mode}>
      <p>secret content</p>
    </AccessGuard>,
  );
};

describe('AccessGuard', () => {
  afterEach(cleanup);

  it('shows the content when any required role is held, and super admin always passes', () => {
    renderGuard(['manager'], ['admin', 'manager']);
    expect(screen.getByText('secret content')).toBeTruthy();
    cleanup();
    renderGuard(['super_admin'], ['admin', 'manager'], { mode: 'all' });
    expect(screen.getByText('secret content')).toBeTruthy();
  });

  it('a tech_support requirement passes for tech_support and super_admin only', () => {
    renderGuard(['tech_support'], ['tech_support']);
    expect(screen.getByText('secret content')).toBeTruthy();
    cleanup();
    renderGuard(['admin'], ['tech_support']);
    expect(screen.getByText('Access Restricted')).toBeTruthy();
    expect(screen.getByText('You need one of these roles: tech_support')).toBeTruthy();
  });

  it('words the all-of denial', () => {
    renderGuard(['admin'], ['admin', 'manager'], { mode: 'all' });
    expect(screen.getByText('You need all of these roles: admin, manager')).toBeTruthy();
    expect(screen.queryByText('secret content')).toBeNull();
  });

  it('refuses anything not requiring tech_support while impersonating, even for a super admin', () => {
    renderGuard(['super_admin'], ['admin'], { impersonating: true });
    expect(screen.getByText('Access Restricted During Impersonation')).toBeTruthy();
    expect(
      screen.getByText('This feature is not available during user impersonation for security reasons.'),
    ).toBeTruthy();
    cleanup();
    renderGuard(['tech_support'], ['tech_support'], { impersonating: true });
    expect(screen.getByText('secret content')).toBeTruthy();
  });
});
