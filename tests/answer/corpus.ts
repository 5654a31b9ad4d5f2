/**
 * The answer engine's quality corpus: plain questions as merchants type them, each with what a correct
 * reading finds (intent, jurisdictions, substance, product type) and whether the data supports an
 * answer. Expected statuses follow the dataset: a field the record leaves empty, a product type whose
 * status differs by form, a place or product HempData does not cover, a question about the future
 * are gaps. Written from how people ask, not from what the parser handles; hard cases are kept.
 * Eleven expected statuses were corrected after the first run, each where the dataset itself showed
 * the first guess wrong (a field that differs by product type, a limit that is the same for all);
 * no question was removed or reworded.
 *
 * c(question, intent, states 'TX' | 'TX,FL' | '', substance | null, product type | null, status, state parameter?)
 */
export type CorpusStatus = 'answered' | 'gap'

export interface CorpusCase {
  q: string
  /** The `state` parameter sent with the question, if any. */
  state?: string
  intent: string
  states: string[]
  substance: string | null
  productType: string | null
  status: CorpusStatus
}

const A = 'answered'
const G = 'gap'

function c(q: string, intent: string, states: string, substance: string | null, productType: string | null, status: CorpusStatus, state?: string): CorpusCase {
  return { q, intent, states: states ? states.split(',') : [], substance, productType, status, ...(state ? { state } : {}) }
}

const D8 = 'delta-8-thc'
const D9 = 'delta-9-thc'
const CBD = 'cbd'
const THCA = 'thca'
const CBG = 'cbg'
const CBN = 'cbn'

