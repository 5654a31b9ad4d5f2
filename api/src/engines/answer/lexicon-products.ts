/** The substances and product types of the answer engine's lexicon (lexicon.ts), covered or not. */
import type { ProductTypeId, SubstanceId } from '../../domain/types.ts'

// biome-ignore format: data table, packed to the line width
export const SUBSTANCE_FORMS: Record<SubstanceId, string[]> = {
  'delta-9-thc': ['delta 9', 'delta 9 thc', 'delta nine', 'd9', 'd 9', 'd9 thc', 'delta 9 tetrahydrocannabinol',
    'hemp derived delta 9'],
  'delta-8-thc': ['delta 8', 'delta 8 thc', 'delta eight', 'd8', 'd 8', 'd8 thc', 'delta 8 tetrahydrocannabinol'],
  cbd: ['cbd', 'cannabidiol', 'cbd oil', 'cbd oils'],
  thca: ['thca', 'thc a', 'thcaa', 'tetrahydrocannabinolic acid'],
  cbg: ['cbg', 'cannabigerol'],
  cbn: ['cbn', 'cannabinol'],
}

/** Cannabinoids and other products people ask about that HempData keeps no records for. */
// biome-ignore format: data table, packed to the line width
export const OTHER_SUBSTANCES: Record<string, string[]> = {
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

// biome-ignore format: data table, packed to the line width
export const PRODUCT_FORMS: Record<ProductTypeId, string[]> = {
  edibles: ['edible', 'edibles', 'gummy', 'gummies', 'gummie', 'gummys', 'chocolate', 'chocolates', 'candy',
    'candies', 'brownie', 'brownies', 'cookie', 'cookies', 'baked goods', 'capsule', 'capsules', 'softgel',
    'softgels', 'pill', 'pills', 'tablet', 'tablets', 'mints', 'lollipop', 'lollipops', 'chews', 'food', 'foods',
    'snacks', 'gummy bears', 'gummy bear', 'gummi', 'gummies bears', 'caramels', 'taffy'],
  beverages: ['beverage', 'beverages', 'drink', 'drinks', 'seltzer', 'seltzers', 'soda', 'sodas', 'shot', 'shots',
    'tonic', 'tonics', 'sparkling water'],
  smokable: ['smokable', 'smokables', 'smokeable', 'smokeables', 'pre roll', 'pre rolls', 'preroll', 'prerolls',
    'joint', 'joints', 'blunt', 'blunts', 'cigarette', 'cigarettes', 'hemp cigarettes', 'cigar', 'cigars', 'spliff',
    'spliffs', 'smoke', 'smoking', 'smoked', 'smokes'],
  vapes: ['vape', 'vapes', 'vaping', 'vape pen', 'vape pens', 'cart', 'carts', 'cartridge', 'cartridges',
    'disposable', 'disposables', 'vaporizer', 'vaporizers', 'e liquid', 'pod', 'pods', 'pen', 'pens', 'vape juice',
    'vape oil'],
  flower: ['flower', 'flowers', 'bud', 'buds', 'hemp flower', 'nug', 'nugs'],
  tinctures: ['tincture', 'tinctures', 'oil', 'oils', 'drops', 'sublingual', 'tincture oil', 'cbd oil', 'cbd oils'],
  topicals: ['topical', 'topicals', 'lotion', 'lotions', 'cream', 'creams', 'balm', 'balms', 'salve', 'salves',
    'patch', 'patches', 'bath bomb', 'bath bombs', 'roll on', 'rub', 'rubs', 'ointment', 'ointments', 'muscle rub',
    'massage oil', 'body oil', 'beard oil', 'skin care'],
  concentrates: ['concentrate', 'concentrates', 'wax', 'shatter', 'dab', 'dabs', 'rosin', 'resin', 'live resin',
    'distillate', 'distillates', 'isolate', 'isolates', 'crumble', 'badder', 'budder', 'diamonds', 'hash', 'kief',
    'extract', 'extracts'],
  'pet-products': ['pet', 'pets', 'pet product', 'pet products', 'dog', 'dogs', 'cat', 'cats', 'dog treat',
    'dog treats', 'pet treat', 'pet treats', 'pet chews', 'animal', 'animals', 'horse', 'horses'],
}
