/**
 * The words HempData's answer engine understands: jurisdictions, substances, product types and the
 * cues of what is asked, each as the normalised token phrase people type (see parse.ts `normalize`).
 * Places and products HempData does not cover are listed too, so that "delta 10" or "Kansas City"
 * is recognised as uncovered rather than read as the nearest covered word.
 */
import type { ProductTypeId, SubstanceId } from '../../domain/types.ts'
import { CONTEXT_CUES, STATE_NICKNAMES } from './lexicon-context.ts'

export type TermKind =
  | 'state' | 'federal' | 'place' | 'city'
  | 'substance' | 'other-substance'
  | 'product'
  | 'cue'

export interface Term {
  kind: TermKind
  /** A state code, a substance or product-type id, an intent or topic name, or the uncovered thing's name. */
  value: string
}

export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}

/** Common short forms and other names of jurisdictions. */
const STATE_FORMS: Record<string, string[]> = {
  DC: ['washington dc', 'washington d c', 'dc', 'd c', 'district of columbia', 'washington district of columbia'],
  WA: ['washington state'],
  CA: ['calif', 'cali'], FL: ['fla'], TN: ['tenn'], PA: ['penn', 'penna'], MN: ['minn'], MI: ['mich'],
  CO: ['colo'], CT: ['conn'], AZ: ['ariz'], OK: ['okla'], WI: ['wisc'], NJ: ['jersey'], NE: ['nebr'],
}

/**
 * Two-letter codes that are also English words or common abbreviations: in lower case they are read
 * as words ("legal in Texas", "2nd"); written in capitals (IN, OR, ME) they are codes.
 */
export const WORDLIKE_CODES = new Set(['in', 'or', 'me', 'hi', 'ok', 'oh', 'id', 'al', 'co', 'de', 'la', 'pa', 'ma', 'ga', 'ms', 'mo', 'mi', 'ne', 'mt', 'nd', 'sd', 'md', 'ca', 'wi', 'ia'])

const FEDERAL_FORMS = [
  'federal', 'federally', 'fed', 'feds', 'federal level', 'federal law', 'the us', 'u s', 'u s a', 'usa', 'united states', 'america',
  'nationwide', 'national', 'nationally', 'farm bill', '2018 farm bill', 'hr 5371', 'h r 5371', 'section 781', 'sec 781', 'congress',
  'usda', 'fda', 'dea',
]

const UNCOVERED_PLACES = [
  'puerto rico', 'guam', 'virgin islands', 'us virgin islands', 'american samoa', 'northern mariana islands', 'canada', 'mexico',
  'uk', 'united kingdom', 'england', 'britain', 'europe', 'eu', 'germany', 'france', 'spain', 'australia', 'japan', 'ontario',
  'british columbia', 'quebec', 'abroad', 'overseas', 'internationally', 'colombia', 'jamaica', 'netherlands', 'amsterdam', 'thailand',
  // Tribal lands have their own rules, which HempData does not record.
  'indian reservation', 'reservation', 'reservations', 'tribal land', 'tribal lands', 'tribal', 'native american',
]

const CITIES = [
  'new york city', 'nyc', 'los angeles', 'chicago', 'houston', 'dallas', 'austin', 'san antonio', 'miami', 'orlando', 'tampa',
  'san francisco', 'san diego', 'seattle', 'portland', 'denver', 'atlanta', 'nashville', 'memphis', 'phoenix', 'las vegas', 'boston',
  'philadelphia', 'pittsburgh', 'detroit', 'minneapolis', 'new orleans', 'brooklyn', 'manhattan', 'kansas city', 'oklahoma city',
  'salt lake city', 'jersey city', 'atlantic city', 'carson city', 'baltimore', 'cleveland', 'columbus', 'cincinnati', 'louisville',
  'charlotte', 'raleigh', 'st louis', 'saint louis', 'milwaukee', 'indianapolis', 'albuquerque', 'tucson', 'sacramento', 'honolulu',
]

const SUBSTANCE_FORMS: Record<SubstanceId, string[]> = {
  'delta-9-thc': ['delta 9', 'delta 9 thc', 'delta nine', 'd9', 'd 9', 'd9 thc', 'delta 9 tetrahydrocannabinol', 'hemp derived delta 9'],
  'delta-8-thc': ['delta 8', 'delta 8 thc', 'delta eight', 'd8', 'd 8', 'd8 thc', 'delta 8 tetrahydrocannabinol'],
  cbd: ['cbd', 'cannabidiol', 'cbd oil', 'cbd oils'],
  thca: ['thca', 'thc a', 'thcaa', 'tetrahydrocannabinolic acid'],
  cbg: ['cbg', 'cannabigerol'],
  cbn: ['cbn', 'cannabinol'],
}

