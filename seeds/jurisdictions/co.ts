import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const crs: Cite = {
  title: 'C.R.S. §25-5-427 Intoxicating hemp and hemp products',
  url: 'https://colorado.public.law/statutes/crs_25-5-427',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mjsh: Cite = {
  title: 'Colorado continues enforcing intoxicating hemp regulations',
  url: 'https://mjshareholders.com/colorado-continues-enforcing-intoxicating-hemp-regulations-will-more-states-follow',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb271: Cite = {
  title: 'Colorado SB 23-271 text (legiplex mirror)',
  url: 'https://app.legiplex.com/co/legislature/2023/2023-r/bills/sb271/draft-769117?id=769117',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const npi: Cite = {
  title: 'Complicated hemp law in Colorado has supporters and critics',
  url: 'https://www.naturalproductsinsider.com/supplements/-complicated-hemp-law-in-colorado-has-supporters-and-critics',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const leg: Cite = {
  title: 'Colorado General Assembly: SB23-271 Intoxicating Cannabinoid Hemp and Marijuana',
  url: 'https://leg.colorado.gov/bills/sb23-271',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const rza: Cite = {
  title: 'Understanding the new CDPHE hemp testing requirements (RZA Legal): 6 CCR 1010-21 §21.7.F.5',
  url: 'https://rzalegal.com/post/understanding-the-new-cdphe-hemp-testing-requirements',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const botanacor: Cite = {
  title: 'Colorado hemp product regulations starting July 1 (Botanacor)',
  url: 'https://botanacor.com/news/colorado-hemp-product-regulations-starting-july-1/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const cdpheHemp: Cite = {
  title:
    'CDPHE: Hemp in food (hemp manufacturing allowed from approved sources meeting THC thresholds; 6 CCR 1010-24 hemp products and safe harbor hemp products regulations)',
  url: 'https://cdphe.colorado.gov/dehs/hemp-food',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const ccr24: Cite = {
  title:
    'Colorado Secretary of State, Code of Colorado Regulations eDocket 2023-00684: 6 CCR 1010-24 Colorado Hemp Product and Safe Harbor Hemp Product Regulations (new stand-alone hemp product rule under C.R.S. 25-5-427 / SB 23-271)',
  url: 'https://www.sos.state.co.us/CCR/eDocketDetails.do?trackingNum=2023-00684',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const ccr24Scope: Cite = {
  title:
    '6 CCR 1010-24.2 Scope and Purpose (Justia copy): registration of hemp product and safe harbor hemp product manufacturers; wholesale food stays under 6 CCR 1010-21',
  url: 'https://regulations.justia.com/states/colorado/1000/1010/rule-6-ccr-1010-24/section-6-ccr-1010-24-2/',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ccr21: Cite = {
  title:
    '6 CCR 1010-21 Colorado Wholesale Food, Industrial Hemp, and Shellfish Regulations, effective 14 Apr 2021 (Botanacor copy)',
  url: 'https://support.botanacor.com/colorado-wholesale-food-industrial-hemp-and-shellfish-regulations/',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const READ = '2026-11-28'
const ccr2410: Cite = {
  title:
    '6 CCR 1010-24.10 Enforcement (Justia copy): unregistered manufacturers are not an approved source; embargo, recall, cease-and-desist',
  url: 'https://regulations.justia.com/states/colorado/1000/1010/rule-6-ccr-1010-24/section-6-ccr-1010-24-10/',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export default {
  code: 'CO',
  name: 'Colorado',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Colorado Department of Public Health & Environment (hemp products, 6 CCR 1010-24); Marijuana Enforcement Division (intoxicating compounds); Colorado Department of Agriculture (cultivation)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'Statutory "hemp product": at most 1.75 mg THC per serving with a CBD:THC ratio of at least 15:1 (C.R.S. §25-5-427, SB 23-271).',
    'Intoxicating and converted cannabinoids such as delta-8 are allowed only as authorized by rule or through the MED-regulated marijuana market.',
    'CDPHE registers manufacturers; civil penalties up to $10,000 per day per product per violation.',
    'After H.R. 5371, lawmakers planned to loosen the 2023 limits in 2026; outcome not found.',
  ],
  notes:
    'Rule citation: the hemp product rules are 6 CCR 1010-24 (Colorado Hemp Product and Safe Harbor Hemp Product Regulations, created in the 2023 rulemaking after SB 23-271, confirmed on the Secretary of State eDocket). 6 CCR 1010-21 is the Wholesale Food (formerly Wholesale Food, Industrial Hemp, and Shellfish) rule, which held the 2021 hemp testing requirements; 6 CCR 1010-24 now excludes wholesale food governed by 1010-21. The testing standard below still quotes the 2021 1010-21 text; whether 1010-24 changed the panels was not checked. Rule-level caps reported between 1.25 and 1.75 mg per serving with 15:1 to 20:1 ratios; safe-harbor figures (2.5 mg/serving, 10 mg/package) are low confidence. Age limits for hemp categories and smokable rules unverified.',
  hr5371Impact:
    "Colorado's 1.75 mg-per-serving hemp products generally exceed the federal 0.4 mg-per-container cap once a package holds more than a fraction of a serving, so from 12 Nov 2026 most THC-bearing hemp products lose federal hemp status. Governor Polis and legislators have criticized the federal ban and discussed loosening state limits, which would widen the state-federal gap.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤1.75 mg THC per serving and CBD:THC ≥15:1 (statutory hemp product definition)',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 1.75,
    thcMeasurementMethod: 'total THC per serving; CBD:THC ratio',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements: 'Per CDPHE rules 6 CCR 1010-24',
    packagingRequirements: 'Per CDPHE rules 6 CCR 1010-24',
    testingRequired: true,
    testingStandard:
      'Testing at a CDPHE-certified hemp testing laboratory (or MED-licensed facility) with a certificate of analysis for purity and potency before hemp is infused into food, supplements or cosmetics: microbials, mycotoxins, pesticides, heavy metals (arsenic, cadmium, lead, mercury) and residual solvents (2021 rule: 6 CCR 1010-21 §21.7.F.5, testing from 1 Jul 2021; hemp product rules since moved to 6 CCR 1010-24)',
    testingPanels: ['potency', 'microbials', 'mycotoxins', 'pesticides', 'heavy_metals', 'residual_solvents'],
    licenseRequired: true,
    licenseType: 'CDPHE hemp manufacturer registration',
    enforcementAgency: 'CDPHE; Marijuana Enforcement Division',
    penaltyRange:
      'Civil penalties up to $10,000 per day, per product, per violation; products of unregistered manufacturers may be embargoed and recalled, and CDPHE may issue cease-and-desist orders (6 CCR 1010-24.10)',
    salesChannels: ['general retail (compliant hemp products)', 'licensed marijuana stores (intoxicating products)'],
    shippingStatus: null,
    effectiveDate: '2023-06-01',
    expiryDate: null,
    unknown: {
      shippingStatus:
        "The parts of C.R.S. §25-5-427 read (legislative declaration, definitions) and 6 CCR 1010-24.2 and .10 set no delivery or shipping rule, but the statute's prohibitions subsection and the rest of 6 CCR 1010-24 were not read in any stored copy.",
      minimumAge:
        "Reporting says the per-serving limits vary with the buyer's age and package size (1.25 to 1.75 mg), but the age rule itself, in the prohibitions subsection of C.R.S. §25-5-427 or 6 CCR 1010-24, was not read.",
      thcMgPerContainer:
        "A 5 mg-per-package cap (10 mg for safe harbor products) is reported only on a low-confidence compliance blog; neither the statute's definitions read nor the 6 CCR 1010-24 sections read state a per-package figure.",
      cbdMgPerServing:
        'The statutory hemp product definition (C.R.S. §25-5-427(2)(d)) sets a CBD:THC ratio of at least 15:1, not a CBD cap; whether 6 CCR 1010-24 sets one was not read.',
      warningTextVerbatim:
        'SB 23-271 provides for labelling and advertising rules; the labelling section of 6 CCR 1010-24 was not read in any stored copy.',
    },
    cites: [crs, mjsh, npi, rza, botanacor, ccr24, ccr24Scope, ccr21, ccr2410],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal if they stay within 1.75 mg THC per serving and a 15:1 CBD:THC ratio; stronger products belong in the marijuana market.',
      cites: [crs, cdpheHemp],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 and other converted intoxicating cannabinoids are allowed only as authorized by CDPHE rule or through MED-licensed channels.',
      cites: [sb271, leg],
    },
    cbd: {
      status: 'legal',
      summary: 'CBD hemp products are legal when they meet CDPHE registration, testing and the THC serving limit.',
      cites: [crs, cdpheHemp],
    },
    thca: {
      status: 'unclear',
      summary:
        'No Colorado rule specific to THCA flower was confirmed; intoxicating hemp is otherwise pushed into the marijuana channel.',
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products follow the CDPHE hemp product rules; believed legal within THC and ratio limits (memory).',
      cites: [leg, cdpheHemp],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'CBN products follow the CDPHE hemp product rules; converted CBN may be treated as an intoxicating cannabinoid (memory).',
      cites: [leg, cdpheHemp],
    },
  },
  bills: [
    {
      number: 'SB 23-271',
      title: 'Intoxicating cannabinoid hemp and marijuana',
      description:
        'Defines intoxicating hemp, sets hemp product THC serving and ratio limits, and gives MED authority over intoxicating compounds; codified at C.R.S. §25-5-427.',
      status: 'signed',
      introducedDate: '2023-04-01',
      lastAction: 'Signed June 2023 (dates approximate)',
      lastActionDate: '2023-06-01',
      sponsors: [],
      impactSummary: 'Created the current 1.75 mg / 15:1 hemp product standard.',
      trackerUrl:
        'https://www.naturalproductsinsider.com/supplements/-complicated-hemp-law-in-colorado-has-supporters-and-critics',
      fullTextUrl: 'https://app.legiplex.com/co/legislature/2023/2023-r/bills/sb271/draft-769117?id=769117',
    },
  ],
} satisfies JurisdictionSeed
