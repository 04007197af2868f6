import { DOC_FAQS, DOC_SECTIONS, type DocFaq, type DocSection } from '#domain/docs-content';

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/** The text a section is searched by: its title, paragraphs and items. */
const sectionText = (s: DocSection) => [
  s.title,
  ...s.paragraphs,
  ...(s.items ?? []).flatMap((i) => [i.term, i.description]),
];

/** Sections and FAQs containing the query (case-insensitive); an empty query keeps everything. */
export function searchDocs(
  query: string,
  sections: readonly DocSection[] = DOC_SECTIONS,
  faqs: readonly DocFaq[] = DOC_FAQS,
) {
  const needle = query.trim().toLowerCase();
  if (!needle) return { sections: [...sections], faqs: [...faqs] };
  return {
    sections: sections.filter((s) => sectionText(s).some((text) => contains(text, needle))),
    faqs: faqs.filter((f) => contains(f.question, needle) || contains(f.answer, needle)),
  };
}

export type TextPart = { text: string; match: boolean };

/** Splits text into matching and non-matching parts, for highlighting (case-insensitive, literal). */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim();
  if (!needle) return [{ text, match: false }];
  const pattern = new RegExp(`(${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: part.toLowerCase() === needle.toLowerCase() }));
}