/** Cannabinoids and other products people ask about that HempData keeps no records for. */
const OTHER_SUBSTANCES: Record<string, string[]> = {
  HHC: ['hhc', 'hhc p', 'hhco', 'hhc o', 'hexahydrocannabinol'],
  H4CBD: ['h4cbd', 'h 4 cbd', 'h4 cbd'],
  THCJD: ['thcjd', 'thc jd'],
  THCH: ['thch', 'thc h'],
  THCP: ['thcp', 'thc p'],
  THCV: ['thcv', 'thc v'],
  'THC-O': ['thc o', 'thco', 'thc o acetate'],
  'delta-10 THC': ['delta 10', 'delta ten', 'd10', 'd 10'],
  'delta-11 THC': ['delta 11'],
  CBC: ['cbc', 'cannabichromene'],
  CBDA: ['cbda'],
  kratom: ['kratom'],
  kava: ['kava'],
  'psilocybin mushrooms': ['psilocybin', 'mushrooms', 'mushroom', 'magic mushrooms', 'shrooms', 'amanita'],
  nicotine: ['nicotine', 'tobacco'],
}

const PRODUCT_FORMS: Record<ProductTypeId, string[]> = {
  edibles: [
    'edible', 'edibles', 'gummy', 'gummies', 'gummie', 'gummys', 'chocolate', 'chocolates', 'candy', 'candies', 'brownie', 'brownies',
    'cookie', 'cookies', 'baked goods', 'capsule', 'capsules', 'softgel', 'softgels', 'pill', 'pills', 'tablet', 'tablets', 'mints',
    'lollipop', 'lollipops', 'chews', 'food', 'foods', 'snacks', 'gummy bears', 'gummy bear', 'gummi', 'gummies bears', 'caramels', 'taffy',
  ],
  beverages: ['beverage', 'beverages', 'drink', 'drinks', 'seltzer', 'seltzers', 'soda', 'sodas', 'shot', 'shots', 'tonic', 'tonics', 'sparkling water'],
  smokable: [
    'smokable', 'smokables', 'smokeable', 'smokeables', 'pre roll', 'pre rolls', 'preroll', 'prerolls', 'joint', 'joints', 'blunt', 'blunts',
    'cigarette', 'cigarettes', 'hemp cigarettes', 'cigar', 'cigars', 'spliff', 'spliffs', 'smoke', 'smoking', 'smoked', 'smokes',
  ],
  vapes: [
    'vape', 'vapes', 'vaping', 'vape pen', 'vape pens', 'cart', 'carts', 'cartridge', 'cartridges', 'disposable', 'disposables',
    'vaporizer', 'vaporizers', 'e liquid', 'pod', 'pods', 'pen', 'pens', 'vape juice', 'vape oil',
  ],
  flower: ['flower', 'flowers', 'bud', 'buds', 'hemp flower', 'nug', 'nugs'],
  tinctures: ['tincture', 'tinctures', 'oil', 'oils', 'drops', 'sublingual', 'tincture oil', 'cbd oil', 'cbd oils'],
  topicals: [
    'topical', 'topicals', 'lotion', 'lotions', 'cream', 'creams', 'balm', 'balms', 'salve', 'salves', 'patch', 'patches', 'bath bomb',
    'bath bombs', 'roll on', 'rub', 'rubs', 'ointment', 'ointments', 'muscle rub', 'massage oil', 'body oil', 'beard oil', 'skin care',
  ],
  concentrates: [
    'concentrate', 'concentrates', 'wax', 'shatter', 'dab', 'dabs', 'rosin', 'resin', 'live resin', 'distillate', 'distillates', 'isolate',
    'isolates', 'crumble', 'badder', 'budder', 'diamonds', 'hash', 'kief', 'extract', 'extracts',
  ],
  'pet-products': [
    'pet', 'pets', 'pet product', 'pet products', 'dog', 'dogs', 'cat', 'cats', 'dog treat', 'dog treats', 'pet treat', 'pet treats',
    'pet chews', 'animal', 'animals', 'horse', 'horses',
  ],
}

/**
 * Cue words: what a question asks about. `topic:*` cues mark subjects outside HempData's data
 * (taxes, dosage, marijuana…); the rest name an intent or a detail of one.
 */
