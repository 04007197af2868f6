import {
  BookOpen,
  Building2,
  CircleHelp,
  ClipboardCheck,
  CreditCard,
  FileSearch,
  FileSpreadsheet,
  ListChecks,
  ListTree,
  Contact,
  FlaskConical,
  Gauge,
  Headset,
  LayoutDashboard,
  Mail,
  Palette,
  Rocket,
  Send,
  ShieldCheck,
  Target,
  UserCog,
  UserRoundSearch,
  UserSearch,
  type LucideIcon,
} from 'lucide-react';
import { isAdmin, isTechSupport, type CompanyRole } from '#domain/roles';

/**
 * Who may see an item (core-workflow spec section 6, "Sidebar visibility"):
 * - everyone: any member of the current company;
 * - company-manager: company owner or admin;
 * - administrator: platform admin or super_admin, or company owner or admin;
 * - platform-admin: platform admin or super_admin only. User Management uses it: its page refuses everyone
 *   else, so offering it to a company owner led only to Access Restricted (decision 031).
 * - tech-support: platform tech_support or super_admin.
 */
export type SidebarAudience = 'everyone' | 'company-manager' | 'administrator' | 'platform-admin' | 'tech-support';

export type SidebarItem = { title: string; url: string; icon: LucideIcon; audience: SidebarAudience };
export type SidebarGroupDef = { label: string; items: SidebarItem[] };

/** What the visibility rules look at: the role in the current company and the platform roles. */
export type SidebarViewer = { currentRole: CompanyRole | null; platformRoles: readonly string[] };

export const SIDEBAR_GROUPS: readonly SidebarGroupDef[] = [
  {
    label: 'Main',
    items: [{ title: 'Dashboard', url: '/dashboard', icon: LayoutDashboard, audience: 'everyone' }],
  },
  {
    label: 'Research Tools',
    items: [
      { title: 'Organization Targeting', url: '/dashboard/targeting', icon: Target, audience: 'everyone' },
      { title: 'Account Research', url: '/dashboard/research', icon: FileSearch, audience: 'everyone' },
      { title: 'Contact Discovery', url: '/dashboard/contacts', icon: UserSearch, audience: 'everyone' },
      { title: 'Account Lists', url: '/dashboard/accounts', icon: FileSpreadsheet, audience: 'everyone' },
      { title: 'Outreach List', url: '/dashboard/outreach', icon: ListChecks, audience: 'everyone' },
      { title: 'Sequences', url: '/dashboard/sequences', icon: Send, audience: 'everyone' },
      { title: 'Tasks', url: '/dashboard/tasks', icon: ClipboardCheck, audience: 'everyone' },
      { title: 'Lists', url: '/dashboard/lists', icon: ListTree, audience: 'everyone' },
      { title: 'All Contacts', url: '/dashboard/all/contacts', icon: Contact, audience: 'everyone' },
      // Viewers may search people too (saving is for members; the page hides Save from viewers).
      { title: 'People', url: '/dashboard/people', icon: UserRoundSearch, audience: 'everyone' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { title: 'Company Settings', url: '/dashboard/company', icon: Building2, audience: 'company-manager' },
      { title: 'Mailbox', url: '/dashboard/mailbox', icon: Mail, audience: 'everyone' },
      { title: 'Billing', url: '/dashboard/billing', icon: CreditCard, audience: 'everyone' },
      { title: 'White Label', url: '/dashboard/white-label', icon: Palette, audience: 'company-manager' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { title: 'User Management', url: '/dashboard/users', icon: UserCog, audience: 'platform-admin' },
      { title: 'Security', url: '/dashboard/security', icon: ShieldCheck, audience: 'administrator' },
      { title: 'Tech Support', url: '/admin', icon: Headset, audience: 'tech-support' },
    ],
  },
  {
    label: 'Development',
    items: [
      { title: 'Testing', url: '/dashboard/testing', icon: FlaskConical, audience: 'tech-support' },
      { title: 'Deployment', url: '/dashboard/deployment', icon: Rocket, audience: 'tech-support' },
      { title: 'Optimization', url: '/dashboard/optimization', icon: Gauge, audience: 'tech-support' },
      { title: 'Documentation', url: '/dashboard/docs', icon: BookOpen, audience: 'tech-support' },
    ],
  },
];

/**
 * The Documentation Hub for every member: the top bar's Help link (the Development group keeps its
 * Documentation entry for staff, as the spec lists it).
 */
export const HELP_ITEM = { title: 'Help', url: '/dashboard/docs', icon: CircleHelp } as const;

const isCompanyManager = (role: CompanyRole | null) => role === 'owner' || role === 'admin';

/** Whether a viewer may see items meant for an audience. */
export function canSee(audience: SidebarAudience, viewer: SidebarViewer): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'company-manager':
      return isCompanyManager(viewer.currentRole);
    case 'administrator':
      return isAdmin(viewer.platformRoles) || isCompanyManager(viewer.currentRole);
    case 'platform-admin':
      return isAdmin(viewer.platformRoles);
    case 'tech-support':
      return isTechSupport(viewer.platformRoles);
  }
}

/** The groups and items a viewer sees, in order; a group with no visible item is left out. */
export function visibleSidebarGroups(
  viewer: SidebarViewer,
  groups: readonly SidebarGroupDef[] = SIDEBAR_GROUPS,
): SidebarGroupDef[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => canSee(item.audience, viewer)) }))
    .filter((group) => group.items.length > 0);
}

/** Dashboard is active only on its own path; the others also on their sub-paths. */
export function isItemActive(url: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (url === '/dashboard') return path === url;
  return path === url || path.startsWith(`${url}/`);
}

/**
 * The group and item the current path belongs to, for the top bar's breadcrumb; pass the viewer's visible
 * groups so a page reached through the Help link is not filed under a group they cannot see.
 */
export function findSidebarLocation(
  pathname: string,
  groups: readonly SidebarGroupDef[] = SIDEBAR_GROUPS,
): { group: SidebarGroupDef; item: SidebarItem } | null {
  for (const group of groups) {
    const item = group.items.find((candidate) => isItemActive(candidate.url, pathname));
    if (item) return { group, item };
  }
  return null;
}
