/** What the back office endpoints answer (dates arrive as ISO strings). */
export type SupportStats = {
  totalUsers: number;
  recentSignups: number;
  unverified: number;
  activeIssues: number;
  issues: { failedJobs: number; lockedAccounts: number };
};

export type UserSearchResult = {
  userId: string;
  email: string;
  username: string | null;
  companyName: string | null;
  currentCompanyName: string | null;
  isProtected: boolean;
  createdAt: string;
};

export type AuditedAction = { action: string; tableName: string; createdAt: string };
export type ImpersonationRecord = {
  id: string;
  realUserId: string;
  realUserEmail: string | null;
  writeEnabled: boolean;
  startedAt: string;
  endedAt: string | null;
  actions: AuditedAction[];
};

export type UserDetail = {
  profile: {
    userId: string;
    email: string;
    username: string | null;
    companyName: string | null;
    currentCompanyId: string | null;
    isProtected: boolean;
    createdAt: string;
    updatedAt: string;
  };
  account: { name: string | null; emailVerified: boolean; createdAt: string | null; lastSignInAt: string | null };
  roles: string[];
  memberships: { companyId: string; companyName: string; role: string; planType: string; joinedAt: string }[];
  /** The user's analysis sessions; each says whose it is, where, and whether it is their current one there. */
  configs: {
    id: string;
    companyId: string;
    companyName?: string;
    userId?: string;
    ownerEmail?: string;
    current?: boolean;
    productName: string | null;
    productUrl: string | null;
    productDescription: string | null;
    targetMarket: string | null;
    status: string;
    createdAt: string;
  }[];
  organizations: {
    id: string;
    name: string;
    industry: string | null;
    sizeRange: string | null;
    fitScore: number;
    fitCategory: string;
    aiReasoning: string | null;
    createdAt: string;
  }[];
  contacts: {
    id: string;
    name: string;
    title: string | null;
    department: string | null;
    email: string | null;
    location: string | null;
    fitScore: number | null;
    isVerified: boolean;
    dataExpiresAt: string;
    accessCount: number;
    createdAt: string;
  }[];
  pitches: {
    id: string;
    solutionProduct: string;
    solutionPriority: string | null;
    pitchContent: string;
    createdAt: string;
  }[];
  research: { id: string; organizationId: string; createdAt: string }[];
  /** The user's totals; each list holds the newest `listLimit` rows. */
  totals: { configs: number; organizations: number; contacts: number; pitches: number; research: number };
  listLimit: number;
  impersonations: ImpersonationRecord[];
};

export type SupportCompany = {
  id: string;
  name: string;
  slug: string;
  planType: string;
  maxUsers: number;
  creditsRemaining: number;
  subscriptionStatus: string;
  subscriptionExpiresAt: string | null;
  createdAt: string;
  members: number;
};

export type HealthStatus = 'healthy' | 'warning' | 'error';
export type SystemHealth = {
  status: HealthStatus;
  checkedAt: string;
  error: string | null;
  metrics: {
    databaseLatencyMs: number;
    totalProfiles: number;
    activeUsers24h: number;
    newProfiles24h: number;
    analysisSessions24h: number;
    contactsDiscovered24h: number;
    failedJobs24h: number;
    pendingJobs: number;
    stalledJobs: number;
    uptimeSeconds: number;
    memoryMb: number;
  } | null;
};
