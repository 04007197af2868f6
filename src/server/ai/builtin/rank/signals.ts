import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { geoMatch, parseGeoTargets, parseLocation, type GeoTarget } from './geo';
import { industryFit, parseIndustryTargets, type IndustryFit, type IndustryTarget } from './industry-match';
import { inferIndustryTargets } from './persona-industries';
import { words } from './tokenize';
import { employeeRange, parseSizeTargets, sizeFit, type SizeBand } from './size';

/** What the configuration asks for beyond free text. */
export type Targeting = {
  industries: IndustryTarget[];
  sizes: SizeBand[];
  geos: GeoTarget[];
  competitorNames: Set<string>;
  competitorDomains: Set<string>;
  /** The seller itself (product name and website): never a target. */
  ownNames: Set<string>;
  ownDomains: Set<string>;
};
/** One structured signal for a candidate: value 0–1, a reason when it counts in favour, a gap when against. */
export type Signal = { value: number; reason: string | null; gap: string | null };
/** The structured signals of a candidate; null where the configuration does not name that criterion. */
export type Signals = { industry: IndustryFit | null; size: Signal | null; location: Signal | null; excluded: boolean };

const SUFFIX = new Set([
  'inc',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'company',
  'co',
  'plc',
  'gmbh',
  'sa',
  'ag',
  'group',
  'holdings',
  'technologies',
  'software',
]);
/** A company name reduced for identity comparison ("Zendesk, Inc." → "zendesk"); a char loop, it runs per candidate. */
export const normalizeName = (name: string) =>
  words(name)
    .filter((w) => !SUFFIX.has(w))
    .join('');
const bareDomain = (d: string) =>
  d
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '');

/** The seller's own organization (product name and website) is never a target: it is excluded like a competitor. */
function ownIdentity(config: AnalysisConfig): { name: string; domain: string | null } {
  const url = (config.productUrl ?? '').trim();
  const domain =
    /^[a-z]+:\/\/[^/]+\.[a-z]{2,}/i.test(url) || /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url)
      ? bareDomain(url)
      : null;
  return { name: normalizeName(config.productName ?? ''), domain };
}

/** Reads industries (named and inferred from the buyers), size, places and competitors out of the configuration. */
export function parseTargeting(config: AnalysisConfig): Targeting {
  const competitorNames = new Set<string>();
  const competitorDomains = new Set<string>();
  for (const part of (config.competitors ?? '').split(/[,;\n|/]|\band\b|\bor\b/)) {
    for (const d of part.match(/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi) ?? []) competitorDomains.add(bareDomain(d));
    const name = normalizeName(
      part.replace(/\(.*?\)/g, '').replace(/[a-z0-9-]+\.[a-z]{2,}\S*/gi, (m) => m.split('.')[0]!),
    );
    if (name.length >= 2) competitorNames.add(name);
  }
  const own = ownIdentity(config);
  const ownNames = new Set(own.name.length >= 2 ? [own.name] : []);
  const ownDomains = new Set(own.domain ? [own.domain] : []);
  const named = parseIndustryTargets([
    ['success industries', config.successIndustries ?? ''],
    ['target market', config.targetMarket ?? ''],
  ]);
  return {
    industries: [...named, ...inferIndustryTargets(config, named)],
    sizes: parseSizeTargets(config.targetMarket ?? ''),
    geos: parseGeoTargets(config.targetMarket ?? ''),
    competitorNames,
    competitorDomains,
    ownNames,
    ownDomains,
  };
}

function named(names: Set<string>, domains: Set<string>, c: Pick<Candidate, 'name' | 'domain'>): boolean {
  if (names.size === 0 && domains.size === 0) return false;
  const domain = c.domain ? bareDomain(c.domain) : null;
  if (domain && (domains.has(domain) || names.has(domain.split('.')[0]!))) return true;
  return names.has(normalizeName(c.name));
}

/** True when the candidate is one of the configured competitors (by name or domain). */
export const isCompetitor = (t: Targeting, c: Pick<Candidate, 'name' | 'domain'>) =>
  named(t.competitorNames, t.competitorDomains, c);

/** True when the candidate is the seller itself (the configuration's product name or website). */
export const isSeller = (t: Targeting, c: Pick<Candidate, 'name' | 'domain'>) => named(t.ownNames, t.ownDomains, c);

