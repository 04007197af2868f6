/** Rules that tell a person's name and a job title apart from other short texts. */

/** Words that make a short line a job title (and a capitalised phrase not a name). */
export const ROLE_WORDS =
  /\b(chief|officer|ceo|cto|cfo|coo|cmo|cro|cio|ciso|cpo|founder|co-?founder|president|owner|partner|director|head|vp|svp|evp|vice|manager|lead|leader|engineer|engineering|developer|programmer|designer|scientist|architect|analyst|consultant|advisor|adviser|expert|specialist|coordinator|executive|representative|associate|administrator|editor|writer|marketer|recruiter|counsel|attorney|accountant|controller|treasurer|secretary|chair|chairman|chairwoman|chairperson|board|intern|evangelist|advocate|strategist|researcher|principal|staff|senior|junior|sales|marketing|product|operations|support|success|account|member|trustee|investor|professor|producer|mentor|fellow|hacker|maintainer|technologist|tinkerer)\b/i;

const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'du',
  'la',
  'le',
  'del',
  'della',
  'bin',
  'ibn',
  'al',
  'el',
  'ter',
  'ten',
  'dos',
  'das',
]);
const NAME_TOKEN = /^(?:\p{Lu}[\p{Ll}'’-]*(?:\p{Lu}[\p{Ll}'’-]*)*|\p{Lu}\.(?:\p{Lu}\.)*)$/u;

/** Capitalised words that appear in headings but are not parts of people's names. */
const NOT_NAME_WORDS = new Set(
  (
    'about all and app apps blog brand business careers case center cloud community company contact customer customers data day demo docs ' +
    'documentation engine enterprise events faq features free get global group hello help home hub inc labs learn llc ltd gmbh corp co meet ' +
    'mission more network news office our pages partners plan plans platform press pricing privacy product products project projects ' +
    'read resources sign software solutions stories story studio suite support team teams terms the thanks today tour trial us values ' +
    'vision web welcome who why with you your monday tuesday wednesday thursday friday saturday sunday january february march april may ' +
    'june july august september october november december street road avenue suite north south east west new united states kingdom ' +
    'university college institute foundation school academy open positions roles jobs hiring join'
  ).split(' '),
);

/** 2–4 capitalised words (particles like "van" allowed inside), no role or page words, not the brand. */
export function isPersonName(text: string, brandWords: ReadonlySet<string> = new Set()): boolean {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length < 4 || clean.length > 50 || /\d|[@/:;|()!?"“”]/.test(clean)) return false;
  const tokens = clean.split(' ');
  if (tokens.length < 2 || tokens.length > 4) return false;
  const words = tokens.filter((t) => !PARTICLES.has(t));
  if (PARTICLES.has(tokens[0]!) || PARTICLES.has(tokens[tokens.length - 1]!)) return false;
  if (!words.every((t) => NAME_TOKEN.test(t) && !/^\p{Lu}{2,}$/u.test(t))) return false;
  if (words.filter((t) => !t.endsWith('.')).length < 2) return false;
  if (ROLE_WORDS.test(clean)) return false;
  return !words.some((t) => {
    const lower = t.toLowerCase().replace(/[.'’]+$/, '');
    return NOT_NAME_WORDS.has(lower) || brandWords.has(lower);
  });
}

/** A short line naming a role ("VP of Sales", "Co-founder", "Visual & UX Designer"), not a sentence. */
export function looksLikeTitle(text: string): boolean {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length < 2 || clean.length > 80 || clean.split(' ').length > 10) return false;
  if (/[.!?]\s+\p{Lu}/u.test(clean) || /@/.test(clean)) return false;
  return ROLE_WORDS.test(clean);
}

/** Splits "Jane Doe, CEO" / "Jane Doe — Head of Sales" into a name and a title. */
export function splitNameAndTitle(
  text: string,
  brandWords?: ReadonlySet<string>,
): { name: string; title: string } | null {
  const m = /^(.{4,50}?)\s*(?:,|\s[–—|-]\s|:)\s*(.{2,80})$/.exec(text.replace(/\s+/g, ' ').trim());
  if (!m || !isPersonName(m[1]!, brandWords) || !looksLikeTitle(m[2]!)) return null;
  return { name: m[1]!, title: m[2]! };
}

/** Case- and space-insensitive key for de-duplicating people by name. */
export const personKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
