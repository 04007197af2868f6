import type { AnalysisConfig } from '#domain/workflow';

/** A product capability named the way a sales engineer would ("Versioned documentation hosting"), with its source phrase. */
export type Capability = { name: string; phrase: string };

// Head nouns of a product category ("a documentation hosting platform").
const CATEGORY_HEAD =
  /^(?:platform|tool|toolkit|service|suite|app|application|software|solution|system|product|api|engine|workspace|hub|portal)s?$/i;
// Function nouns that need an object to mean something ("integrated search" → "integrated docs search").
const FUNCTION_NOUN =
  /^(?:search|analytics|reporting|reports|dashboards?|alerts|alerting|notifications|editor|editing|previews?|versioning|builds?|hosting|monitoring|backups?|integrations?|collaboration|insights|metrics|automation|sharing|storage|scheduling|workflows?)$/i;
// Short forms a noun takes in front of another noun.
const MODIFIER_FORM: Record<string, string> = {
  documentation: 'docs',
  application: 'app',
  applications: 'app',
  information: 'info',
};
// An imperative verb at the start of a sentence and the capability noun it names.
const VERB_NOUN: Record<string, string> = {
  monitor: 'monitoring',
  track: 'tracking',
  host: 'hosting',
  deploy: 'deployment',
  automate: 'automation',
  schedule: 'scheduling',
  manage: 'management',
  analyze: 'analytics',
  analyse: 'analytics',
  collaborate: 'collaboration',
  share: 'sharing',
  secure: 'security',
  test: 'testing',
  publish: 'publishing',
  document: 'documentation',
  store: 'storage',
  integrate: 'integrations',
  search: 'search',
  sync: 'sync',
};
// An adjective that names a capability as a noun ("collaborative" → "collaboration").
const ADJECTIVE_NOUN: Record<string, string> = {
  collaborative: 'collaboration',
  'self-hostable': 'self-hosting',
  'self-hosted': 'self-hosting',
  automated: 'automation',
  encrypted: 'encryption',
  versioned: 'versioning',
  searchable: 'search',
  secure: 'security',
  integrated: 'integration',
};
// How a descriptive adjective reads in a capability name.
const ADJECTIVE_DISPLAY: Record<string, string> = { 'self-hostable': 'self-hosted' };
const TRANSFORM = /\b(?:turns?|converts?|transforms?)\s+.+?\s+into\s+(.+)$/i;
const GENERATE = /\b(?:generates?|creates?|produces?|builds?)\s+(.+)$/i;
const FAILURE =
  /\bwhen\s+(?:your\s+|the\s+)?([\w\s-]+?)\s+(?:fail|fails|break|breaks|stop|stops|go down|goes down|miss|misses)\b/i;
const POSITIONING =
  /\b(?:alternative|alternatives|compared (?:to|with)|unlike|vs\.?|versus|instead of|switch(?:ing)? from)\b/i;
const LIST_LEAD = /\b(?:with|including|includes|such as|features like|offering|offers)\s+(.+)$/i;

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const sentenceCase = (s: string) => {
  const lower = s.replace(/\b([A-Z])([a-z]+)\b/g, (w, a: string, b: string) =>
    /^[A-Z]/.test(w) && b.length > 0 ? a.toLowerCase() + b : w,
  );
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};
const singular = (w: string) => (/ies$/i.test(w) ? w.slice(0, -3) + 'y' : /[^s]s$/i.test(w) ? w.slice(0, -1) : w);
const isAdjective = (w: string) =>
  /(?:ed|ive|ful|less|able|ible|ous)$/i.test(w) ||
  /^(?:real-time|instant|built-in|full-text|custom|private|public|free|fast|smart|live|open|digital|global|visual|central|unified|dynamic|automatic)$/i.test(
    w,
  );

/** "a documentation building and hosting platform" → its object ("documentation") and activities ("hosting"). */
export function parseCategory(text: string): { object: string | null; activities: string[] } {
  const w = words(text.replace(/^(?:a|an|the)\s+/i, '').replace(/[,.]$/, ''));
  const head = w.findIndex((x) => CATEGORY_HEAD.test(x));
  const before = (head >= 0 ? w.slice(0, head) : w).filter((x) => !/^(?:and|or|&)$/i.test(x));
  const activities = before.filter((x) => /ing$/i.test(x) && !/^(?:leading|amazing)$/i.test(x));
  const nouns = before.filter((x) => !activities.includes(x) && !isAdjective(x) && !/-/.test(x));
  return {
    object: nouns.length > 0 ? nouns.join(' ').toLowerCase() : null,
    activities: activities.map((a) => a.toLowerCase()),
  };
}

/** Names one feature-list item: the object goes in front of a bare function noun, the activity after the object itself. */
export function nameFeature(item: string, category: { object: string | null; activities: string[] }): string | null {
  const clean = item
    .replace(/\b(?:and (?:much )?more|etc\.?|and so on)\b.*$/i, '')
    .replace(/^(?:and|or|a|an|the)\s+/i, '')
    .trim();
  const w = words(clean);
  if (w.length === 0 || w.length > 5) return null;
  const head = w[w.length - 1]!;
  const { object, activities } = category;
  if (object && clean.toLowerCase().endsWith(object) && activities.length > 0)
    return sentenceCase(`${clean} ${activities[activities.length - 1]}`);
  if (
    object &&
    FUNCTION_NOUN.test(head) &&
    w.slice(0, -1).every(isAdjective) &&
    !clean.toLowerCase().includes(object)
  ) {
    const mod = MODIFIER_FORM[object.split(' ').pop()!] ?? object.split(' ').pop()!;
    return sentenceCase([...w.slice(0, -1), mod, head].join(' '));
  }
  return sentenceCase(clean);
}

