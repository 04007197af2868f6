import type { Me } from '../app/auth-context';

/** /api/me for a verified user without a company (tests of the identity and what loads with it). */
export const SIGNED_IN: Me = {
  user: {
    id: 'u1',
    email: 'ada@acme.io',
    name: 'Ada',
    emailVerified: true,
    signupCompanyUrl: null,
    onboardingCompleted: true,
  },
  profile: null,
  memberships: [],
  currentCompany: null,
  currentRole: null,
  platformRoles: [],
};
