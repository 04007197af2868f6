/**
 * Regions of the United States people name in a target market, as lists of states: the US Census regions and
 * divisions (census.gov, "Census Regions and Divisions of the United States") and the usual informal ones.
 */
const NEW_ENGLAND = ['Connecticut', 'Maine', 'Massachusetts', 'New Hampshire', 'Rhode Island', 'Vermont'];
const MID_ATLANTIC = ['New Jersey', 'New York', 'Pennsylvania'];
const EAST_NORTH_CENTRAL = ['Illinois', 'Indiana', 'Michigan', 'Ohio', 'Wisconsin'];
const WEST_NORTH_CENTRAL = ['Iowa', 'Kansas', 'Minnesota', 'Missouri', 'Nebraska', 'North Dakota', 'South Dakota'];
const SOUTH_ATLANTIC = [
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Maryland',
  'North Carolina',
  'South Carolina',
  'Virginia',
  'West Virginia',
];
const EAST_SOUTH_CENTRAL = ['Alabama', 'Kentucky', 'Mississippi', 'Tennessee'];
const WEST_SOUTH_CENTRAL = ['Arkansas', 'Louisiana', 'Oklahoma', 'Texas'];
const MOUNTAIN = ['Arizona', 'Colorado', 'Idaho', 'Montana', 'Nevada', 'New Mexico', 'Utah', 'Wyoming'];
const PACIFIC = ['Alaska', 'California', 'Hawaii', 'Oregon', 'Washington'];

/** Region name → its states. */
export const US_AREAS: Record<string, string[]> = {
  Northeast: [...NEW_ENGLAND, ...MID_ATLANTIC],
  'New England': NEW_ENGLAND,
  'Mid-Atlantic': MID_ATLANTIC,
  Midwest: [...EAST_NORTH_CENTRAL, ...WEST_NORTH_CENTRAL],
  South: [...SOUTH_ATLANTIC, ...EAST_SOUTH_CENTRAL, ...WEST_SOUTH_CENTRAL],
  West: [...MOUNTAIN, ...PACIFIC],
  'Mountain West': MOUNTAIN,
  'Pacific Northwest': ['Washington', 'Oregon', 'Idaho'],
  Southeast: [
    'Alabama',
    'Arkansas',
    'Florida',
    'Georgia',
    'Kentucky',
    'Louisiana',
    'Mississippi',
    'North Carolina',
    'South Carolina',
    'Tennessee',
    'Virginia',
    'West Virginia',
  ],
  Southwest: ['Arizona', 'New Mexico', 'Oklahoma', 'Texas'],
  'Great Lakes': ['Illinois', 'Indiana', 'Michigan', 'Minnesota', 'New York', 'Ohio', 'Pennsylvania', 'Wisconsin'],
  'Gulf Coast': ['Alabama', 'Florida', 'Louisiana', 'Mississippi', 'Texas'],
  'East Coast': [
    'Connecticut',
    'Delaware',
    'Florida',
    'Georgia',
    'Maine',
    'Maryland',
    'Massachusetts',
    'New Hampshire',
    'New Jersey',
    'New York',
    'North Carolina',
    'Rhode Island',
    'South Carolina',
    'Virginia',
  ],
  'West Coast': ['California', 'Oregon', 'Washington'],
};

/** Other ways to write them, lower-case → name. */
export const US_AREA_ALIASES: Record<string, string> = {
  'north east': 'Northeast',
  northeastern: 'Northeast',
  'new england': 'New England',
  'mid atlantic': 'Mid-Atlantic',
  midatlantic: 'Mid-Atlantic',
  'mid west': 'Midwest',
  midwestern: 'Midwest',
  southern: 'South',
  western: 'West',
  'south east': 'Southeast',
  southeastern: 'Southeast',
  'south west': 'Southwest',
  southwestern: 'Southwest',
  pnw: 'Pacific Northwest',
};

/** Regions of other parts of the world written with the same words ("Southeast Asia"): never read as the US's. */
export const NOT_US_AREAS: Record<string, string> = {
  'southeast asia': 'Asia',
  'south east asia': 'Asia',
  'south asia': 'Asia',
  'east asia': 'Asia',
  'south america': 'Latin America',
  'central america': 'Latin America',
  'western europe': 'Europe',
  'eastern europe': 'Europe',
  'northern europe': 'Europe',
  'southern europe': 'Europe',
  'west africa': 'Africa',
  'east africa': 'Africa',
  'north africa': 'Africa',
  'southern africa': 'Africa',
};
