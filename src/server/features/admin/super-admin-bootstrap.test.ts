import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rolesOf } from './admin-test-helpers';
import { announceSuperAdminSetup, ensureSetupToken } from './super-admin-bootstrap';

describe('super admin set-up at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  const capture = () => {
    const printed: string[] = [];
    const logger: Logger = {
      ...createLogger('silent'),
      plain: (text) => printed.push(text),
    };
    return { printed, logger };
  };

  it('prints the setup token alone on its own line while no super admin exists, the same one every start', async () => {
    const first = capture();
    await announceSuperAdminSetup(t.database.db, first.logger, undefined);
    const token = await ensureSetupToken(t.database.db);
    expect(first.printed).toContain(token);
    // The hint addresses the operator who reads the log, and names the page's address (not a sidebar item).
    expect(first.printed[0]).toMatch(/^For the deployment's operator: no super admin yet\..* open \/dashboard\/users /);
    const second = capture();
    await announceSuperAdminSetup(t.database.db, second.logger, undefined);
    expect(second.printed).toContain(token);
  });

  it('with BOOTSTRAP_SUPER_ADMIN_EMAIL names a verified account super admin at start, and then prints no token', async () => {
    const boss = await t.signUpVerified('boss@start.io');
    const start = capture();
    await announceSuperAdminSetup(t.database.db, start.logger, 'BOSS@start.io');
    expect(await rolesOf(t, boss.userId)).toEqual(['super_admin']);
    expect(start.printed).toEqual([]);
    expect(await ensureSetupToken(t.database.db)).toBeNull();
  });
});
