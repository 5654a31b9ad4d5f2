/**
 * Words that set the scene of a question rather than its subject: what people call a state (its
 * nickname, its residents), words that point at a place without naming it ("here", "my state",
 * "your city"), questions about many states at once, the shops products are sold in, and the agencies
 * that enforce the rules. Drawn from questions people asked in public (agency FAQ pages, merchant
 * help pages, forums, news Q&A).
 */

/** Nicknames and residents' names of jurisdictions; "first state" is left out ("the first state to ban …"). */
export const STATE_NICKNAMES: Record<string, string[]> = {
  AL: ['yellowhammer state', 'heart of dixie', 'alabamians', 'alabamans'],
  AK: ['last frontier', 'alaskans'],
  AZ: ['grand canyon state', 'copper state', 'arizonans', 'arizonians'],
  AR: ['natural state', 'arkansans'],
  CA: ['golden state', 'californians'],
  CO: ['centennial state', 'coloradans', 'coloradoans'],
  CT: ['constitution state', 'nutmeg state'],
  DE: ['diamond state', 'delawareans'],
  FL: ['sunshine state', 'floridians'],
  GA: ['peach state', 'georgians'],
  HI: ['aloha state', 'hawaiians'],
  ID: ['gem state', 'idahoans'],
  IL: ['prairie state', 'land of lincoln', 'illinoisans'],
  IN: ['hoosier state', 'hoosier', 'hoosiers'],
  IA: ['hawkeye state', 'iowans'],
  KS: ['sunflower state', 'kansans'],
  KY: ['bluegrass state', 'kentuckians'],
  LA: ['pelican state', 'louisianans', 'louisianians'],
  ME: ['pine tree state', 'mainers'],
  MD: ['old line state', 'marylanders'],
  MA: ['bay state', 'bay staters'],
  MI: ['great lakes state', 'wolverine state', 'michiganders', 'michiganians'],
  MN: ['north star state', 'gopher state', 'minnesotans'],
  MS: ['magnolia state', 'mississippians'],
  MO: ['show me state', 'missourians'],
  MT: ['treasure state', 'big sky country', 'montanans'],
  NE: ['cornhusker state', 'nebraskans'],
  NV: ['silver state', 'nevadans'],
  NH: ['granite state', 'new hampshirites'],
  NJ: ['garden state', 'new jerseyans', 'jerseyans'],
  NM: ['land of enchantment', 'new mexicans'],
  NY: ['empire state', 'new yorkers'],
  NC: ['tar heel state', 'tarheel state', 'north carolinians'],
  ND: ['peace garden state', 'north dakotans'],
  OH: ['buckeye state', 'ohioans'],
  OK: ['sooner state', 'oklahomans'],
  OR: ['beaver state', 'oregonians'],
  PA: ['keystone state', 'pennsylvanians'],
  RI: ['ocean state', 'rhode islanders'],
  SC: ['palmetto state', 'south carolinians'],
  SD: ['mount rushmore state', 'south dakotans'],
  TN: ['volunteer state', 'tennesseans', 'tennesseeans'],
  TX: ['lone star state', 'texans'],
  UT: ['beehive state', 'utahns', 'utahans'],
  VT: ['green mountain state', 'vermonters'],
  VA: ['old dominion', 'virginians'],
  WA: ['evergreen state', 'washingtonians'],
  WV: ['mountain state', 'west virginians'],
  WI: ['badger state', 'wisconsinites'],
  WY: ['equality state', 'cowboy state', 'wyomingites'],
}

/**
 * Context cues. `local`: city and county rules, which HempData does not record. `deictic`: a place
 * pointed at, not named (the `state` parameter says which). `state_list`: many states at once (one
 * state per answer, so a gap). `channel`: the kind of shop, which is not a product type ("vape shops
 * selling gummies" asks about gummies). `enforcement_agency`: who enforces the rules. `selling` with
 * `online` or `interstate` asks about shipping (a seller's question); `interstate` alone about travel.
 * `thc_free`: "THC-free CBD" names CBD, not THC.
 */
export const CONTEXT_CUES: Record<string, string[]> = {
  selling: ['sell', 'selling', 'sold', 'sells', 'sale', 'sales'],
  online: ['online', 'on line', 'internet', 'website', 'websites', 'web store', 'ecommerce', 'e commerce', 'online store', 'online sales'],
  interstate: ['across state lines', 'cross state lines', 'over state lines', 'interstate', 'out of state', 'to another state', 'to other states'],
  thc_free: ['thc free', 'no thc', 'zero thc', '0 thc', 'non thc', 'without thc', 'trace thc', 'trace amounts of thc'],
  local: [
    'my city', 'your city', 'our city', 'my town', 'your town', 'our town', 'my county', 'your county', 'our county', 'local', 'locally',
    'local law', 'local laws', 'local rules', 'ordinance', 'ordinances', 'municipal', 'municipality', 'municipalities', 'county', 'counties',
    'city', 'cities', 'town', 'towns', 'township', 'zoning', 'city council', 'county commission',
  ],
  deictic: [
    'here', 'my state', 'this state', 'our state', 'your state', 'where i live', 'where you live', 'where i am', 'in my area', 'my area',
    'around here', 'home state', 'my home state',
  ],
  state_list: [
    'us states', 'u s states', 'american states', 'all 50 states', 'all fifty states', 'all states', 'every state', 'each state',
    'which states', 'what states', 'which state', 'what state', 'states where', 'many states', 'most states', 'some states',
    'specific states', 'other states', 'state by state', 'several states', 'list of states',
  ],
  channel: [
    'vape shop', 'vape shops', 'vape store', 'vape stores', 'smoke shop', 'smoke shops', 'head shop', 'head shops', 'gas station',
    'gas stations', 'convenience store', 'convenience stores', 'corner store', 'liquor store', 'liquor stores', 'grocery store',
    'grocery stores', 'dispensary', 'dispensaries', 'cbd store', 'cbd stores', 'cbd shop', 'cbd shops', 'video store', 'coffee shop',
    'coffee shops', 'brewery', 'breweries', 'restaurant', 'restaurants', 'cafe', 'cafes',
  ],
  enforcement_agency: [
    'agency', 'agencies', 'regulator', 'regulators', 'regulatory authority', 'regulatory agency', 'regulatory body', 'who regulates',
    'who regulate', 'who enforces', 'who enforce', 'who oversees', 'who is in charge', 'in charge of', 'enforcement agency',
    'enforcing agency', 'enforced by', 'regulated by', 'oversee', 'oversees', 'overseeing', 'oversight', 'jurisdiction over',
    'authority over', 'department of agriculture', 'agriculture department', 'dept of agriculture', 'department of health',
    'health department', 'board of pharmacy', 'alcohol beverage control', 'abc board', 'cannabis control commission',
    'cannabis control board', 'office of cannabis management', 'liquor control board', 'liquor and cannabis board',
    // Agencies people name by their initials in hemp questions.
    'dshs', 'cdphe', 'fdacs', 'olcc', 'ocm', 'tabc', 'vdacs', 'omma', 'wslcb', 'lcb', 'ncda', 'ncdacs', 'mda', 'kda', 'tda', 'oda',
  ],
}
