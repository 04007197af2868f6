import { z } from 'zod';
import { tableSelectionSchema } from './table-query';

/** The CRMs Scoutline connects to, and the words the app shows about them. */
export const CRM_IDS = ['hubspot', 'pipedrive', 'salesforce'] as const;
export type CrmId = (typeof CRM_IDS)[number];

export const CRM_LABELS: Record<CrmId, string> = {
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  salesforce: 'Salesforce',
};
/** What the connection card calls the secret it asks for. */
export const CRM_TOKEN_LABELS: Record<CrmId, string> = {
  hubspot: 'Private app access token',
  pipedrive: 'Personal API token',
  salesforce: 'Refresh token',
};

/** What Scoutline knows of an organization, as the field mapping names it. */
export const ORGANIZATION_FIELDS = ['name', 'domain', 'industry', 'employees', 'city', 'country', 'linkedin'] as const;
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];
/** What Scoutline knows of a person, as the field mapping names it. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'title', 'email', 'emailStatus', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const FIELD_LABELS: Record<OrganizationField | ContactField, string> = {
  name: 'Name',
  domain: 'Domain',
  industry: 'Industry',
  employees: 'Employees',
  city: 'City',
  country: 'Country',
  linkedin: 'LinkedIn',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  email: 'E-mail',
  emailStatus: 'E-mail status',
  phone: 'Phone',
};

/** Scoutline field → CRM property name; an empty name leaves the field out. */
export type CrmFieldMapping = {
  organization: Partial<Record<OrganizationField, string>>;
  contact: Partial<Record<ContactField, string>>;
};

/**
 * HubSpot's default company and contact properties. E-mail status has no default property: name a custom one
 * to send it (HubSpot refuses a whole batch that names a property it does not have).
 */
export const DEFAULT_FIELD_MAPPING: Record<CrmId, CrmFieldMapping> = {
  hubspot: {
    organization: {
      name: 'name',
      domain: 'domain',
      industry: 'industry',
      employees: 'numberofemployees',
      city: 'city',
      country: 'country',
      linkedin: 'linkedin_company_page',
    },
    contact: {
      firstName: 'firstname',
      lastName: 'lastname',
      title: 'jobtitle',
      email: 'email',
      emailStatus: '',
      phone: 'phone',
    },
  },
  /**
   * Pipedrive's organization and person fields (API v2). address_locality and address_country are written into
   * the organization's address; a 40-character custom field key is written into custom_fields. The domain is
   * written to (and matched on) the organization's website field.
   */
  pipedrive: {
    organization: {
      name: 'name',
      domain: 'domain',
      industry: 'industry',
      employees: 'employee_count',
      city: 'address_locality',
      country: 'address_country',
      linkedin: 'linkedin',
    },
    contact: {
      firstName: 'first_name',
      lastName: 'last_name',
      title: 'job_title',
      email: 'email',
      emailStatus: '',
      phone: 'phone',
    },
  },
  /**
   * Salesforce's standard Account and Contact fields. Accounts have no LinkedIn or domain field: the domain goes
   * to Website (the match key); LinkedIn and e-mail status need a custom field (Salesforce refuses a record
   * naming a field it does not have).
   */
  salesforce: {
    organization: {
      name: 'Name',
      domain: 'Website',
      industry: 'Industry',
      employees: 'NumberOfEmployees',
      city: 'BillingCity',
      country: 'BillingCountry',
      linkedin: '',
    },
    contact: {
      firstName: 'FirstName',
      lastName: 'LastName',
      title: 'Title',
      email: 'Email',
      emailStatus: '',
      phone: 'Phone',
    },
  },
};

const propertyName = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-zA-Z0-9_]*$/, 'A CRM property name has letters, digits and underscores only');

export const crmIdParam = z.enum(CRM_IDS);
export const saveCrmTokenBody = z.object({ token: z.string().trim().min(8).max(500) });
/** Salesforce: the connected app's consumer key and secret, and a refresh token of the web-server flow. */
export const saveSalesforceCredentialsBody = z.object({
  clientId: z.string().trim().min(8).max(300),
  clientSecret: z.string().trim().min(8).max(300),
  refreshToken: z.string().trim().min(8).max(500),
});
export type SalesforceCredentials = z.infer<typeof saveSalesforceCredentialsBody>;
export const updateCrmSettingsBody = z
  .object({
    excludeCustomers: z.boolean().optional(),
    fieldMapping: z
      .object({
        organization: z.object(Object.fromEntries(ORGANIZATION_FIELDS.map((f) => [f, propertyName.optional()]))),
        contact: z.object(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, propertyName.optional()]))),
      })
      .optional(),
  })
  .refine((v) => v.excludeCustomers !== undefined || v.fieldMapping !== undefined, 'Nothing to change');
