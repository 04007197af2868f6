import type { RoleRequirement } from '#domain/roles';

/** Pages whose features land in later work; each says which feature is coming, so no link is dead. */
export const UPCOMING_PAGES: { path: string; title: string; requirement?: RoleRequirement }[] = [
  { path: '/dashboard/company', title: 'Company Settings' },
  { path: '/dashboard/billing', title: 'Billing & Subscription' },
  { path: '/dashboard/white-label', title: 'White-Label Customization' },
  { path: '/dashboard/users', title: 'User Management' },
  { path: '/dashboard/security', title: 'Security Dashboard' },
  { path: '/dashboard/testing', title: 'Testing Dashboard' },
  { path: '/dashboard/docs', title: 'Documentation Hub' },
  { path: '/dashboard/deployment', title: 'Deployment Monitoring' },
  { path: '/dashboard/optimization', title: 'System Optimization' },
];