const CUES: Record<string, string[]> = {
  legality: [
    'legal', 'legally', 'illegal', 'lawful', 'unlawful', 'allowed', 'allow', 'permitted', 'banned', 'ban', 'prohibited', 'forbidden',
    'sell', 'selling', 'sold', 'buy', 'buying', 'purchase', 'status', 'restricted', 'okay', 'regulate', 'regulates', 'regulated', 'regulating', 'carry', 'stock',
    'law', 'laws', 'rule', 'rules', 'regulations', 'legal status',
  ],
  compare: ['compare', 'comparison', 'vs', 'versus', 'difference', 'differences', 'differ', 'stricter', 'strictest'],
  thc_limits: [
    'limit', 'limits', 'cap', 'caps', 'mg', 'milligram', 'milligrams', 'percent', 'percentage', 'potency', 'strong', 'strength', 'max',
    'maximum', 'dry weight', 'per serving', 'per container', 'per package', 'serving', 'servings', 'how much', 'total thc',
    // The legal definition of hemp is its THC limit.
    'definition', 'definitions', 'legal definition', 'defined', 'define', 'defines', 'considered hemp', 'qualifies as hemp', 'counts as hemp',
  ],
  minimum_age: [
    'age', 'ages', 'how old', 'old', 'year old', 'years old', 'minor', 'minors', 'underage', 'under 21', 'id', 'ids', 'id check',
    'id requirement', 'photo id', 'show id', 'carded',
  ],
  age_number: ['21', '18', '19', 'eighteen', 'nineteen', 'twenty one'],
  shipping: ['ship', 'ships', 'shipping', 'shipped', 'mail', 'mailing', 'mailed', 'deliver', 'delivery', 'carrier', 'carriers', 'postal', 'send'],
  carrier: ['usps', 'ups', 'fedex', 'dhl', 'post office', 'carrier', 'carriers'],
  licence: [
    'license', 'licence', 'licenses', 'licences', 'licensing', 'licencing', 'permit', 'permits', 'registration', 'register', 'registered',
    'who can sell', 'who may sell', 'who is allowed to sell', 'who can legally sell', 'need to inform', 'have to inform', 'must inform',
    'need to notify', 'have to notify', 'must notify',
  ],
  testing: ['test', 'tests', 'tested', 'testing', 'lab', 'labs', 'laboratory', 'coa', 'coas', 'certificate of analysis', 'panel', 'panels'],
  labeling: ['label', 'labels', 'labeling', 'labelling', 'labeled', 'packaging', 'child resistant'],
  warning: ['warning', 'warnings', 'warning text', 'warning statement'],
  penalties: [
    'penalty', 'penalties', 'fine', 'fines', 'fined', 'punishment', 'punished', 'jail', 'prison', 'misdemeanor', 'felony', 'sanction',
    'sanctions', 'violation', 'violations', 'consequences', 'what happens if',
  ],
  effective_date: [
    'effective', 'take effect', 'took effect', 'takes effect', 'go into effect', 'went into effect', 'since when', 'what date', 'start enforcing',
    'enforced since', 'how long has', 'how long have', 'when did', 'what year', 'sunset', 'sunsets', 'expire', 'expires', 'expiry', 'expiration',
    'expiring', 'until when',
  ],
  when: ['when'],
  pending_bills: ['bill', 'bills', 'legislation', 'legislature', 'lawmakers', 'proposed', 'pending', 'proposal', 'proposals'],
  future: [
    'next year', 'next month', 'next session', 'future', 'going to', 'gonna', 'likely', 'soon', 'predict', 'prediction', 'forecast', 'ever',
    'getting banned', 'get banned', 'about to', 'be next', 'happens next', 'what next',
  ],
  will: ['will'],
  'topic:marijuana': ['marijuana', 'marihuana', 'weed', 'grass', 'pot', 'ganja', 'reefer', 'recreational', 'medical marijuana', 'dispensary card', 'medical card'],
  'topic:alcohol': ['alcohol', 'beer', 'wine'],
  'topic:tax': ['tax', 'taxes', 'taxed', 'excise', 'sales tax'],
  'topic:dosage': ['dosage', 'dose', 'doses', 'should i take', 'how much should', 'to sleep', 'microdose'],
  'topic:health': [
    'safe', 'safety', 'pregnancy', 'pregnant', 'breastfeeding', 'anxiety', 'pain', 'health', 'side effects', 'benefits', 'help with', 'cure',
    'get me high', 'get you high', 'get high', 'make me high', 'make you high', 'feel high', 'getting high',
  ],
  'topic:drug-testing': ['drug test', 'drug tests', 'drug testing', 'show up on', 'urine'],
  'topic:shopping': [
    'brand', 'brands', 'best', 'review', 'reviews', 'price', 'prices', 'cost', 'cheap', 'cheapest', 'near me', 'where can i buy', 'where to buy', 'coupon',
    'should i buy', 'should you buy', 'worth buying', 'worth it',
  ],
  'topic:opinion': [
    'should be legal', 'should be illegal', 'should be banned', 'should be allowed', 'should be regulated', 'continue to be legal', 'do you think',
    'in your opinion', 'opinion', 'good idea', 'bad idea',
  ],
  'topic:lists': ['is there a list', 'approved list', 'list of approved', 'approved sources', 'approved brands', 'approved products', 'registry of'],
  'topic:cooking': ['recipe', 'recipes', 'how do i make', 'how to make', 'bake', 'baking', 'cook', 'cooking'],
  'topic:travel': ['fly', 'flying', 'airport', 'tsa', 'travel', 'traveling', 'plane', 'drive', 'driving', 'dui'],
  'topic:possession': ['possess', 'possession', 'possessing', 'have on me'],
  'topic:employment': ['employer', 'fired', 'job', 'employment', 'workplace'],
  'topic:cultivation': ['grow', 'growing', 'grower', 'cultivate', 'cultivation', 'cultivating', 'farming'],
  // Greetings are ignored: "Hey, is delta 8 legal in Texas?" is a question about Texas.
  greeting: ['hello', 'hey', 'thanks', 'thank you', 'please'],
  'topic:smalltalk': ['joke', 'weather', 'your name', 'who are you', 'how are you'],
}

