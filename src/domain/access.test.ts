import { describe, expect, it } from 'vitest';
import { ACCESS_MSG, decideAccess } from './access';

describe('decideAccess', () => {
  it('any-of and all-of, with super admin always passing', () => {
    expect(decideAccess({ roles: ['manager'], required: ['admin', 'manager'] }).allowed).toBe(true);
    expect(decideAccess({ roles: ['manager'], required: ['admin', 'manager'], mode: 'all' })).toMatchObject({
      allowed: false,
      message: ACCESS_MSG.deniedAll(['admin', 'manager']),
    });
    expect(decideAccess({ roles: [], required: ['admin'] })).toMatchObject({
      allowed: false,
      title: 'Access Restricted',
      message: 'You need one of these roles: admin',
    });
    expect(decideAccess({ roles: ['super_admin'], required: ['admin', 'manager'], mode: 'all' }).allowed).toBe(true);
    expect(decideAccess({ roles: ['admin', 'manager'], required: ['admin', 'manager'], mode: 'all' }).allowed).toBe(
      true,
    );
  });

  it('a tech_support requirement passes for tech_support or super_admin', () => {
    expect(decideAccess({ roles: ['tech_support'], required: ['tech_support'] }).allowed).toBe(true);
    expect(decideAccess({ roles: ['super_admin'], required: ['tech_support'] }).allowed).toBe(true);
    expect(decideAccess({ roles: ['admin'], required: ['tech_support'] }).allowed).toBe(false);
  });

  it('while impersonating only tech_support features stay open', () => {
    expect(decideAccess({ roles: ['super_admin'], required: ['admin'], impersonating: true })).toMatchObject({
      allowed: false,
      reason: 'impersonation',
      title: 'Access Restricted During Impersonation',
      message: 'This feature is not available during user impersonation for security reasons.',
    });
    expect(decideAccess({ roles: ['tech_support'], required: ['tech_support'], impersonating: true }).allowed).toBe(
      true,
    );
  });
});