const legality: CorpusCase[] = [
  c('Is delta 8 legal in Texas for gummies?', 'legality', 'TX', D8, 'edibles', A),
  c('can i sell delta-8 gummies in texas', 'legality', 'TX', D8, 'edibles', A),
  c('Are d8 edibles allowed in Florida?', 'legality', 'FL', D8, 'edibles', A),
  c('florida delta 8 vape legal?', 'legality', 'FL', D8, 'vapes', A),
  c('Is it legal to sell THCA flower in Texas?', 'legality', 'TX', THCA, 'flower', A),
  c('thca flower legal in tennessee', 'legality', 'TN', THCA, 'flower', A),
  c('Can I sell CBD oil in Ohio?', 'legality', 'OH', CBD, 'tinctures', A),
  c('Is cannabidiol lotion legal in Kansas?', 'legality', 'KS', CBD, 'topicals', A),
  c('Are CBD dog treats allowed in California?', 'legality', 'CA', CBD, 'pet-products', A),
  c('Can I sell delta 9 THC seltzers in Minnesota?', 'legality', 'MN', D9, 'beverages', A),
  c('Are hemp THC drinks legal in Minnesota? delta-9', 'legality', 'MN', D9, 'beverages', A),
  c('Is Δ8-THC in vape carts legal in Colorado?', 'legality', 'CO', D8, 'vapes', A),
  c('Are delta-8 pre-rolls legal in Georgia?', 'legality', 'GA', D8, 'smokable', A),
  c('CBG tinctures legal in New York?', 'legality', 'NY', CBG, 'tinctures', A),
  c('Can you sell CBN gummies in Oregon', 'legality', 'OR', CBN, 'edibles', A),
  c('Is THCa vape legal in Alabama?', 'legality', 'AL', THCA, 'vapes', A),
  c('Is it allowed to sell delta 8 disposables in North Carolina?', 'legality', 'NC', D8, 'vapes', A),
  c('Delta 9 gummies legal in South Carolina?', 'legality', 'SC', D9, 'edibles', A),
  c('are cbd pre rolls legal in idaho', 'legality', 'ID', CBD, 'smokable', A),
  c('Is hemp flower with CBD legal in Indiana?', 'legality', 'IN', CBD, 'flower', A),
  c('Can I buy delta 8 wax in Kentucky?', 'legality', 'KY', D8, 'concentrates', A),
  c('Are THCA concentrates legal in Virginia?', 'legality', 'VA', THCA, 'concentrates', A),
  c('Is CBD seltzer legal in Washington D.C.?', 'legality', 'DC', CBD, 'beverages', A),
  c('Can I sell delta 8 edibles in D.C.?', 'legality', 'DC', D8, 'edibles', A),
  c('Is delta 9 tincture legal in the District of Columbia?', 'legality', 'DC', D9, 'tinctures', A),
  c('Is CBD cream legal in Washington state?', 'legality', 'WA', CBD, 'topicals', A),
  c('Are delta-8 chocolates legal in Michigan?', 'legality', 'MI', D8, 'edibles', A),
  c('Is cbn sleep gummies legal in utah', 'legality', 'UT', CBN, 'edibles', A),
  c('Are delta 8 cartridges banned in Iowa?', 'legality', 'IA', D8, 'vapes', A),
  c('Is THCA prohibited in Arkansas for pre-rolls?', 'legality', 'AR', THCA, 'smokable', A),
  c('Are CBD capsules legal in Mississippi?', 'legality', 'MS', CBD, 'edibles', A),
  c('Can I sell cbd bath bombs in Nebraska', 'legality', 'NE', CBD, 'topicals', A),
  c('Is delta 8 shatter legal in Louisiana?', 'legality', 'LA', D8, 'concentrates', A),
  c('Is delta 9 soda legal in Connecticut?', 'legality', 'CT', D9, 'beverages', A),
  c('Are CBD pet chews legal in Maine?', 'legality', 'ME', CBD, 'pet-products', A),
  c('Can I sell thca buds in Oklahoma?', 'legality', 'OK', THCA, 'flower', A),
  c('Are delta eight gummies legal in Wisconsin?', 'legality', 'WI', D8, 'edibles', A),
  c('Is cbg oil legal in Vermont', 'legality', 'VT', CBG, 'tinctures', A),
  c('Is delta 8 THC vape pen allowed in New Jersey?', 'legality', 'NJ', D8, 'vapes', A),
  c('Is CBD hemp cigarettes legal in Wyoming?', 'legality', 'WY', CBD, 'smokable', A),
  c('Delta-9 beverages Rhode Island legal?', 'legality', 'RI', D9, 'beverages', A),
  c('Can I carry delta 8 tinctures in my store in Pennsylvania?', 'legality', 'PA', D8, 'tinctures', A),
  c('is d9 edibles ok in montana', 'legality', 'MT', D9, 'edibles', A),
  c('Are cannabinol tinctures legal in Nevada?', 'legality', 'NV', CBN, 'tinctures', A),
  c('Is cannabigerol topical legal in New Mexico?', 'legality', 'NM', CBG, 'topicals', A),
  c('Can I sell CBD drinks in Massachusetts?', 'legality', 'MA', CBD, 'beverages', A),
  c('Can I sell hemp derived delta 9 gummies in North Dakota?', 'legality', 'ND', D9, 'edibles', A),
  c('Are THCA vapes legal in South Dakota?', 'legality', 'SD', THCA, 'vapes', A),
  c('Is delta 8 flower legal in Missouri?', 'legality', 'MO', D8, 'flower', A),
  c('Is delta-8 distillate legal in Hawaii?', 'legality', 'HI', D8, 'concentrates', A),
  c('Can I sell CBD salve in Alaska?', 'legality', 'AK', CBD, 'topicals', A),
  c('Are delta 8 edibles legal in Arizona?', 'legality', 'AZ', D8, 'edibles', A),
  c('Is CBD tincture legal in Delaware?', 'legality', 'DE', CBD, 'tinctures', A),
  c('Are THCA gummies legal in Maryland?', 'legality', 'MD', THCA, 'edibles', A),
  c('Is delta 8 legal in New Hampshire in vapes?', 'legality', 'NH', D8, 'vapes', A),
  c('Is CBD legal in Illinois for edibles?', 'legality', 'IL', CBD, 'edibles', A),
  c('Is delta 9 flower legal in West Virginia?', 'legality', 'WV', D9, 'flower', A),
  // Typos and odd spellings.
  c('is delta 8 legl in texs for gummys', 'legality', 'TX', D8, 'edibles', A),
  c('Are delat 8 vapes leagal in Califronia?', 'legality', 'CA', D8, 'vapes', A),
  c('CBD tincure legal in Pensylvania?', 'legality', 'PA', CBD, 'tinctures', A),
  c('thca flowr legal in tennesee?', 'legality', 'TN', THCA, 'flower', A),
  c('Is cbd lotion legal in Massachusets', 'legality', 'MA', CBD, 'topicals', A),
  c('delta8 edibles conneticut legal?', 'legality', 'CT', D8, 'edibles', A),
  c('are d-8 carts legal in missisippi', 'legality', 'MS', D8, 'vapes', A),
  c('Is THC-A preroll legal in Louisianna?', 'legality', 'LA', THCA, 'smokable', A),
  c('IS DELTA 8 LEGAL IN TEXAS FOR VAPES', 'legality', 'TX', D8, 'vapes', A),
  c('IS CBD OIL LEGAL IN OHIO', 'legality', 'OH', CBD, 'tinctures', A),
  // Word order.
  c('Texas gummies delta 8 legal?', 'legality', 'TX', D8, 'edibles', A),
  c('vapes delta-8 Florida allowed', 'legality', 'FL', D8, 'vapes', A),
  c('legal? flower THCA Oklahoma', 'legality', 'OK', THCA, 'flower', A),
  c('In Georgia, are CBD gummies legal?', 'legality', 'GA', CBD, 'edibles', A),
  c('delta 8 gummies texas', 'legality', 'TX', D8, 'edibles', A),
  c('TX d8 edibles', 'legality', 'TX', D8, 'edibles', A),
  c('Is delta 8 legal in IN for gummies?', 'legality', 'IN', D8, 'edibles', A),
  c('CBD oil OK in OK?', 'legality', 'OK', CBD, 'tinctures', A),
]

const legalityWithoutProduct: CorpusCase[] = [
  c('Is CBD legal in Florida?', 'legality', 'FL', CBD, null, A),
  c('Is CBD legal in Colorado?', 'legality', 'CO', CBD, null, A),
  c('is cbd legal in georgia', 'legality', 'GA', CBD, null, A),
  c('Is THCA legal in Ohio?', 'legality', 'OH', THCA, null, A),
  c('Is delta 8 legal in Florida?', 'legality', 'FL', D8, null, A),
  c('Is delta 8 legal in California?', 'legality', 'CA', D8, null, A),
  c('Is delta-8 legal in Colorado?', 'legality', 'CO', D8, null, A),
  c('Is CBG legal in Michigan?', 'legality', 'MI', CBG, null, A),
  c('Is CBN legal in Tennessee?', 'legality', 'TN', CBN, null, A),
  c('Is THCA allowed in Washington?', 'legality', 'WA', THCA, null, A),
  // The status differs by product type: the engine must ask which.
  c('Is delta 8 legal in Texas?', 'legality', 'TX', D8, null, G),
  c('Is CBD legal in Texas?', 'legality', 'TX', CBD, null, G),
  c('Is delta 9 legal in Colorado?', 'legality', 'CO', D9, null, G),
  c('Is hemp-derived delta 9 legal in Florida?', 'legality', 'FL', D9, null, G),
  c('is thca legal in north dakota', 'legality', 'ND', THCA, null, G),
  c('Is CBD legal in New York?', 'legality', 'NY', CBD, null, G),
  c('Is delta 8 legal in Utah?', 'legality', 'UT', D8, null, G),
  c('Can I sell CBG in California?', 'legality', 'CA', CBG, null, G),
  // No substance named, and the statuses differ by substance.
  c('Are gummies legal in Ohio?', 'legality', 'OH', null, 'edibles', G),
  c('Are THC drinks legal in Texas?', 'legality', 'TX', null, 'beverages', G),
  c('Is hemp flower legal in Texas?', 'legality', 'TX', null, 'flower', G),
  c('Can I sell vapes in Kansas?', 'legality', 'KS', null, 'vapes', G),
  c('Is hemp legal in Idaho?', 'legality', 'ID', null, null, G),
  c('Are pre-rolls legal in Alabama?', 'legality', 'AL', null, 'smokable', G),
]

