import { NOT_US_AREAS, US_AREA_ALIASES, US_AREAS } from './geo-areas';
import { CITIES, COUNTRY_REGIONS, GEO_ALIASES, REGIONS, US_STATES } from './geo-data';
import { words } from './tokenize';

export type GeoKind = 'region' | 'country' | 'area' | 'state' | 'city';
/** A place the configuration names; `parent` is the state or country of a city; `states` those of a US area. */
export type GeoTarget = { kind: GeoKind; name: string; parent?: string; states?: readonly string[] };
/** Where a candidate is, as far as its location text tells. */
export type GeoPoint = {
  city: string | null;
  state: string | null;
  country: string | null;
  regions: readonly string[];
};

const lower = (s: string) => s.toLowerCase();
const DICT = new Map<string, GeoTarget>();
for (const r of REGIONS) DICT.set(lower(r), { kind: 'region', name: r });
for (const c of Object.keys(COUNTRY_REGIONS)) DICT.set(lower(c), { kind: 'country', name: c });
for (const s of US_STATES) if (!s.includes('.')) DICT.set(lower(s), { kind: 'state', name: s });
for (const [city, parent] of Object.entries(CITIES)) DICT.set(lower(city), { kind: 'city', name: city, parent });
for (const [name, region] of Object.entries(NOT_US_AREAS)) DICT.set(name, { kind: 'region', name: region });
for (const [name, states] of Object.entries(US_AREAS)) DICT.set(lower(name), { kind: 'area', name, states });
for (const [alias, canonical] of [...Object.entries(GEO_ALIASES), ...Object.entries(US_AREA_ALIASES)]) {
  const target = DICT.get(lower(canonical));
  if (target) DICT.set(alias, target);
}
const STATES = new Map(US_STATES.map((s) => [lower(s), s]));

/** Places named in a free-text target market (longest phrase first; "US" only when written in capitals). */
export function parseGeoTargets(text: string): GeoTarget[] {
  const found = new Map<string, GeoTarget>();
  if (/\b(?:US|USA|U\.S\.A?\.?)(?![\w])/.test(text))
    found.set('United States', { kind: 'country', name: 'United States' });
  const w = words(text);
  for (let i = 0; i < w.length; i++) {
    for (let n = 4; n >= 1; n--) {
      if (i + n > w.length) continue;
      const hit = DICT.get(w.slice(i, i + n).join(' '));
      if (hit) {
        found.set(hit.name, hit);
        i += n - 1;
        break;
      }
    }
  }
  const targets = [...found.values()];
  const areas = targets.filter((t) => t.kind === 'area');
  if (areas.length === 0) return targets;
  // "the Northeast United States": the area narrows the country. An area with only other countries named
  // ("the West of Ireland") is not the US's.
  const elsewhere =
    targets.some((t) => t.kind === 'country' && t.name !== 'United States') && !found.has('United States');
  return elsewhere ? targets.filter((t) => t.kind !== 'area') : targets.filter((t) => t.name !== 'United States');
}

function countryOf(part: string): string | null {
  const hit = DICT.get(lower(part));
  return hit?.kind === 'country' ? hit.name : null;
}

const stateOf = (part: string) => {
  const hit = DICT.get(lower(part));
  return STATES.get(lower(part)) ?? (hit?.kind === 'state' ? hit.name : null);
};

/**
 * Reads "City, State", "City, Country" and "City, Region, Country" (a provider's "Columbus, Ohio, United
 * States"), or just a state, country or known city; every part after the city is read, so the state between
 * the city and the country counts. Null for blank text.
 */
export function parseLocation(location: string | null): GeoPoint | null {
  if (!location?.trim()) return null;
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1]!;
  let state: string | null = null;
  let country: string | null = null;
  for (let i = parts.length - 1; i >= (parts.length > 1 ? 1 : 0); i--) {
    const part = parts[i]!;
    if (!country && countryOf(part)) country = countryOf(part);
    else if (!state && stateOf(part)) state = stateOf(part);
  }
  // A US state's name in another country's address is a region of that country, not the state.
  if (state && country && country !== 'United States') state = null;
  if (state && !country) country = 'United States';
  let city = parts.length > 1 ? parts[0]! : null;
  const known = DICT.get(lower(last));
  if (!country && known?.kind === 'city' && known.parent) {
    city = known.name;
    state = STATES.get(lower(known.parent)) ?? null;
    country = state ? 'United States' : known.parent;
  }
  return { city, state, country, regions: country ? (COUNTRY_REGIONS[country] ?? []) : [] };
}

/** The first target the point falls in, or null. */
export function geoMatch(targets: readonly GeoTarget[], point: GeoPoint): GeoTarget | null {
  for (const t of targets) {
    if (t.kind === 'region' && point.regions.includes(t.name)) return t;
    if (t.kind === 'country' && point.country === t.name) return t;
    if (t.kind === 'state' && point.state === t.name) return t;
    if (t.kind === 'area' && point.state && t.states?.includes(point.state)) return t;
    if (
      t.kind === 'city' &&
      point.city &&
      lower(point.city) === lower(t.name) &&
      (point.state === t.parent || point.country === t.parent)
    )
      return t;
  }
  return null;
}
