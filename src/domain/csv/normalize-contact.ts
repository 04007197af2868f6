import type { ContactMapping } from './account-mapping';
import type { CsvRow } from './csv-table';
import { extractDomain } from './extract-domain';
import { locationOf, type RowResult } from './normalize-account';
import { cleanValue } from './normalize-values';
import { properCaseName } from './proper-case';

/** A person as it will be stored in imported_contacts. */
export type ContactDraft = {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  linkedinUrl: string | null;
  location: string | null;
  organizationName: string | null;
  organizationDomain: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** Maps, cleans and validates one CSV row into a contact draft; caseCompanies as in isShoutingColumn. */
export function normalizeContactRow(
  row: CsvRow,
  mapping: ContactMapping,
  { caseCompanies = true }: { caseCompanies?: boolean } = {},
): RowResult<ContactDraft> {
  const get = (field: keyof ContactMapping['columns']) => {
    const header = mapping.columns[field];
    return header ? cleanValue(row.values[header]) : null;
  };
  const problems: string[] = [];
  const fullName = get('name') ?? ([get('firstName'), get('lastName')].filter(Boolean).join(' ') || null);
  if (fullName === null) problems.push('name is empty');

  const rawEmail = get('email')?.replace(/^mailto:/i, '') ?? null;
  if (rawEmail !== null && !EMAIL.test(rawEmail)) problems.push(`email '${rawEmail}' is not an e-mail address`);

  const rawLinkedin = get('linkedin');
  const linkedinUrl = rawLinkedin === null ? null : linkedinUrlOf(rawLinkedin);
  if (rawLinkedin !== null && linkedinUrl === null)
    problems.push(`linkedin '${rawLinkedin}' is not a LinkedIn profile`);

  const rawDomain = get('companyDomain');
  const domain = rawDomain === null ? null : extractDomain(rawDomain);
  if (domain && !domain.ok) problems.push(domain.message);

  if (problems.length > 0 || fullName === null)
    return { ok: false, line: row.line, message: `Line ${row.line}: ${problems.join('; ')}` };
  const companyName = get('companyName');
  return {
    ok: true,
    line: row.line,
    value: {
      name: properCaseName(fullName, 'person').slice(0, 200),
      title: get('title'),
      email: rawEmail?.toLowerCase() ?? null,
      phone: get('phone'),
      mobilePhone: get('mobile'),
      linkedinUrl,
      location: locationOf(get('location'), []),
      organizationName: companyName && caseCompanies ? properCaseName(companyName) : companyName,
      organizationDomain: domain?.ok ? domain.value : null,
    },
  };
}

/** "linkedin.com/in/ada" or a bare handle "ada-lovelace" → "https://www.linkedin.com/in/…"; else null. */
export function linkedinUrlOf(value: string): string | null {
  const text = value.trim();
  const match = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(in|pub|company)\/([^/?#\s]+)/i.exec(text);
  if (match) return `https://www.linkedin.com/${match[1]!.toLowerCase()}/${match[2]}`;
  if (/^[a-z0-9][a-z0-9-_%]{2,99}$/i.test(text)) return `https://www.linkedin.com/in/${text}`;
  return null;
}