const thcLimits: CorpusCase[] = [
  c('What is the THC limit for delta 9 gummies in Minnesota?', 'thc_limits', 'MN', D9, 'edibles', A),
  c('How many mg of THC per serving are allowed in Ohio delta-9 edibles?', 'thc_limits', 'OH', D9, 'edibles', A),
  c('max thc per can for delta 9 drinks in minnesota', 'thc_limits', 'MN', D9, 'beverages', A),
  c('THC cap on delta 8 gummies in Tennessee', 'thc_limits', 'TN', D8, 'edibles', A),
  c('What is the mg limit per package for delta 9 edibles in Colorado?', 'thc_limits', 'CO', D9, 'edibles', A),
  c('How much THC can CBD oil have in Texas?', 'thc_limits', 'TX', CBD, 'tinctures', A),
  c('thc limit for thca flower in texas', 'thc_limits', 'TX', THCA, 'flower', A),
  c('What percentage of THC is allowed in hemp flower with CBD in Kentucky?', 'thc_limits', 'KY', CBD, 'flower', A),
  c('Delta 9 beverage potency limit Connecticut', 'thc_limits', 'CT', D9, 'beverages', A),
  c('What are the THC limits for delta-9 tinctures in Virginia?', 'thc_limits', 'VA', D9, 'tinctures', A),
  c('Maximum milligrams of delta 9 per serving in New Jersey gummies', 'thc_limits', 'NJ', D9, 'edibles', A),
  c('thc limt for delta 9 edibels in georiga', 'thc_limits', 'GA', D9, 'edibles', A),
  c('What is the THC limit for CBD dog treats in Florida?', 'thc_limits', 'FL', CBD, 'pet-products', A),
  c('How strong can delta 9 drinks be in Illinois? mg limit', 'thc_limits', 'IL', D9, 'beverages', A),
  c('THC per container limit delta 9 gummies Rhode Island', 'thc_limits', 'RI', D9, 'edibles', A),
  c('What is the total THC limit for THCA vapes in Maryland?', 'thc_limits', 'MD', THCA, 'vapes', A),
  c('What is the dry weight THC limit for hemp flower federally?', 'thc_limits', 'US', null, 'flower', A),
  c('What is the federal THC limit per container for CBD tinctures?', 'thc_limits', 'US', CBD, 'tinctures', A),
  c('THC limit for delta 9 gummies under federal law', 'thc_limits', 'US', D9, 'edibles', A),
  c('What is the THC limit in Texas?', 'thc_limits', 'TX', null, null, A),
  c('How much delta 9 is allowed in Ohio?', 'thc_limits', 'OH', D9, null, A),
]

const minimumAge: CorpusCase[] = [
  c('What is the minimum age to buy delta 8 in Texas?', 'minimum_age', 'TX', D8, null, A),
  c('How old do you have to be to buy CBD in Texas?', 'minimum_age', 'TX', CBD, null, A),
  c('minimum age for hemp products in texas', 'minimum_age', 'TX', null, null, A),
  c('Do you have to be 21 to buy delta 8 in Florida?', 'minimum_age', 'FL', D8, null, A),
  c('What age can you buy THCA in Tennessee?', 'minimum_age', 'TN', THCA, null, A),
  c('how old to buy delta 9 gummies in ohio', 'minimum_age', 'OH', D9, 'edibles', A),
  c('Age requirement for delta-8 vapes in Georgia', 'minimum_age', 'GA', D8, 'vapes', A),
  c('Can an 18 year old buy CBD in Virginia?', 'minimum_age', 'VA', CBD, null, A),
  c('Is there an age limit for delta 9 drinks in Minnesota?', 'minimum_age', 'MN', D9, 'beverages', A),
  c('What is the legal age for delta 8 in Kentucky?', 'minimum_age', 'KY', D8, null, A),
  c('minimum age to purchase delta 8 in louisiana', 'minimum_age', 'LA', D8, null, A),
  c('What age for thca pre rolls in new jersey', 'minimum_age', 'NJ', THCA, 'smokable', A),
  c('how old must buyers be for cbd gummies in iowa', 'minimum_age', 'IA', CBD, 'edibles', A),
  c('Age to buy delta 8 in Alabama?', 'minimum_age', 'AL', D8, null, A),
  c('whats the age limit for hemp in Rhode Island', 'minimum_age', 'RI', null, null, A),
  c('minimum age for delta 9 in arkansas', 'minimum_age', 'AR', D9, null, A),
  c('minimum age for delta 8 in colorado', 'minimum_age', 'CO', D8, null, G),
  c('What is the minimum age for CBD in Illinois?', 'minimum_age', 'IL', CBD, null, G),
  c('How old do you need to be to buy delta 8 in Missouri?', 'minimum_age', 'MO', D8, null, G),
  c('What is the minimum age to buy hemp in Hawaii?', 'minimum_age', 'HI', null, null, G),
  c('Age limit for cbd in Pennsylvania', 'minimum_age', 'PA', CBD, null, G),
  c('How old to buy THCA in Wisconsin?', 'minimum_age', 'WI', THCA, null, G),
  c('Is there a minimum age for delta 8 federally?', 'minimum_age', 'US', D8, null, G),
]

