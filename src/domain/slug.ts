/** Lowercase, non-alphanumerics to hyphens, leading and trailing hyphens trimmed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What the slug input accepts: lowercase letters, digits and hyphens. */
export const sanitizeSlugInput = (value: string) => value.toLowerCase().replace(/[^a-z0-9-]/g, '');

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
