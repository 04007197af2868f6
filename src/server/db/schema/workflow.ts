import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EmailCheck } from '#domain/people/email-status';
import type { FieldSources, ProfileSources } from '#domain/people/field-sources';
import type { DiscoveryOutcome } from '#domain/discovery';
import type { OrgFieldSources } from '#domain/org-sources';
import { users } from './auth';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const analysisSessions = pgTable(
  'analysis_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    companyId: companyId(),
    productName: text('product_name'),
    productUrl: text('product_url'),
    productDescription: text('product_description'),
    targetMarket: text('target_market'),
    successIndustries: text('success_industries'),
    keyDecisionMakers: text('key_decision_makers'),
    salesCycle: text('sales_cycle'),
    pricingModel: text('pricing_model'),
    metricsKpis: text('metrics_kpis'),
    overallFeedback: text('overall_feedback'),
    competitors: text('competitors'),
    status: text('status').notNull().default('configured'),
    /** A completed analysis that found no good fit says why (shown instead of the list). */
    resultNote: text('result_note'),
    /** A discovery run: what it announced and how many are listed, under the fit floor or left out. */
    discovery: jsonb('discovery').$type<DiscoveryOutcome>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('analysis_sessions_company_idx').on(t.companyId, t.status),
    // Each member's latest configured / completed session (the configuration is per user).
    index('analysis_sessions_user_idx').on(t.companyId, t.userId, t.status, t.updatedAt),
    tenantPolicy('analysis_sessions'),
  ],
);

export const targetOrganizations = pgTable(
  'target_organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisSessionId: uuid('analysis_session_id')
      .notNull()
      .references(() => analysisSessions.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userId: ownerId(),
    name: text('name').notNull(),
    industry: text('industry'),
    sizeRange: text('size_range'),
    employeeCount: integer('employee_count'),
    location: text('location'),
    revenueRange: text('revenue_range'),
    website: text('website'),
    founded: integer('founded'),
    description: text('description'),
    source: text('source').notNull().default('directory'),
    linkedinUrl: text('linkedin_url'),
    /** Per field: the provider and record id, or the page, it came from and when (OrgFieldSources). */
    fieldSources: jsonb('field_sources').$type<OrgFieldSources>(),
    aiReasoning: text('ai_reasoning'),
    fitScore: integer('fit_score').notNull(),
    fitCategory: text('fit_category').notNull(),
    /** In the user's own category or named in Competitors: labelled Competitor and ranked down. */
    competitor: boolean('competitor').notNull().default(false),
    /** Discovered, but under the fit floor: kept so the screen can show it (apart, with why), never ranked as a fit. */
    belowFloor: boolean('below_floor').notNull().default(false),
    /** Position in its analysis (equal scores ordered by more evidence). */
    rank: integer('rank'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('target_organizations_session_idx').on(t.analysisSessionId),
    index('target_organizations_company_idx').on(t.companyId),
    index('target_organizations_company_fit_idx').on(t.companyId, t.fitScore, t.id),
    index('target_organizations_company_created_idx').on(t.companyId, t.createdAt, t.id),
    tenantPolicy('target_organizations'),
  ],
);

export const accountResearch = pgTable(
  'account_research',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => targetOrganizations.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userId: ownerId(),
    overviewData: jsonb('overview_data').notNull(),
    whyTarget: jsonb('why_target').notNull(),
    recommendedSolutions: jsonb('recommended_solutions').notNull(),
    keyInsights: jsonb('key_insights').notNull(),
    /** What could not be read ("Could not read example.com: …"), null when the site was read. */
    sourceNote: text('source_note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_research_org_idx').on(t.organizationId), tenantPolicy('account_research')],
);

export const generatedPitches = pgTable(
  'generated_pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => targetOrganizations.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userId: ownerId(),
    solutionProduct: text('solution_product').notNull(),
    solutionPriority: text('solution_priority'),
    pitchContent: text('pitch_content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('generated_pitches_org_idx').on(t.organizationId), tenantPolicy('generated_pitches')],
);

export const discoveredContacts = pgTable(
  'discovered_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => targetOrganizations.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userId: ownerId(),
    name: text('name').notNull(),
    title: text('title'),
    department: text('department'),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    linkedinUrl: text('linkedin_url'),
    location: text('location'),
    seniorityLevel: text('seniority_level'),
    fitScore: integer('fit_score'),
    fitCategory: text('fit_category'),
    aiReasoning: text('ai_reasoning'),
    bestApproach: text('best_approach'),
    recentActivity: text('recent_activity'),
    associatedSolution: text('associated_solution'),
    solutionId: text('solution_id'),
    source: text('source'),
    sourceUrl: text('source_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** verified, accept-all, risky, invalid or unknown (#domain/people/email-status); the check itself in email_check. */
    emailStatus: text('email_status').notNull().default('unknown'),
    emailCheck: jsonb('email_check').$type<EmailCheck>(),
    /** Per field: the source and date it came from (#domain/people/field-sources). */
    fieldSources: jsonb('field_sources').$type<FieldSources>().notNull().default({}),
    /** Per deep-research section: the sources it was written from. */
    profileSources: jsonb('profile_sources').$type<ProfileSources>(),
    enrichmentStatus: text('enrichment_status').notNull().default('pending'),
    /** Why the last deep research found nothing new ("Could not read example.com: …"), null when it read the site. */
    enrichmentNote: text('enrichment_note'),
    enrichedAt: ts('enriched_at'),
    dataExpiresAt: ts('data_expires_at').notNull(),
    accessCount: integer('access_count').notNull().default(0),
    professionalBackground: text('professional_background'),
    educationBackground: text('education_background'),
    skillsExpertise: text('skills_expertise'),
    recentAchievements: text('recent_achievements'),
    companyContext: text('company_context'),
    personalInterests: text('personal_interests'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('discovered_contacts_org_idx').on(t.organizationId),
    index('discovered_contacts_expiry_idx').on(t.dataExpiresAt),
    index('discovered_contacts_company_fit_idx').on(t.companyId, t.fitScore, t.id),
    index('discovered_contacts_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('discovered_contacts_company_name_idx').on(t.companyId, t.name, t.id),
    tenantPolicy('discovered_contacts'),
  ],
);

export const contactAccessLogs = pgTable(
  'contact_access_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: ownerId(),
    contactId: uuid('contact_id').references(() => discoveredContacts.id, { onDelete: 'set null' }),
    accessType: text('access_type').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
    /** After erasure: a hash of who the row was about (the contact itself is gone). */
    subjectHash: text('subject_hash'),
    accessedAt: ts('accessed_at').notNull().defaultNow(),
  },
  (t) => [index('contact_access_logs_company_idx').on(t.companyId, t.accessedAt), tenantPolicy('contact_access_logs')],
);

/**
 * A pitch as the user edited it for one contact and one solution (issue 22): the generated pitch is kept as written,
 * the draft beside it; deleting the draft brings the generated text back. One draft per contact and solution (the
 * product name in any case, as pitches are matched).
 */
export const pitchDrafts = pgTable(
  'pitch_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => discoveredContacts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => targetOrganizations.id, { onDelete: 'cascade' }),
    solutionProduct: text('solution_product').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pitch_drafts_contact_solution_idx').on(t.contactId, sql`lower(${t.solutionProduct})`),
    index('pitch_drafts_company_idx').on(t.companyId),
    tenantPolicy('pitch_drafts'),
  ],
);
