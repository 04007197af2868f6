import { pageSource, SOURCED_FIELDS, type FieldSource, type FieldSources } from '#domain/people/field-sources';
import type { ContactFitCategory, SeniorityLevel } from '#domain/workflow';
import type { KnownPerson } from './waterfall/people-step';
import type { discoveredContacts } from '../../db/schema/workflow';

type ContactRow = typeof discoveredContacts.$inferSelect;

/** The person-level source of a contact stored before per-field sources existed. */
function legacySource(row: ContactRow): FieldSource | null {
  const at = row.createdAt.toISOString();
  if (row.source === 'web' && row.sourceUrl) return pageSource(row.sourceUrl, at);
  if (row.source === 'import') return { source: 'import', label: 'Import', at };
  if (row.source === 'ai') return { source: 'ai', label: 'AI suggestion (no source page)', at };
  return null;
}

/** Each field's source: as stored, or for an older contact the one source it was found in. */
export function effectiveFieldSources(row: ContactRow): FieldSources {
  if (row.fieldSources && Object.keys(row.fieldSources).length > 0) return row.fieldSources;
  const source = legacySource(row);
  if (!source) return {};
  const sources: FieldSources = {};
  for (const field of SOURCED_FIELDS) if (row[field]) sources[field] = source;
  return sources;
}

/** A stored contact as the waterfall sees it. */
export const rowToKnown = (row: ContactRow): KnownPerson => ({
  id: row.id,
  associatedSolution: row.associatedSolution,
  values: {
    name: row.name,
    title: row.title,
    department: row.department,
    email: row.email,
    phone: row.phone,
    mobilePhone: row.mobilePhone,
    linkedinUrl: row.linkedinUrl,
    location: row.location,
  },
  sources: effectiveFieldSources(row),
  emailCheck: row.emailCheck ?? null,
  seniorityLevel: (row.seniorityLevel ?? 'other') as SeniorityLevel,
  fitScore: row.fitScore ?? 0,
  fitCategory: (row.fitCategory ?? 'poor') as ContactFitCategory,
  reasoning: row.aiReasoning ?? '',
  bestApproach: row.bestApproach ?? '',
  recentActivity: row.recentActivity,
  verified: row.isVerified,
});