export const crmPushBody = z
  .object({
    organizationIds: z.array(z.string().uuid()).max(5000).default([]),
    contactIds: z.array(z.string().uuid()).max(5000).default([]),
    /** Also send every contact found for the organizations. */
    includeContacts: z.boolean().default(false),
    /** A table's selection (chosen rows, or every row a filter matches): the bulk bar's Send to CRM. */
    selection: tableSelectionSchema.optional(),
  })
  .refine(
    (v) => v.organizationIds.length + v.contactIds.length > 0 || v.selection !== undefined,
    'Choose at least one organization or contact',
  );
export const crmBadgesQuery = z.object({
  domains: z.string().max(20_000).optional(),
  emails: z.string().max(20_000).optional(),
});

export type CrmPushOutcome = 'created' | 'updated' | 'skipped' | 'failed';
/** One record of a Send to CRM: what happened and, when skipped or failed, why (in words). */
export type CrmPushResult = {
  kind: 'organization' | 'contact';
  id: string;
  name: string;
  outcome: CrmPushOutcome;
  reason?: string;
  crmId?: string;
};

export type CrmPushRunDto = {
  id: string;
  crm: CrmId;
  status: 'queued' | 'running' | 'completed' | 'failed';
  total: number;
  done: number;
  counts: Record<CrmPushOutcome, number>;
  results: CrmPushResult[];
  error: string | null;
};

export type CrmConnectionDto = {
  id: CrmId;
  label: string;
  connected: boolean;
  tokenLast4?: string | null;
  accountLabel: string | null;
  excludeCustomers: boolean;
  fieldMapping: CrmFieldMapping;
  lastSyncAt: string | null;
  lastSyncRecords: number | null;
  lastSyncError: string | null;
  companiesPulled: number;
  contactsPulled: number;
  /** The CRM's daily API allowance as it last reported it (Salesforce's Sforce-Limit-Info), when it does. */
  apiLimit?: CrmApiLimit | null;
  /**
   * Salesforce, for owners and admins: the callback URLs its connected app must list for "Connect with Salesforce"
   * (the app's address, and the company's custom domain's when white label is on).
   */
  oauthCallbackUrls?: string[];
};
export type CrmApiLimit = { used: number; max: number; at: string };

export type CrmConnectionsDto = { crms: CrmConnectionDto[]; canManage: boolean };

/** "In HubSpot · Customer · owner Dana", and the link to the record. */
export type CrmBadge = { crm: CrmId; label: string; stage: string | null; owner: string | null; url: string | null };
export type CrmBadgesDto = { domains: Record<string, CrmBadge>; emails: Record<string, CrmBadge> };

/** The badge's words. */
export const crmBadgeText = (b: CrmBadge) =>
  [`In ${b.label}`, b.stage && stageWords(b.stage), b.owner && `owner ${b.owner}`].filter(Boolean).join(' · ');

// A label as the CRM shows it ("Customer - Direct") is kept; an internal name ("salesqualifiedlead") is spelled out.
const stageWords = (stage: string) =>
  /\s/.test(stage)
    ? stage
    : stage
        .replace(/[_-]+/g, ' ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .replace(/^\w/, (c) => c.toUpperCase());

/** A lifecycle stage or account type that means "already a customer" (targeting leaves these out). */
export const isCustomerStage = (stage: string | null) => Boolean(stage && /customer/i.test(stage));

export const CRM_MSG = {
  notConnected: (label: string) => `${label} is not connected: an owner or admin adds a token on the Integrations tab.`,
  dnc: 'On the do-not-contact list: never sent to a CRM',
  noEmail: 'No e-mail address: the CRM matches contacts by e-mail',
  noDomain: 'No website domain: the CRM matches companies by domain',
  unchanged: 'Nothing new to send: the CRM already has these values',
  accountsNotSent: 'Imported accounts are not sent to a CRM: send the organizations of an analysis instead',
  tooMany: (max: number) => `Send at most ${max.toLocaleString('en-US')} records at a time`,
  keptEdits: (fields: string[]) => `Kept the CRM's own values for ${fields.join(', ')}`,
};