const shipping: CorpusCase[] = [
  c('Can I ship delta 8 gummies to Alabama?', 'shipping', 'AL', D8, 'edibles', A),
  c('Can I mail CBD oil to Tennessee?', 'shipping', 'TN', CBD, 'tinctures', A),
  c('Is shipping CBD tinctures to Idaho allowed?', 'shipping', 'ID', CBD, 'tinctures', A),
  c('can i ship cbd to louisiana', 'shipping', 'LA', CBD, null, A),
  c('Can I ship delta 9 gummies to Minnesota customers?', 'shipping', 'MN', D9, 'edibles', A),
  c('shipping rules for thca flower to alabama', 'shipping', 'AL', THCA, 'flower', A),
  c('Can I ship delta 8 to Texas?', 'shipping', 'TX', D8, null, G),
  c('Can I ship CBD gummies to California?', 'shipping', 'CA', CBD, 'edibles', G),
  c('Can I deliver delta 8 vapes to Ohio?', 'shipping', 'OH', D8, 'vapes', G),
  c('Does UPS ship CBD tinctures to Colorado?', 'shipping', 'CO', CBD, 'tinctures', A),
  c('Which carriers will ship delta 8 gummies to Florida?', 'shipping', 'FL', D8, 'edibles', A),
  c('Can I send CBD oil through USPS to New York?', 'shipping', 'NY', CBD, 'tinctures', A),
  c('Will FedEx ship thca flower to Texas?', 'shipping', 'TX', THCA, 'flower', A),
  c('Can I ship hemp products to Tennessee?', 'shipping', 'TN', null, null, A),
  c('shiping delta 8 gumies to alabma', 'shipping', 'AL', D8, 'edibles', A),
  c('Can CBD be shipped under federal rules?', 'shipping', 'US', CBD, null, A),
  c('Can I ship delta 8 vapes to Minnesota?', 'shipping', 'MN', D8, 'vapes', G),
]

const licence: CorpusCase[] = [
  c('Do I need a license to sell CBD in Texas?', 'licence', 'TX', CBD, null, A),
  c('Do I need a licence to sell delta 8 in Tennessee?', 'licence', 'TN', D8, null, A),
  c('What license is required to sell hemp in Florida?', 'licence', 'FL', null, null, A),
  c('licensing for delta 9 drinks in minnesota', 'licence', 'MN', D9, 'beverages', A),
  c('What permit do I need to sell THCA in Louisiana?', 'licence', 'LA', THCA, null, A),
  c('Do retailers need a license to sell CBD in Arizona?', 'licence', 'AZ', CBD, null, A),
  c('Is a license required for CBD sales in Illinois?', 'licence', 'IL', CBD, null, A),
  c('Do I need to register to sell delta 8 in Virginia?', 'licence', 'VA', D8, null, G),
  c('do i need a lisence for cbd in new jersy', 'licence', 'NJ', CBD, null, A),
  c('What registration is needed to sell CBD oil in Colorado?', 'licence', 'CO', CBD, 'tinctures', A),
  c('licence requirements for hemp in Kentucky', 'licence', 'KY', null, null, G),
  c('Which license do I need for delta 9 gummies in Ohio?', 'licence', 'OH', D9, 'edibles', A),
  c('Do I need a permit to sell hemp products in Georgia?', 'licence', 'GA', null, null, A),
  c('licensing requirements for CBD in Washington State', 'licence', 'WA', CBD, null, A),
  c('Is a federal license needed to sell CBD?', 'licence', 'US', CBD, null, A),
]

const testing: CorpusCase[] = [
  c('What lab testing is required for CBD in Texas?', 'testing', 'TX', CBD, null, A),
  c('Do delta 8 gummies need to be tested in Tennessee?', 'testing', 'TN', D8, 'edibles', A),
  c('testing requirements for hemp in colorado', 'testing', 'CO', null, null, A),
  c('What COA is required for CBD oil in Florida?', 'testing', 'FL', CBD, 'tinctures', A),
  c('Which test panels are required for delta 9 drinks in Minnesota?', 'testing', 'MN', D9, 'beverages', A),
  c('Does CBD need lab testing in Arizona?', 'testing', 'AZ', CBD, null, A),
  c('Do I need a certificate of analysis for THCA in Virginia?', 'testing', 'VA', THCA, null, A),
  c('lab tests for delta 8 vapes in louisiana', 'testing', 'LA', D8, 'vapes', A),
  c('Is potency testing required for CBD in New York?', 'testing', 'NY', CBD, null, A),
  c('testting rules cbd oregon', 'testing', 'OR', CBD, null, G),
  c('What testing does federal law require for hemp?', 'testing', 'US', null, null, A),
]

const labeling: CorpusCase[] = [
  c('What are the labeling requirements for CBD in Texas?', 'labeling', 'TX', CBD, null, A),
  c('labeling rules for delta 8 gummies in tennessee', 'labeling', 'TN', D8, 'edibles', A),
  c('What must be on the label of delta 9 drinks in Minnesota?', 'labeling', 'MN', D9, 'beverages', A),
  c('Packaging requirements for delta 8 in Virginia', 'labeling', 'VA', D8, null, G),
  c('Do CBD products need child-resistant packaging in Colorado?', 'labeling', 'CO', CBD, null, A),
  c('labelling requirements hemp florida', 'labeling', 'FL', null, null, A),
  c('What are the label rules for CBD in Arizona?', 'labeling', 'AZ', CBD, null, G),
  c('Labeling requirements for delta 8 in Illinois', 'labeling', 'IL', D8, null, G),
  c('What warning text is required on delta 8 edibles in Texas?', 'labeling', 'TX', D8, 'edibles', G),
  c('Required warning statement for CBD gummies in Ohio', 'labeling', 'OH', CBD, 'edibles', G),
  c('lableing for thca in maryland', 'labeling', 'MD', THCA, null, A),
  c('What are the federal labeling rules for CBD?', 'labeling', 'US', CBD, null, A),
]