/** Capabilities a sentence that starts with verbs names: "Monitor … cron jobs" → "Cron job monitoring". */
function verbCapabilities(sentence: string): string[] {
  const w = words(sentence.replace(/[.!?]$/, ''));
  const out: string[] = [];
  const failure = FAILURE.exec(sentence)?.[1];
  const object = failure
    ? failure
        .toLowerCase()
        .split(/\s+/)
        .map((x, i, all) => (i === all.length - 1 ? singular(x) : x))
        .join(' ')
    : null;
  for (let i = 0; i < w.length && i < 4; i++) {
    const verb = w[i]!.toLowerCase();
    if (/^(?:and|or|&)$/.test(verb)) continue;
    if (/^get$/.test(verb) && /^(?:notified|alerted)$/i.test(w[i + 1] ?? '')) {
      if (object) out.push(`${object} failure alerts`);
      i++;
      continue;
    }
    const noun = VERB_NOUN[verb];
    if (!noun) break;
    if (object) out.push(`${object} ${noun}`);
  }
  return out.map(sentenceCase);
}

/**
 * "Real-time collaborative web productivity suite behind the firewall" → "Real-time collaboration behind the firewall";
 * "self-hostable web productivity suite" → "Self-hosted web productivity suite".
 */
function adjectiveCapability(phrase: string): string | null {
  const text = phrase.replace(/[.!?]$/, '');
  const w = words(text);
  const at = w.findIndex((x) => ADJECTIVE_NOUN[x.toLowerCase()]);
  if (at < 0) return null;
  const tail = /\b(?:behind|on|in|across)\s+(?:the\s+|your\s+)?[\w-]+$/i.exec(text)?.[0] ?? '';
  if (tail) return sentenceCase([...w.slice(0, at), ADJECTIVE_NOUN[w[at]!.toLowerCase()]!, tail].join(' '));
  const head = w.findIndex((x, i) => i > at && CATEGORY_HEAD.test(x));
  const display = ADJECTIVE_DISPLAY[w[at]!.toLowerCase()];
  return head > 0 && display
    ? sentenceCase([...w.slice(0, at), display, ...w.slice(at + 1, head + 1)].join(' '))
    : null;
}

/** "Hospital scheduling and patient flow software" → "Hospital scheduling", "Patient flow": two named parts of a category. */
function categoryParts(definition: string): string[] {
  const w = words(definition.replace(/^(?:a|an|the)\s+/i, ''));
  const head = w.findIndex((x) => CATEGORY_HEAD.test(x));
  const parts = (head > 0 ? w.slice(0, head) : [])
    .join(' ')
    .split(/\s+(?:and|&)\s+/i)
    .map(words);
  return parts.length >= 2 && parts.every((p) => p.length >= 2 && p.length <= 4)
    ? parts.map((p) => sentenceCase(p.join(' ')))
    : [];
}

/** "interactive API reference docs for developers" → the named result, audience dropped; null when it is too vague ("clear answers"). */
function transformedName(result: string): string | null {
  const named = result
    .replace(/[.!?]$/, '')
    .replace(/\s+(?:for|to|in|from|across|at)\s+.*$/i, '')
    .trim();
  return words(named).length >= 3 ? nameFeature(named, { object: null, activities: [] }) : null;
}

/** Capabilities named from the product description: feature lists, "turns A into B", imperative verbs and descriptive adjectives. */
export function productCapabilities(config: AnalysisConfig): Capability[] {
  const product = (config.productName ?? '').trim();
  const description = (config.productDescription ?? '').replace(/\s+/g, ' ').trim();
  const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
  const definition = sentences
    .map(
      (s) =>
        /\b(?:is|are)\s+(an?\s+.+)$/i.exec(s)?.[1] ??
        (/^[A-Z][\w-]*(?:\s+[\w-]+){0,4}\s+(?:platform|tool|service|suite|app|software)\b/.test(s) ? s : null),
    )
    .find(Boolean);
  const category = parseCategory(
    (definition ?? '').split(/\s+(?:aimed|that|which|with|for|to|designed|built|helping|so)\b/i)[0] ?? '',
  );
  const out: Capability[] = [];
  const add = (name: string | null, phrase: string) => {
    if (!name || name.length < 4 || name.toLowerCase() === product.toLowerCase() || words(name).length > 6) return;
    if (!out.some((c) => c.name.toLowerCase() === name.toLowerCase())) out.push({ name, phrase });
  };
  for (const part of categoryParts(
    (definition ?? '').split(/\s+(?:aimed|that|which|with|for|to|designed|built|helping|so)\b/i)[0] ?? '',
  ))
    add(part, part);
  for (const sentence of sentences) {
    if (POSITIONING.test(sentence)) continue;
    const [main, list] = [sentence.split(LIST_LEAD)[0]!, LIST_LEAD.exec(sentence)?.[1]];
    const transformed = (TRANSFORM.exec(main) ?? GENERATE.exec(main))?.[1];
    if (transformed) add(transformedName(transformed), transformed);
    if (list)
      for (const item of list.replace(/[.!?]$/, '').split(/,\s*|\s+and\s+(?!more\b)/i))
        add(nameFeature(item, category), item.trim());
    for (const name of verbCapabilities(sentence)) add(name, sentence);
    if (!list && !transformed) add(adjectiveCapability(sentence.replace(/^.*?\b(?:is|are)\s+an?\s+/i, '')), sentence);
  }
  return out;
}
