import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  planType: text('plan_type').notNull().default('trial'),
  maxUsers: integer('max_users').notNull().default(5),
  creditsRemaining: integer('credits_remaining').notNull().default(100),
  subscriptionStatus: text('subscription_status').notNull().default('trial'),
  subscriptionExpiresAt: ts('subscription_expires_at'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** monthly or yearly for a Stripe subscription; yearly plans still get their credits each month. */
  billingInterval: text('billing_interval'),
  /** When the plan's credits were last granted: the anchor of the monthly refill. */
  creditsRefilledAt: ts('credits_refilled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const companyMemberships = pgTable(
  'company_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    unique('company_memberships_user_company').on(t.userId, t.companyId),
    index('company_memberships_company_idx').on(t.companyId),
  ],
);

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  username: text('username'),
  companyName: text('company_name'),
  currentCompanyId: uuid('current_company_id').references(() => companies.id, { onDelete: 'set null' }),
  isProtected: boolean('is_protected').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('user_roles_user_role').on(t.userId, t.role)],
);

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId), tenantPolicy('company_invitations')],
);

export const companyBranding = pgTable(
  'company_branding',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    primaryColor: text('primary_color').notNull().default('#667eea'),
    secondaryColor: text('secondary_color').notNull().default('#764ba2'),
    whiteLabelEnabled: boolean('white_label_enabled').notNull().default(false),
    logoUrl: text('logo_url'),
    loginBackgroundUrl: text('login_background_url'),
    customDomain: text('custom_domain'),
    emailFooter: text('email_footer'),
    customCss: text('custom_css'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  () => [tenantPolicy('company_branding')],
);