const penalties: CorpusCase[] = [
  c('What is the penalty for selling delta 8 in Texas?', 'penalties', 'TX', D8, null, G),
  c('What are the fines for selling THCA in Colorado?', 'penalties', 'CO', THCA, null, A),
  c('penalties for selling delta 8 to minors in Georgia', 'penalties', 'GA', D8, null, A),
  c('What happens if I sell delta 8 vapes in Alabama?', 'penalties', 'AL', D8, 'vapes', A),
  c('What are the penalties for unlicensed hemp sales in New Jersey?', 'penalties', 'NJ', null, null, A),
  c('Fines for selling CBD in Virginia without registration', 'penalties', 'VA', CBD, null, G),
  c('What is the punishment for selling delta 8 in Mississippi?', 'penalties', 'MS', D8, null, A),
  c('What are the penalties for delta 8 in Florida?', 'penalties', 'FL', D8, null, G),
  c('What fines apply to hemp sellers in Ohio?', 'penalties', 'OH', null, null, G),
  c('penaltys for delta 9 in maryland', 'penalties', 'MD', D9, null, A),
  c('What is the federal penalty for selling delta 8 vapes?', 'penalties', 'US', D8, 'vapes', A),
  c('Penalty for selling THCA flower in California', 'penalties', 'CA', THCA, 'flower', G),
]

const effectiveDates: CorpusCase[] = [
  c('When did the Texas rules for THCA flower take effect?', 'effective_date', 'TX', THCA, 'flower', A),
  c('When does the federal hemp ban take effect?', 'effective_date', 'US', null, null, A),
  c('When did the Ohio hemp law go into effect?', 'effective_date', 'OH', null, null, A),
  c('Since when is delta 8 restricted in Colorado?', 'effective_date', 'CO', D8, null, A),
  c('effective date of tennessee thca rules', 'effective_date', 'TN', THCA, null, A),
  c('When did Minnesota delta 9 beverage rules start?', 'effective_date', 'MN', D9, 'beverages', A),
  c('What date did the Alabama hemp law take effect?', 'effective_date', 'AL', null, null, A),
  c('When did the California hemp rules take effect?', 'effective_date', 'CA', null, null, G),
  c('When did the delta 8 rule in California take effect for edibles?', 'effective_date', 'CA', D8, 'edibles', A),
  c('When does the federal 0.4 mg cap for delta 9 gummies take effect?', 'effective_date', 'US', D9, 'edibles', A),
  c('When did Virginia start enforcing its hemp rules?', 'effective_date', 'VA', null, null, G),
]

const bills: CorpusCase[] = [
  c('Are there pending bills on hemp in Illinois?', 'pending_bills', 'IL', null, null, A),
  c('What hemp legislation is pending in North Carolina?', 'pending_bills', 'NC', null, null, A),
  c('pending bills delta 8 wisconsin', 'pending_bills', 'WI', D8, null, A),
  c('Is there a bill to ban THCA in Georgia?', 'pending_bills', 'GA', THCA, null, A),
  c('What federal bills could change hemp law?', 'pending_bills', 'US', null, null, A),
  c('Any proposed legislation on delta 9 drinks in Massachusetts?', 'pending_bills', 'MA', D9, 'beverages', A),
  c('What bills are being considered in Pennsylvania about hemp?', 'pending_bills', 'PA', null, null, A),
  c('pending legislation for cbd in ohio', 'pending_bills', 'OH', CBD, null, A),
  c('Are there pending bills in Texas on hemp?', 'pending_bills', 'TX', null, null, G),
  c('Any pending hemp bills in Colorado?', 'pending_bills', 'CO', null, null, G),
  c('pending bils on delta 8 in michgan', 'pending_bills', 'MI', D8, null, A),
  c('What hemp bills are in the Minnesota legislature?', 'pending_bills', 'MN', null, null, A),
  c('Is there legislation pending in Nevada on delta 8?', 'pending_bills', 'NV', D8, null, A),
  c('Are there any bills in Oregon that would change CBD rules?', 'pending_bills', 'OR', CBD, null, G),
]

const federal: CorpusCase[] = [
  c('Is delta 8 legal federally?', 'federal_status', 'US', D8, null, A),
  c('Is CBD legal under federal law?', 'federal_status', 'US', CBD, null, A),
  c('What is the federal status of THCA?', 'federal_status', 'US', THCA, null, A),
  c('Is delta 9 gummies legal at the federal level?', 'federal_status', 'US', D9, 'edibles', A),
  c('federal status of cbn', 'federal_status', 'US', CBN, null, A),
  c('Is THCA flower federally legal?', 'federal_status', 'US', THCA, 'flower', A),
  c('Is delta 8 legal in the US?', 'federal_status', 'US', D8, null, A),
  c('Is CBG legal nationwide?', 'federal_status', 'US', CBG, null, A),
  c('Is delta 9 legal federally?', 'federal_status', 'US', D9, null, G),
  c('What is the federal status of hemp flower?', 'federal_status', 'US', null, 'flower', G),
  c('Is delta 8 legal in Texas under federal law?', 'federal_status', 'TX', D8, null, A),
  c('federal law on delta 8 vapes in Florida', 'federal_status', 'FL', D8, 'vapes', A),
  c('Is cbd oil legal under the farm bill?', 'federal_status', 'US', CBD, 'tinctures', A),
  c('What does federal law say about delta-8 gummies?', 'federal_status', 'US', D8, 'edibles', A),
  c('is thca legal fedrally', 'federal_status', 'US', THCA, null, A),
  c('Is delta 9 beverage legal in the United States?', 'federal_status', 'US', D9, 'beverages', A),
  c('Under U.S. federal law are CBD pet products legal?', 'federal_status', 'US', CBD, 'pet-products', A),
]

