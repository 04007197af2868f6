import type {
  AnalysisConfig,
  ContactFitCategory,
  KeyInsight,
  OrganizationFacts,
  OrgFitCategory,
  Provenance,
  RecommendedSolution,
  ResearchOverview,
  SeniorityLevel,
} from '#domain/workflow';
import type { OrgFieldSources } from '#domain/org-sources';

/** One page the web reader fetched: its final URL, title, visible text and raw HTML. */
export type SitePage = { url: string; title: string; text: string; html: string; fetchedAt: string };
/** A site as read: the home page first, then the linked pages that matter (about, pricing, team…). */
export type SiteSnapshot = { rootUrl: string; pages: SitePage[] };

/** Fields auto-fill may fill; each only when the pages support it (empty string otherwise). */
export type ExtractedConfig = Omit<AnalysisConfig, 'productUrl' | 'overallFeedback'> & { overallFeedback: string };

/** An organization that can be ranked: from the bundled directory or the company's import. */
export type Candidate = {
  key: string;
  name: string;
  domain: string | null;
  industry: string | null;
  subIndustry?: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  founded: number | null;
  description: string | null;
  keywords: string[];
  /** directory, import, or the provider that found it (apollo, pdl, web). */
  source: 'directory' | 'import' | 'apollo' | 'pdl' | 'web';
  linkedinUrl?: string | null;
  /** Per field, where a discovered organization's value came from (provider record or page, and when). */
  fieldSources?: OrgFieldSources;
};

/**
 * A ranked candidate. `competitor`: in the seller's own category or named in Competitors (labelled and ranked
 * below every buyer); `evidence`: how many independent signals matched (equal scores rank by it).
 */
export type RankedOrganization = Candidate & {
  fitScore: number;
  fitCategory: OrgFitCategory;
  reasoning: string;
  matchedCriteria: string[];
  competitor?: boolean;
  evidence?: number;
};

/** The stored organization the research, pitch and contact operations work on. */
export type OrganizationRecord = OrganizationFacts & { fitCategory: string };

export type AccountResearchResult = {
  overview: ResearchOverview;
  whyTarget: string[];
  recommendedSolutions: RecommendedSolution[];
  keyInsights: KeyInsight[];
};

/** A real person found in a source; never invented. email/phone only when the source shows them. */
export type DiscoveredPerson = {
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  linkedinUrl: string | null;
  location: string | null;
  seniorityLevel: SeniorityLevel;
  fitScore: number;
  fitCategory: ContactFitCategory;
  reasoning: string;
  bestApproach: string;
  recentActivity: string | null;
  verified: boolean;
  provenance: Provenance;
  /** The `key` of the listed person this came from, when it came from a list (see ListedPerson). */
  key?: string;
};

export type ContactProfile = {
  professionalBackground: string | null;
  educationBackground: string | null;
  skillsExpertise: string | null;
  recentAchievements: string | null;
  companyContext: string | null;
  personalInterests: string | null;
  whyThisContact: string;
  bestApproach: string;
  sources: Provenance[];
};

export type ImportedPerson = {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  /** Only from an import's mobile column; absent in sources that have none. */
  mobilePhone?: string | null;
  linkedinUrl: string | null;
  location: string | null;
};

/**
 * A person from a structured list (the company's import, a people provider) for the engine to score.
 * `key` is echoed on the DiscoveredPerson made from it, so the caller can tell which entry it was.
 */
export type ListedPerson = ImportedPerson & { department?: string | null; key?: string };

/** The one interface every feature uses; the built-in engine and the LLM engine implement it. */
export type AiEngine = {
  name: 'builtin' | 'llm';
  extractCompanyConfig(site: SiteSnapshot): Promise<ExtractedConfig>;
  rankOrganizations(config: AnalysisConfig, candidates: Candidate[]): Promise<RankedOrganization[]>;
  researchAccount(
    org: OrganizationRecord,
    config: AnalysisConfig,
    site: SiteSnapshot | null,
  ): Promise<AccountResearchResult>;
  /** `recipient`: the contact the pitch is for, when one is known (greeted by name). */
  writePitch(
    org: OrganizationRecord,
    research: AccountResearchResult | null,
    solution: RecommendedSolution,
    config: AnalysisConfig,
    recipient?: { name: string | null; title: string | null } | null,
  ): Promise<string>;
  discoverContacts(
    org: OrganizationRecord,
    config: AnalysisConfig,
    sources: { site: SiteSnapshot | null; people: ListedPerson[] },
    solution?: RecommendedSolution,
  ): Promise<DiscoveredPerson[]>;
  researchContact(
    contact: DiscoveredPerson & { id: string },
    org: OrganizationRecord,
    site: SiteSnapshot | null,
  ): Promise<ContactProfile>;
};
