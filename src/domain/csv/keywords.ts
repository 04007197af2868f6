const STOPWORDS = new Set(
  (
    'the and for with that this from into their they them its our your are was were has have had not but you all any can will ' +
    'also more most other such than then when which who whom what where how about over under across based provides provide ' +
    'providing offers offer offering company companies inc corp corporation llc ltd platform solution solutions service services ' +
    'products product business businesses customers customer users user help helps through while well each one two new used using'
  ).split(' '),
);

/**
 * Lower-case ranking keywords for an imported account: industry phrases ("e-commerce", "social media")
 * first, then the distinct meaningful words of the description; at most `limit`.
 */
export function keywordsFor(
  parts: { industry?: string | null; subIndustry?: string | null; description?: string | null },
  limit = 24,
): string[] {
  const out = new Set<string>();
  for (const label of [parts.industry, parts.subIndustry]) {
    for (const phrase of (label ?? '').split(/\s*[,;/|&]\s*|\s+and\s+/i)) {
      const clean = phrase.toLowerCase().trim();
      if (clean.length >= 2) out.add(clean);
    }
  }
  for (const word of (parts.description ?? '').toLowerCase().split(/[^a-z0-9+#-]+/)) {
    const clean = word.replace(/^-+|-+$/g, '');
    if (out.size >= limit) break;
    if (clean.length >= 3 && !STOPWORDS.has(clean) && !/^\d+$/.test(clean)) out.add(clean);
  }
  return [...out].slice(0, limit);
}
