/** Brand spellings an ALL-CAPS list loses ("PAYPAL" → "PayPal"); keyed by the upper-case word. */
export const KNOWN_WORDS: Record<string, string> = Object.fromEntries(
  [
    'AbbVie', 'AmerisourceBergen', 'AmTrust', 'AutoNation', 'AutoZone', 'BlackRock', 'BorgWarner', 'CalAtlantic', 'CarMax',
    'CenterPoint', 'CenturyLink', 'ConocoPhillips', 'DaVita', 'DuPont', 'eBay', 'FedEx', 'FirstEnergy', 'GameStop', 'GitHub',
    'HollyFrontier', 'iHeartMedia', 'JetBlue', 'JPMorgan', 'KeyCorp', 'LifePoint', 'LinkedIn', 'ManpowerGroup', 'MetLife',
    'NetApp', 'NextEra', 'PayPal', 'PepsiCo', 'PulteGroup', 'SpartanNash', 'SunTrust', 'SuperValu', 'TravelCenters',
    'TreeHouse', 'UnitedHealth', 'WestRock', 'YouTube', 'WordPress', 'HubSpot', 'MongoDB', 'DocuSign', 'ServiceNow', 'GmbH',
  ].map((name) => [name.toUpperCase(), name]),
);