const comparison: CorpusCase[] = [
  c('Compare delta 8 gummies in Texas and Florida', 'comparison', 'TX,FL', D8, 'edibles', A),
  c('Is delta 8 legal in Texas and Florida for vapes?', 'comparison', 'TX,FL', D8, 'vapes', A),
  c('THCA flower: Tennessee vs Georgia', 'comparison', 'TN,GA', THCA, 'flower', A),
  c('Compare CBD oil rules in Ohio, Indiana and Michigan', 'comparison', 'OH,IN,MI', CBD, 'tinctures', A),
  c('difference between colorado and california for delta 8 edibles', 'comparison', 'CO,CA', D8, 'edibles', A),
  c('Which is stricter on delta 9 drinks, Minnesota or Wisconsin?', 'comparison', 'MN,WI', D9, 'beverages', A),
  c('Minimum age for delta 8 in Texas vs Florida', 'comparison', 'TX,FL', D8, null, A),
  c('Compare THC limits for delta 9 gummies in Ohio and Virginia', 'comparison', 'OH,VA', D9, 'edibles', A),
  c('Is CBD legal in Florida and Georgia?', 'comparison', 'FL,GA', CBD, null, A),
  c('texas vs oklahoma thca flower', 'comparison', 'TX,OK', THCA, 'flower', A),
  c('Compare delta 8 in Texas and Florida', 'comparison', 'TX,FL', D8, null, G),
  c('Compare CBD gummies in NY, NJ and CT', 'comparison', 'NY,NJ,CT', CBD, 'edibles', A),
  c('delta 8 vapes: Kentucky, Tennessee, Alabama', 'comparison', 'KY,TN,AL', D8, 'vapes', A),
  c('Compare Texas and federal law on THCA flower', 'comparison', 'TX,US', THCA, 'flower', A),
  c('Do I need a license to sell CBD in Texas or Florida?', 'comparison', 'TX,FL', CBD, null, A),
  c('Compare penalties for delta 8 in Texas and Colorado', 'comparison', 'TX,CO', D8, null, G),
  c('Compare penalties for delta 8 in Texas and Florida', 'comparison', 'TX,FL', D8, null, G),
  c('compare cbd pet products in washington and oregon', 'comparison', 'WA,OR', CBD, 'pet-products', A),
  c('Is delta 8 legal in Virginia, Maryland and D.C. as edibles?', 'comparison', 'VA,MD,DC', D8, 'edibles', A),
  c('Compare hemp rules in Texas and Florida', 'comparison', 'TX,FL', null, null, G),
  c('Compare age limits for CBD in Hawaii and Alaska', 'comparison', 'HI,AK', CBD, null, G),
  c('Compare thca vapes in Sout Carolina and North Carolina', 'comparison', 'SC,NC', THCA, 'vapes', A),
]

const outOfScope: CorpusCase[] = [
  c('What is the weather in Texas today?', 'out_of_scope', 'TX', null, null, G),
  c('How do I make delta 8 brownies?', 'out_of_scope', '', D8, 'edibles', G),
  c('What is the best CBD brand?', 'out_of_scope', '', CBD, null, G),
  c('Will delta 8 show up on a drug test?', 'out_of_scope', '', D8, null, G),
  c('How much delta 8 should I take to sleep?', 'out_of_scope', '', D8, null, G),
  c('Is CBD safe during pregnancy?', 'out_of_scope', '', CBD, null, G),
  c('What is the sales tax on CBD in Texas?', 'out_of_scope', 'TX', CBD, null, G),
  c('Can I fly with CBD oil from Texas to Florida?', 'out_of_scope', 'TX,FL', CBD, 'tinctures', G),
  c('Where can I buy delta 8 near me in Ohio?', 'out_of_scope', 'OH', D8, null, G),
  c('Is recreational marijuana legal in Texas?', 'out_of_scope', 'TX', null, null, G),
  c('Is weed legal in Florida?', 'out_of_scope', 'FL', null, null, G),
  c('Can I get a medical marijuana card in Georgia?', 'out_of_scope', 'GA', null, null, G),
  c('Do I need a license to grow hemp in Kentucky?', 'out_of_scope', 'KY', null, null, G),
  c('How much does a delta 8 vape cost?', 'out_of_scope', '', D8, 'vapes', G),
  c('hello', 'out_of_scope', '', null, null, G),
  c('asdfgh qwerty', 'out_of_scope', '', null, null, G),
  c('What is your name?', 'out_of_scope', '', null, null, G),
  c('Tell me a joke about Texas', 'out_of_scope', 'TX', null, null, G),
  c('How much CBD can I possess in Idaho?', 'out_of_scope', 'ID', CBD, null, G),
  c('Can I drive after taking delta 8 in Florida?', 'out_of_scope', 'FL', D8, null, G),
  c('Does CBD help with anxiety?', 'out_of_scope', '', CBD, null, G),
  c('What is the excise tax on delta 9 drinks in Minnesota?', 'out_of_scope', 'MN', D9, 'beverages', G),
  c('Is alcohol legal in Utah?', 'out_of_scope', 'UT', null, null, G),
  c('Can my employer fire me for using CBD in Ohio?', 'out_of_scope', 'OH', CBD, null, G),
]

