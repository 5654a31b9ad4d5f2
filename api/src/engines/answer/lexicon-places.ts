/**
 * The places of the answer engine's lexicon (lexicon.ts): the jurisdictions by name and short form,
 * the federal layer, and places HempData does not cover (territories, tribal lands, cities).
 */
// biome-ignore format: data table, packed to the line width
export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
}

/** Common short forms and other names of jurisdictions. */
// biome-ignore format: data table, packed to the line width
export const STATE_FORMS: Record<string, string[]> = {
  DC: ['washington dc', 'washington d c', 'dc', 'd c', 'district of columbia', 'washington district of columbia'],
  WA: ['washington state'],
  CA: ['calif', 'cali'],
  FL: ['fla'],
  TN: ['tenn'],
  PA: ['penn', 'penna'],
  MN: ['minn'],
  MI: ['mich'],
  CO: ['colo'],
  CT: ['conn'],
  AZ: ['ariz'],
  OK: ['okla'],
  WI: ['wisc'],
  NJ: ['jersey'],
  NE: ['nebr'],
}

/**
 * Two-letter codes that are also English words or common abbreviations: in lower case they are read
 * as words ("legal in Texas", "2nd"); written in capitals (IN, OR, ME) they are codes.
 */
// biome-ignore format: data table, packed to the line width
export const WORDLIKE_CODES = new Set([
  'in', 'or', 'me', 'hi', 'ok', 'oh', 'id', 'al', 'co', 'de', 'la', 'pa', 'ma', 'ga', 'ms', 'mo', 'mi', 'ne', 'mt',
  'nd', 'sd', 'md', 'ca', 'wi', 'ia',
])

// biome-ignore format: data table, packed to the line width
export const FEDERAL_FORMS = [
  'federal', 'federally', 'fed', 'feds', 'federal level', 'federal law', 'the us', 'u s', 'u s a', 'usa',
  'united states', 'america', 'nationwide', 'national', 'nationally', 'farm bill', '2018 farm bill', 'hr 5371',
  'h r 5371', 'section 781', 'sec 781', 'congress', 'usda', 'fda', 'dea',
]

// biome-ignore format: data table, packed to the line width
export const UNCOVERED_PLACES = [
  'puerto rico',
  'guam',
  'virgin islands',
  'us virgin islands',
  'american samoa',
  'northern mariana islands',
  'canada',
  'mexico',
  'uk',
  'united kingdom',
  'england',
  'britain',
  'europe',
  'eu',
  'germany',
  'france',
  'spain',
  'australia',
  'japan',
  'ontario',
  'british columbia',
  'quebec',
  'abroad',
  'overseas',
  'internationally',
  'colombia',
  'jamaica',
  'netherlands',
  'amsterdam',
  'thailand',
  // Tribal lands have their own rules, which HempData does not record.
  'indian reservation',
  'reservation',
  'reservations',
  'tribal land',
  'tribal lands',
  'tribal',
  'native american',
]

// biome-ignore format: data table, packed to the line width
export const CITIES = [
  'new york city', 'nyc', 'los angeles', 'chicago', 'houston', 'dallas', 'austin', 'san antonio', 'miami', 'orlando',
  'tampa', 'san francisco', 'san diego', 'seattle', 'portland', 'denver', 'atlanta', 'nashville', 'memphis',
  'phoenix', 'las vegas', 'boston', 'philadelphia', 'pittsburgh', 'detroit', 'minneapolis', 'new orleans', 'brooklyn',
  'manhattan', 'kansas city', 'oklahoma city', 'salt lake city', 'jersey city', 'atlantic city', 'carson city',
  'baltimore', 'cleveland', 'columbus', 'cincinnati', 'louisville', 'charlotte', 'raleigh', 'st louis', 'saint louis',
  'milwaukee', 'indianapolis', 'albuquerque', 'tucson', 'sacramento', 'honolulu',
]
