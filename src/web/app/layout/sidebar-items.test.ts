import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '#domain/roles';
import {
  HELP_ITEM,
  SIDEBAR_GROUPS,
  canSee,
  findSidebarLocation,
  isItemActive,
  visibleSidebarGroups,
} from './sidebar-items';

const viewer = (currentRole: CompanyRole | null, platformRoles: string[] = []) => ({ currentRole, platformRoles });
const titles = (v: ReturnType<typeof viewer>) => visibleSidebarGroups(v).flatMap((g) => g.items.map((i) => i.title));
const labels = (v: ReturnType<typeof viewer>) => visibleSidebarGroups(v).map((g) => g.label);

const EVERYONE = [
  'Dashboard',
  'Organization Targeting',
  'Account Research',
  'Contact Discovery',
  'Account Lists',
  'Outreach List',
  'Sequences',
  'Tasks',
  'Lists',
  'All Contacts',
  'People',
  'Mailbox',
  'Billing',
];
const DEVELOPMENT = ['Testing', 'Deployment', 'Optimization', 'Documentation'];

describe('sidebar structure', () => {
  it('lists the five groups in the spec order with their routes', () => {
    expect(SIDEBAR_GROUPS.map((g) => g.label)).toEqual([
      'Main',
      'Research Tools',
      'Settings',
      'Administration',
      'Development',
    ]);
    expect(SIDEBAR_GROUPS.flatMap((g) => g.items.map((i) => i.url))).toEqual([
      '/dashboard',
      '/dashboard/targeting',
      '/dashboard/research',
      '/dashboard/contacts',
      '/dashboard/accounts',
      '/dashboard/outreach',
      '/dashboard/sequences',
      '/dashboard/tasks',
      '/dashboard/lists',
      '/dashboard/all/contacts',
      '/dashboard/people',
      '/dashboard/company',
      '/dashboard/mailbox',
      '/dashboard/billing',
      '/dashboard/white-label',
      '/dashboard/users',
      '/dashboard/security',
      '/admin',
      '/dashboard/testing',
      '/dashboard/deployment',
      '/dashboard/optimization',
      '/dashboard/docs',
    ]);
  });
});

describe('sidebar visibility', () => {
  it.each<CompanyRole>(['member', 'viewer'])('a plain %s sees only the items for everyone', (role) => {
    expect(titles(viewer(role))).toEqual(EVERYONE);
    expect(labels(viewer(role))).toEqual(['Main', 'Research Tools', 'Settings']);
  });

  it.each<CompanyRole>(['owner', 'admin'])(
    'a company %s also sees company settings and Security, not User Management',
    (role) => {
      expect(titles(viewer(role))).toEqual([
        'Dashboard',
        'Organization Targeting',
        'Account Research',
        'Contact Discovery',
        'Account Lists',
        'Outreach List',
        'Sequences',
        'Tasks',
        'Lists',
        'All Contacts',
        'People',
        'Company Settings',
        'Mailbox',
        'Billing',
        'White Label',
        'Security',
      ]);
      expect(labels(viewer(role))).not.toContain('Development');
      expect(canSee('platform-admin', viewer(role))).toBe(false);
    },
  );

  it('a platform admin who is a plain member sees User Management and Security, not Company Settings', () => {
    const seen = titles(viewer('member', ['admin']));
    expect(seen).toEqual(expect.arrayContaining(['User Management', 'Security']));
    expect(seen).not.toContain('Company Settings');
    expect(seen).not.toContain('White Label');
    expect(seen).not.toContain('Tech Support');
    expect(seen).not.toEqual(expect.arrayContaining(DEVELOPMENT));
  });

  it('tech_support sees Tech Support and the Development group but not User Management', () => {
    const v = viewer('member', ['tech_support']);
    expect(titles(v)).toEqual([...EVERYONE, 'Tech Support', ...DEVELOPMENT]);
    expect(labels(v)).toEqual(['Main', 'Research Tools', 'Settings', 'Administration', 'Development']);
  });

  it('super_admin sees everything except the company-manager items when only a member', () => {
    const seen = titles(viewer('member', ['super_admin']));
    expect(seen).toEqual(expect.arrayContaining(['User Management', 'Security', 'Tech Support', ...DEVELOPMENT]));
    expect(seen).not.toContain('Company Settings');
    expect(titles(viewer('owner', ['super_admin']))).toHaveLength(22);
  });

  it('a manager platform role grants nothing extra', () => {
    expect(titles(viewer('viewer', ['manager']))).toEqual(EVERYONE);
  });

  it('with no company role only the everyone items show', () => {
    expect(titles(viewer(null))).toEqual(EVERYONE);
    expect(canSee('company-manager', viewer(null))).toBe(false);
    expect(canSee('administrator', viewer(null, ['super_admin']))).toBe(true);
  });

  it('hides a group whose items are all hidden', () => {
    const groups = [{ label: 'Only staff', items: [{ ...SIDEBAR_GROUPS[4]!.items[0]! }] }];
    expect(visibleSidebarGroups(viewer('owner'), groups)).toEqual([]);
    expect(visibleSidebarGroups(viewer('member', ['tech_support']), groups)).toHaveLength(1);
  });
});

describe('active item', () => {
  it('matches Dashboard only on its own path', () => {
    expect(isItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isItemActive('/dashboard', '/dashboard/')).toBe(true);
    expect(isItemActive('/dashboard', '/dashboard/research')).toBe(false);
  });

  it('matches other items on their path and sub-paths, not on prefixes of other words', () => {
    expect(isItemActive('/dashboard/research', '/dashboard/research')).toBe(true);
    expect(isItemActive('/dashboard/research', '/dashboard/research/42')).toBe(true);
    expect(isItemActive('/dashboard/research', '/dashboard/researchers')).toBe(false);
    expect(isItemActive('/admin', '/admin')).toBe(true);
  });

  it('finds the group and item of a path for the breadcrumb', () => {
    expect(findSidebarLocation('/dashboard/white-label')).toMatchObject({
      group: { label: 'Settings' },
      item: { title: 'White Label' },
    });
    expect(findSidebarLocation('/dashboard')).toMatchObject({ group: { label: 'Main' }, item: { title: 'Dashboard' } });
    expect(findSidebarLocation('/elsewhere')).toBeNull();
  });
});

describe('the Documentation Hub for every member', () => {
  it('is the Help link for everyone; staff keep the Development group entry', () => {
    expect(HELP_ITEM).toMatchObject({ title: 'Help', url: '/dashboard/docs' });
    expect(titles(viewer('member', ['tech_support']))).toContain('Documentation');
    // A plain member reaches it through Help: the breadcrumb does not file it under a group they cannot see.
    expect(findSidebarLocation('/dashboard/docs', visibleSidebarGroups(viewer('member')))).toBeNull();
    expect(
      findSidebarLocation('/dashboard/docs', visibleSidebarGroups(viewer('member', ['tech_support'])))?.group.label,
    ).toBe('Development');
  });
});
