import type { FieldSource } from '#domain/people/field-sources';
import type { Contact } from './types';

/**
 * Where "Why this contact" and "Best approach" come from: the source that gave the contact's title
 * (the page, import or provider) and the user's AI configuration it was matched against.
 */
export function insightSources(contact: Pick<Contact, 'aiReasoning' | 'fieldSources' | 'updatedAt'>): FieldSource[] {
  if (!contact.aiReasoning?.trim()) return [];
  const title = contact.fieldSources?.title;
  const configuration: FieldSource = {
    source: 'configuration',
    label: 'Your AI configuration',
    at: title?.at ?? contact.updatedAt,
  };
  return title ? [title, configuration] : [configuration];
}
