import type { EmailCheck } from '#domain/people/email-status';
import type { FieldSources, ProfileSources } from '#domain/people/field-sources';
import type {
  KeyInsight,
  OrganizationFacts,
  OrgFitCategory,
  RecommendedSolution,
  ResearchOverview,
} from '#domain/workflow';

/** The API's shapes as the SPA reads them (dates arrive as ISO strings). */
export type Organization = OrganizationFacts & { fitCategory: OrgFitCategory; createdAt: string };

export type AccountResearch = {
  id: string;
  organizationId: string;
  createdAt: string;
  overviewData: ResearchOverview;
  whyTarget: string[];
  recommendedSolutions: RecommendedSolution[];
  keyInsights: KeyInsight[];
  /** What could not be read for this research ("Could not read example.com: …"), null when the site was read. */
  sourceNote?: string | null;
};

export type Pitch = {
  id: string;
  organizationId: string;
  solutionProduct: string;
  solutionPriority: string | null;
  pitchContent: string;
  createdAt: string;
};

export type Contact = {
  id: string;
  organizationId: string;
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  linkedinUrl: string | null;
  location: string | null;
  seniorityLevel: string | null;
  fitScore: number | null;
  fitCategory: string | null;
  aiReasoning: string | null;
  bestApproach: string | null;
  recentActivity: string | null;
  associatedSolution: string | null;
  solutionId: string | null;
  source: string | null;
  sourceUrl: string | null;
  isVerified: boolean;
  /** verified, accept-all, risky, invalid or unknown; the check (who judged it, why, when) in emailCheck. */
  emailStatus: string;
  emailCheck: EmailCheck | null;
  fieldSources: FieldSources;
  profileSources: ProfileSources;
  /** On the company's do-not-contact list: the server withholds e-mail and phones. */
  doNotContact: boolean;
  enrichmentStatus: string;
  /** Why the last deep research read nothing, when it could not read the site. */
  enrichmentNote?: string | null;
  enrichedAt: string | null;
  dataExpiresAt: string;
  accessCount: number;
  professionalBackground: string | null;
  educationBackground: string | null;
  skillsExpertise: string | null;
  recentAchievements: string | null;
  companyContext: string | null;
  personalInterests: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ContactEvent = { contactId: string; organizationId: string; enrichmentStatus: string; updatedAt: string };

/** A change of one of the user's AI jobs (attempt 2 or more: the queue is retrying it). */
export type JobEvent = {
  jobId: string;
  type: string;
  status: string;
  progress: number;
  attempt: number;
  maxAttempts: number;
  subjectId: string | null;
};