function sizeSignal(bands: readonly SizeBand[], sizeRange: string | null, employeeCount: number | null): Signal {
  const range = employeeRange(sizeRange, employeeCount);
  const shown = sizeRange ?? (employeeCount != null ? `${employeeCount} employees` : null);
  const labels = bands.map((b) => `'${b.label}'`).join(', ');
  if (!range || !shown) return { value: 0.5, reason: null, gap: 'size not available' };
  const fit = sizeFit(bands, range);
  if (fit.value === 1) return { value: 1, reason: `size ${shown} fits '${fit.band!.label}'`, gap: null };
  if (fit.value > 0) return { value: fit.value, reason: `size ${shown} partly fits '${fit.band!.label}'`, gap: null };
  return { value: 0, reason: null, gap: `size ${shown} is outside ${labels}` };
}

function locationSignal(geos: readonly GeoTarget[], location: string | null): Signal {
  const point = parseLocation(location);
  if (!point || !location) return { value: 0.5, reason: null, gap: 'location not available' };
  const hit = geoMatch(geos, point);
  if (hit) return { value: 1, reason: `based in ${location} (${hit.name})`, gap: null };
  return { value: 0, reason: null, gap: `location ${location} is outside ${geos.map((g) => g.name).join(', ')}` };
}

/** Scores and explains candidates' structured signals, caching by value (industries, sizes and places repeat). */
export type SignalEvaluator = {
  /** Industry, size and location values into out[0..2] (NaN where the configuration does not name it); allocation-free. */
  values(c: Candidate, out: Float64Array): void;
  /** The seller itself: left out of the ranking. */
  excluded(c: Candidate): boolean;
  explain(c: Candidate): Signals;
};

/** Builds the evaluator for one configuration. */
export function signalEvaluator(t: Targeting): SignalEvaluator {
  const industries = new Map<string, Map<string, IndustryFit>>();
  const sizes = new Map<string, Signal>();
  const locations = new Map<string, Signal>();
  const firstChars = new Set([...t.ownNames, ...t.ownDomains].map((n) => n.charCodeAt(0)));
  const industry = (c: Candidate): IndustryFit => {
    let bySub = industries.get(c.industry ?? '');
    if (!bySub) industries.set(c.industry ?? '', (bySub = new Map()));
    let fit = bySub.get(c.subIndustry ?? '');
    if (!fit) bySub.set(c.subIndustry ?? '', (fit = industryFit(t.industries, c.industry, c.subIndustry ?? null)));
    return fit;
  };
  const size = (c: Candidate): Signal => {
    let sig = sizes.get(c.sizeRange ?? '');
    if (!sig) sizes.set(c.sizeRange ?? '', (sig = sizeSignal(t.sizes, c.sizeRange, null)));
    return sig;
  };
  const location = (c: Candidate): Signal => {
    let sig = locations.get(c.location ?? '');
    if (!sig) locations.set(c.location ?? '', (sig = locationSignal(t.geos, c.location)));
    return sig;
  };
  return {
    values(c, out) {
      out[0] = t.industries.length > 0 ? industry(c).value : NaN;
      out[1] =
        t.sizes.length === 0
          ? NaN
          : c.employeeCount != null && c.employeeCount > 0
            ? sizeFit(t.sizes, [c.employeeCount, c.employeeCount]).value
            : size(c).value;
      out[2] = t.geos.length > 0 ? location(c).value : NaN;
    },
    excluded(c) {
      if (firstChars.size === 0) return false;
      const name = c.name.charCodeAt(0) | 32;
      const domain = (c.domain?.charCodeAt(0) ?? 0) | 32;
      return (
        (firstChars.has(name) || firstChars.has(domain) || c.domain?.startsWith('www.') === true) && isSeller(t, c)
      );
    },
    explain(c) {
      return {
        industry: t.industries.length > 0 ? industry(c) : null,
        size: t.sizes.length > 0 ? sizeSignal(t.sizes, c.sizeRange, c.employeeCount) : null,
        location: t.geos.length > 0 ? location(c) : null,
        excluded: isCompetitor(t, c),
      };
    },
  };
}
