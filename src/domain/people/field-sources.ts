/** The person fields a source supplies; each keeps the source and date it came from. */
export const SOURCED_FIELDS = [
  'name',
  'title',
  'department',
  'email',
  'phone',
  'mobilePhone',
  'linkedinUrl',
  'location',
] as const;
export type SourcedField = (typeof SOURCED_FIELDS)[number];

export const SOURCED_FIELD_LABELS: Record<SourcedField, string> = {
  name: 'Name',
  title: 'Title',
  department: 'Department',
  email: 'E-mail',
  phone: 'Phone',
  mobilePhone: 'Mobile phone',
  linkedinUrl: 'LinkedIn',
  location: 'Location',
};

/**
 * Where one field came from: `source` is a stable id ('web', 'import', 'ai', or a provider id such as
 * 'apollo'), `label` the words shown ("Import", "Apollo", "gitlab.com/company/team"), `url` the page,
 * `recordId` a provider's record id, `at` when it was read (ISO).
 */
export type FieldSource = { source: string; label: string; url?: string; recordId?: string; at: string };
export type FieldSources = Partial<Record<SourcedField, FieldSource>>;

/** The deep-research sections; each lists the sources it was written from. */
export const PROFILE_SECTIONS = [
  'professionalBackground',
  'educationBackground',
  'skillsExpertise',
  'recentAchievements',
  'companyContext',
  'personalInterests',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export type ProfileSources = Partial<Record<ProfileSection, FieldSource[]>>;

/** "gitlab.com/company/team": a page's host and path, without scheme, www or trailing slash. */
export function pageLabel(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.replace(/\/+$/, '');
    return `${u.host.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/** A web page as a field source. */
export const pageSource = (url: string, at: string): FieldSource => ({ source: 'web', label: pageLabel(url), url, at });