/** Every phrase of the lexicon and what it means. */
export function buildTerms(): Map<string, Term[]> {
  const terms = new Map<string, Term[]>()
  const add = (phrase: string, term: Term) => {
    const list = terms.get(phrase)
    if (!list) terms.set(phrase, [term])
    else if (!list.some((t) => t.kind === term.kind && t.value === term.value)) list.push(term)
  }
  for (const [code, name] of Object.entries(STATE_NAMES)) {
    add(name.toLowerCase(), { kind: 'state', value: code })
    add(`state of ${name.toLowerCase()}`, { kind: 'state', value: code })
    for (const form of [...(STATE_FORMS[code] ?? []), ...(STATE_NICKNAMES[code] ?? [])]) add(form, { kind: 'state', value: code })
  }
  for (const form of FEDERAL_FORMS) add(form, { kind: 'federal', value: 'US' })
  for (const place of UNCOVERED_PLACES) add(place, { kind: 'place', value: place })
  for (const city of CITIES) add(city, { kind: 'city', value: city })
  for (const [id, forms] of Object.entries(SUBSTANCE_FORMS)) for (const form of forms) add(form, { kind: 'substance', value: id })
  for (const [name, forms] of Object.entries(OTHER_SUBSTANCES)) for (const form of forms) add(form, { kind: 'other-substance', value: name })
  for (const [id, forms] of Object.entries(PRODUCT_FORMS)) for (const form of forms) add(form, { kind: 'product', value: id })
  for (const [cue, forms] of Object.entries({ ...CUES, ...CONTEXT_CUES })) for (const form of forms) add(form, { kind: 'cue', value: cue })
  return terms
}

/** Words never corrected towards a lexicon word: a typo-tolerant "main" must not become Maine. */
export const COMMON_WORDS = new Set(`
a about above after again against all also am an and any are as at be because been before being below between both but by can
could did do does doing down during each few for from further had has have having he her here hers him his how i if into is it its
just more most my no nor not now of off on once only other our out over own same she should so some such than that the their them
then there these they this those through to too under until up very was we were what when where which while who whom why with would
you your yours main mine male line fine find kind mind wine dine shop stop step slip ship shot shut best rest text next test must
most post past cost list lost last fast vast state states statewide rule rules rural law laws lawyer store stores online order
sale sales get got need needs want wants make made take took give know tell say said see look like time year years day days month
week new old one two three four five ten more less many much well good bad sure yes also still even ever only just some every
product products item items thing things type types kind sort form forms hemp thc cannabis cannabinoid cannabinoids derived
business businesses retailer retailers customer customers people person someone anyone company companies brand shelf shelves
require required requirement requirements need needed rule regulation regulations apply applies use used using there
whether either card cards care core cord bar bars date dates plan plans part parts pass case cases sample samples other others
offer offers fee fees free legit real fact facts area areas place places county counties city cities town local
indian indians seller sellers sells buyer buyers vendor vendors shops shopper shoppers owner owners merchant merchants
dealer dealers distributor distributors manufacturer manufacturers wholesaler wholesalers retail retailer
`.split(/\s+/).filter(Boolean))
