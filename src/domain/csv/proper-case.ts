import { KNOWN_WORDS } from './known-names';

// Upper-case words that are acronyms despite having vowels (no-vowel words like PNC, CSX are caught by rule).
const ACRONYMS = new Set([
  'IBM',
  'AIG',
  'AES',
  'UPS',
  'USA',
  'US',
  'UK',
  'EU',
  'USAA',
  'TIAA',
  'ADP',
  'AECOM',
  'AGCO',
  'AK',
  'CBRE',
  'EOG',
  'HCA',
  'UGI',
  'WEC',
  'XPO',
  'AMD',
  'AI',
  'API',
  'IT',
  'IO',
  'ABM',
  'AOL',
  'SAP',
  'EA',
  'ESPN',
  'GE',
  'HSBC',
  'ING',
  'LG',
  'NASA',
  'OEM',
  'SAAS',
  'SEO',
  'MCI',
  'EDS',
  'ABB',
  'ICQ',
  'IMDB',
  'UBS',
  'BASF',
  'AXA',
  'ADT',
  'LLC',
  'LLP',
  'PLC',
  'NV',
  'AG',
  'SA',
  'SE',
  'AB',
  'II',
  'III',
  'IV',
  'VI',
  'VII',
  'VIII',
  'IX',
  'XI',
]);
// Words that look like acronyms (no vowels) but are abbreviations read as words.
const WORDS: Record<string, string> = {
  DR: 'Dr',
  MR: 'Mr',
  MRS: 'Mrs',
  MS: 'Ms',
  ST: 'St',
  INTL: 'Intl',
  BLVD: 'Blvd',
  JR: 'Jr',
  SR: 'Sr',
  LTD: 'Ltd',
  MFG: 'Mfg',
};
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'de',
  'du',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'la',
  'le',
  'von',
  'van',
]);
const TLDS = /^(com|net|org|io|ai|co|biz|info|us)$/i;

/** True when the text has letters and none of them is lower case ("ALBERTSONS COS."). */
export const isAllCaps = (text: string) => /[A-Z]/.test(text) && !/[a-z]/.test(text);

/**
 * True when most names in a column are ALL CAPS (a Fortune-style export). Only then are company names
 * re-cased: in a mixed-case file an ALL-CAPS name is deliberate (IMDB, EMC, ICQ).
 */
export function isShoutingColumn(values: readonly (string | null | undefined)[]): boolean {
  const names = values.filter((v): v is string => !!v && /[A-Za-z]/.test(v));
  return names.length > 0 && names.filter(isAllCaps).length / names.length >= 0.6;
}

/**
 * Title-cases an ALL-CAPS company or person name and leaves mixed-case names alone:
 * "ALBERTSONS COS." → "Albertsons Cos.", "LABORATORY CORP. OF AMERICA" → "Laboratory Corp. of America",
 * "MCDONALD'S" → "McDonald's", "AMAZON.COM" → "Amazon.com"; keeps IBM, AT&T, 3M, J.B., PNC as they are.
 */
export function properCaseName(raw: string, kind: 'company' | 'person' = 'company'): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!isAllCaps(text)) return text;
  return text
    .split(' ')
    .map((word, index) => caseWord(word, index === 0, kind))
    .join(' ');
}

function caseWord(word: string, first: boolean, kind: 'company' | 'person'): string {
  const core = word.replace(/[^A-Z0-9&]/g, '');
  const letters = core.replace(/[^A-Z]/g, '');
  const bare = word.replace(/[.,]/g, '');
  if (WORDS[letters] && letters === bare) return word.replace(letters, WORDS[letters]);
  if (kind === 'company' && KNOWN_WORDS[bare]) return word.replace(bare, KNOWN_WORDS[bare]);
  if (keepsUpperCase(word, core, letters, kind)) return word;
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  const domain = /^([A-Z0-9-]+)\.([A-Z]{2,4})$/.exec(word);
  if (domain && TLDS.test(domain[2]!)) return `${capitalizeParts(domain[1]!)}.${domain[2]!.toLowerCase()}`;
  return capitalizeParts(word);
}

function keepsUpperCase(word: string, core: string, letters: string, kind: 'company' | 'person'): boolean {
  if (letters.length === 0) return true; // "3", "&", "66"
  if (/^([A-Z]\.)+[A-Z]?\.?$/.test(word)) return true; // initials: J.B., U.S., C.H.
  if (/^[A-Z]$/.test(letters) && word.replace(/[^A-Z"']/g, '').length <= 3) return true; // "L", "R" in Toys "R" Us
  if (kind === 'person') return /^(II|III|IV|VI|VII|VIII|IX|XI)$/.test(letters);
  if (ACRONYMS.has(letters) || /\d/.test(core) || core.includes('&')) return true;
  return letters.length <= 5 && !/[AEIOUY]/.test(letters);
}

/** "SHERWIN-WILLIAMS" → "Sherwin-Williams", "O'REILLY" → "O'Reilly", "DICK'S" → "Dick's", "MCKESSON" → "McKesson". */
function capitalizeParts(word: string): string {
  const lower = word.toLowerCase();
  let out = '';
  let atStart = true;
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!;
    if (/[a-z]/.test(c)) {
      out += atStart ? c.toUpperCase() : c;
      atStart = false;
    } else {
      out += c;
      // Capitalise after separators; after an apostrophe only in O'Reilly / D'Angelo, not in Dick's.
      atStart =
        /[-/("]/.test(c) ||
        (c === "'" &&
          /^[od]$/.test(
            lower
              .slice(0, i)
              .replace(/[^a-z]/g, '')
              .slice(-1),
          ) &&
          i <= 2);
    }
  }
  return out.replace(/\bMc([a-z])(?=[a-z]{2})/g, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}
