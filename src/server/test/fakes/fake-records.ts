/**
 * Test organizations for the provider fakes: invented names on the reserved .example domain, so none is in
 * the bundled directory and none can be mistaken for a real company.
 */
export type FakeCompany = {
  id: string;
  name: string;
  domain: string;
  industry: string;
  employees: number;
  city: string;
  state: string;
  country: string;
  founded: number;
  revenue: number;
  description: string;
  /** Apollo `keywords` / PDL `tags`; the fakes send ['sales', 'software'] to Apollo and none to PDL when unset. */
  keywords?: string[];
};

const FIRST = [
  'Northwind',
  'Bluefin',
  'Cobalt',
  'Juniper',
  'Larkspur',
  'Mosaic',
  'Orchid',
  'Pinecrest',
  'Quill',
  'Redwood',
];
const SECOND = ['Analytics', 'Cloudworks', 'Ledger', 'Metrics', 'Pipeline', 'Signals'];
const PLACES: [string, string, string][] = [
  ['Austin', 'Texas', 'United States'],
  ['Denver', 'Colorado', 'United States'],
  ['Boston', 'Massachusetts', 'United States'],
  ['Toronto', 'Ontario', 'Canada'],
];

/** `count` companies starting at `offset` (two fakes share domains when their ranges overlap). */
export function fakeCompanies(count: number, offset = 0): FakeCompany[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + offset;
    const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}${i >= 60 ? ` ${i}` : ''}`;
    const [city, state, country] = PLACES[i % PLACES.length]!;
    const employees = 20 + ((i * 37) % 480);
    return {
      id: `fake${String(i).padStart(4, '0')}`,
      name,
      domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
      industry: 'computer software',
      employees,
      city,
      state,
      country,
      founded: 2005 + (i % 17),
      revenue: employees * 150_000,
      description: `${name} builds software for sales and revenue teams.`,
    };
  });
}