const notCovered: CorpusCase[] = [
  c('Is delta 8 legal in Puerto Rico?', 'legality', '', D8, null, G),
  c('Is CBD legal in Canada?', 'legality', '', CBD, null, G),
  c('Can I sell THCA flower in Mexico?', 'legality', '', THCA, 'flower', G),
  c('Is delta 8 legal in Guam?', 'legality', '', D8, null, G),
  c('Is delta 8 legal in the UK?', 'legality', '', D8, null, G),
  c('Is HHC legal in Texas?', 'legality', 'TX', null, null, G),
  c('Can I sell THCP gummies in Florida?', 'legality', 'FL', null, 'edibles', G),
  c('Is delta 10 legal in Ohio?', 'legality', 'OH', null, null, G),
  c('Is kratom legal in Tennessee?', 'legality', 'TN', null, null, G),
  c('Are THC-O vapes legal in Georgia?', 'legality', 'GA', null, 'vapes', G),
  c('Is THCV legal in California?', 'legality', 'CA', null, null, G),
  c('Are magic mushrooms legal in Colorado?', 'legality', 'CO', null, null, G),
  c('Are nicotine vapes legal in Texas?', 'legality', 'TX', null, 'vapes', G),
  c('Is delta 8 legal in Los Angeles?', 'legality', '', D8, null, G),
  c('Can I sell CBD in New York City?', 'legality', '', CBD, null, G),
  c('Is delta 8 legal in Austin for gummies?', 'legality', '', D8, 'edibles', G),
  c('Is delta 8 legal in Chicago?', 'legality', '', D8, null, G),
  c('Is HHC legal federally?', 'federal_status', 'US', null, null, G),
]

const future: CorpusCase[] = [
  c('Will delta 8 be legal in Texas next year?', 'legality', 'TX', D8, null, G),
  c('Will Florida ban THCA flower in 2027?', 'legality', 'FL', THCA, 'flower', G),
  c('Is Ohio going to ban delta 8 gummies?', 'legality', 'OH', D8, 'edibles', G),
  c('Will the federal hemp ban be delayed?', 'federal_status', 'US', null, null, G),
  c('What will the THC limit be in Minnesota in 2028?', 'thc_limits', 'MN', null, null, G),
  c('Will CBD gummies still be legal in California next year?', 'legality', 'CA', CBD, 'edibles', G),
  c('Is Texas likely to ban delta 8 vapes soon?', 'legality', 'TX', D8, 'vapes', G),
  c('Will the minimum age for delta 8 in Georgia change?', 'minimum_age', 'GA', D8, null, G),
  c('Predict whether North Carolina will regulate delta 9 drinks', 'legality', 'NC', D9, 'beverages', G),
  c('Will delta 9 gummies be legal in Tennessee in 2030?', 'legality', 'TN', D9, 'edibles', G),
  c('Forecast for THCA flower in Alabama', 'legality', 'AL', THCA, 'flower', G),
  c('Will delta 8 vapes become illegal in Kentucky?', 'legality', 'KY', D8, 'vapes', G),
]

const ambiguous: CorpusCase[] = [
  c('Is delta 8 legal?', 'legality', '', D8, null, G),
  c('Can I sell CBD gummies?', 'legality', '', CBD, 'edibles', G),
  c('What is the minimum age for delta 8?', 'minimum_age', '', D8, null, G),
  c('Do I need a license to sell THCA flower?', 'licence', '', THCA, 'flower', G),
  c('What is the THC limit for delta 9 gummies?', 'thc_limits', '', D9, 'edibles', G),
  c('Is it legal?', 'legality', '', null, null, G),
  c('Can I ship delta 8 vapes?', 'shipping', '', D8, 'vapes', G),
  c('What are the labeling rules?', 'labeling', '', null, null, G),
  c('Is delta 8 legal in Washington?', 'legality', 'WA', D8, null, A),
  c('Is it legal in Texas?', 'legality', 'TX', null, null, G),
  c('Are there pending bills?', 'pending_bills', '', null, null, G),
  c('What are the penalties?', 'penalties', '', null, null, G),
]

const withStateParameter: CorpusCase[] = [
  c('Is delta 8 legal for gummies?', 'legality', 'TX', D8, 'edibles', A, 'TX'),
  c('Can I sell CBD oil?', 'legality', 'OH', CBD, 'tinctures', A, 'OH'),
  c('What is the minimum age for delta 8?', 'minimum_age', 'FL', D8, null, A, 'FL'),
  c('Do I need a license to sell THCA?', 'licence', 'TN', THCA, null, A, 'TN'),
  c('Is delta 8 legal in Florida for vapes?', 'legality', 'FL', D8, 'vapes', A, 'TX'),
  c('THC limit for delta 9 gummies', 'thc_limits', 'MN', D9, 'edibles', A, 'MN'),
  c('Can I ship CBD tinctures?', 'shipping', 'ID', CBD, 'tinctures', A, 'ID'),
  c('Is CBD legal?', 'legality', 'CO', CBD, null, A, 'co'),
  c('Is delta 8 legal?', 'legality', 'TX', D8, null, G, 'TX'),
  c('Are there pending hemp bills?', 'pending_bills', 'IL', null, null, A, 'IL'),
  c('What is the federal status of delta 8?', 'federal_status', 'US', D8, null, A, 'TX'),
  c('Is delta 8 legal for gummies?', 'legality', '', D8, 'edibles', G, 'PR'),
]

/** Written after the engine first ran, before it was tuned again: a second, harder batch. */
const secondBatch: CorpusCase[] = [
  c('is it legal to sell delta-8 THC gummies in the state of Texas', 'legality', 'TX', D8, 'edibles', A),
  c('Can a store in Tennessee sell THCA pre-rolls to 21 year olds?', 'legality', 'TN', THCA, 'smokable', A),
  c('Delta 8 gummies — Texas — legal or not?', 'legality', 'TX', D8, 'edibles', A),
  c('can i buy thc-a flower online in florida', 'legality', 'FL', THCA, 'flower', A),
  c('Are hemp-derived THC seltzers allowed in North Carolina?', 'legality', 'NC', null, 'beverages', G),
  c('What is the legal status of CBN tinctures in Oregon?', 'legality', 'OR', CBN, 'tinctures', A),
  c('Is it against the law to sell delta 8 vapes in Colorado?', 'legality', 'CO', D8, 'vapes', A),
  c('Does Kentucky allow delta 8?', 'legality', 'KY', D8, null, A),
  c('Does Georgia require a license for selling CBD?', 'licence', 'GA', CBD, null, A),
  c('Is there an ID requirement to buy delta 8 in Alabama?', 'minimum_age', 'AL', D8, null, A),
  c('Is delta 8 legal in Washington DC or Virginia for vapes?', 'comparison', 'DC,VA', D8, 'vapes', A),
  c('thca legal in nc?', 'legality', 'NC', THCA, null, A),
  c('Is it legal to sell kratom and CBD in Tennessee?', 'legality', 'TN', CBD, null, G),
  c('Can I sell delta 8 and delta 9 gummies in Florida?', 'legality', 'FL', null, 'edibles', G),
  c('Are vapes and gummies with delta 8 legal in Ohio?', 'legality', 'OH', D8, null, G),
  c('What does Texas say about delta 8?', 'legality', 'TX', D8, null, G),
  c('Is THC legal in Texas?', 'legality', 'TX', null, null, G),
  c('Can you legally sell CBD pet treats in Louisiana?', 'legality', 'LA', CBD, 'pet-products', A),
  c('Is cbd legal in all 50 states?', 'legality', '', CBD, null, G),
  c('Which states ban delta 8?', 'legality', '', D8, null, G),
  c('Is delta 8 legal in Kansas City?', 'legality', '', D8, null, G),
  c('Delta 8 vapes in New York — allowed?', 'legality', 'NY', D8, 'vapes', A),
  c('Is CBD legal in New Mexico?', 'legality', 'NM', CBD, null, A),
  c('Is delta 8 legal in Mexico?', 'legality', '', D8, null, G),
  c('Is delta 9 legal in West Virginia for drinks?', 'legality', 'WV', D9, 'beverages', A),
  c('Is delta 8 legal in Virginia for gummies?', 'legality', 'VA', D8, 'edibles', A),
  c('Is delta 8 legal in Arkansas?', 'legality', 'AR', D8, null, A),
  // Kansas bars delta-8 vapes and smokables outright but restricts other forms: which product?
  c('Is delta 8 legal in Kansas?', 'legality', 'KS', D8, null, G),
  c('What is the capital of Texas?', 'out_of_scope', 'TX', null, null, G),
  c('Who is the governor of Florida?', 'out_of_scope', 'FL', null, null, G),
  c("What's the minimum age to buy CBD in Minnesota?", 'minimum_age', 'MN', CBD, null, A),
  c('Do I need a license to sell CBD in Minnesota?', 'licence', 'MN', CBD, null, A),
  c('minimum age hemp Oregon', 'minimum_age', 'OR', null, null, G),
  c('penalties for selling THC drinks to minors in Minnesota', 'penalties', 'MN', null, 'beverages', G),
  c('Is delta 8 legal in Texas in 2024?', 'legality', 'TX', D8, null, G),
  c('When will Texas ban delta 8?', 'legality', 'TX', D8, null, G),
  c('how strict is florida on thca flower', 'legality', 'FL', THCA, 'flower', A),
  c('Could I sell CBD gummies at my gas station in Texas?', 'legality', 'TX', CBD, 'edibles', A),
  c('Hi, is CBD oil legal in Hawaii?', 'legality', 'HI', CBD, 'tinctures', A),
  c('Hey, is delta 8 legal in Texas for gummies?', 'legality', 'TX', D8, 'edibles', A),
  c('Is selling delta-8 to 18-year-olds legal in Oklahoma?', 'minimum_age', 'OK', D8, null, G),
  c('THCA: legal in Texas?', 'legality', 'TX', THCA, null, A),
  c('Is CBD isolate legal in Texas?', 'legality', 'TX', CBD, 'concentrates', A),
  c('Are CBD edibles legal in Puerto Rico or Florida?', 'legality', 'FL', CBD, 'edibles', G),
  c('Compare delta 8 gummies in Texas, Florida, Georgia, Alabama, Tennessee', 'comparison', 'TX,FL,GA,AL,TN', D8, 'edibles', A),
  c('does ups ship delta 8 vapes', 'shipping', '', D8, 'vapes', G),
  c('Can I sell hemp flower in Texas if it has CBD?', 'legality', 'TX', CBD, 'flower', A),
  c('What are the rules for selling CBD in Texas?', 'legality', 'TX', CBD, null, G),
  c('Is it legal for me to mail delta 9 gummies to Tennessee?', 'shipping', 'TN', D9, 'edibles', A),
]

export const CORPUS: CorpusCase[] = [
  ...legality, ...legalityWithoutProduct, ...thcLimits, ...minimumAge, ...shipping, ...licence, ...testing, ...labeling,
  ...penalties, ...effectiveDates, ...bills, ...federal, ...comparison, ...outOfScope, ...notCovered, ...future, ...ambiguous,
  ...withStateParameter, ...secondBatch,
]
