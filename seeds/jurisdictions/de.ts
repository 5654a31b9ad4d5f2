import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const dereg: Cite = {
  title: '3 DE Admin. Code 805 Domestic Hemp Production Program (proposed, Nov 2021 Register)',
  url: 'http://regulations.delaware.gov/register/november2021/proposed/25%20DE%20Reg%20477%2011-01-21.htm',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const dpm: Cite = {
  title: 'Delaware lawmakers look to crack down on edible hemp products and regulate THC drink sales',
  url: 'https://www.delawarepublic.org/politics-government/2025-05-13/del-lawmakers-look-to-crack-down-on-edible-hemp-products-and-regulate-thc-drink-sales',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const workgroup: Cite = {
  title: 'State workgroup eyes regulations on intoxicating hemp products',
  url: 'https://usnewsandbusiness.com/state-workgroup-eyes-regulations-on-intoxicating-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const lowCbd: Cite = {
  title: 'Is hemp-derived CBD legal in Delaware (low confidence)',
  url: 'https://legalclarity.org/is-hemp-derived-cbd-legal-in-delaware',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const READ = '2026-11-28'
const ddaHemp: Cite = {
  title:
    'Delaware Department of Agriculture: Hemp Program (the Department regulates the cultivation of hemp; hemp defined by delta-9 THC)',
  url: 'https://agriculture.delaware.gov/plant-industries/hemp-program/',
  type: 'guidance',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const adm805: Cite = {
  title: '3 Del. Admin. Code §805-4.0 Application, licence and registration (producers, handlers, processors)',
  url: 'https://law.cornell.edu/regulations/delaware/3-Del-Admin-Code-SS-805-4.0',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dereg2020: Cite = {
  title:
    '3 DE Admin. Code 805 Rules and Regulations for Delaware Domestic Hemp Production Program (emergency order, Jan 2020 Register)',
  url: 'http://regulations.delaware.gov/register/january2020/emergency/23%20DE%20Reg%20494%2001-01-20.htm',
  type: 'regulation',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const sunTimes: Cite = {
  title:
    'Delaware opens registration for 2020 domestic hemp program (the Department does not oversee the selling of hemp products, including CBD)',
  url: 'https://www.scsuntimes.com/news/20200207/delaware-opens-registration-for-2020-domestic-hemp-program',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** What was read to find that Delaware's hemp law covers production only, not the sale of products. */
const hempLawRead = [ddaHemp, dereg2020, adm805, sunTimes]

export default {
  code: 'DE',
  name: 'Delaware',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Delaware Department of Agriculture, Plant Industries Section (Domestic Hemp Production Program); Office of the Marijuana Commissioner; Division of Alcohol & Tobacco Enforcement (hemp workgroup)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'permissive',
  keyHighlights: [
    'Hemp-derived THC edibles and drinks are sold largely unregulated; no state mg cap or age limit was found.',
    'HB 98 (2025) would have put THC-infused beverages into the alcohol three-tier system at 21+; it was pulled in June 2025 with a new version promised for 2026.',
    'A state workgroup (Marijuana Commissioner and DATE) is studying intoxicating hemp regulation.',
    'Adult-use marijuana became law in 2023; dispensary sales began in 2025.',
  ],
  notes:
    'Thin research: delta-8 status conflicts between sources; CBD legality rests on a low-confidence source. Hemp production rules are 3 DE Admin. Code 805; the Department of Agriculture does not oversee the sale of hemp products, so the merchant fields have no state rule (read 2026-11-28).',
  hr5371Impact:
    'Because Delaware has no state hemp product caps, the federal change is the first potency limit most Delaware hemp retailers will face: from 12 Nov 2026 delta-9 gummies and drinks above 0.4 mg total THC per container, delta-8 and THCA flower lose federal hemp status, leaving mainly low-THC CBD products on general retail shelves.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Federal 0.3% delta-9 THC dry-weight definition; no state product mg cap',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product-specific state labeling law found',
    packagingRequirements: 'No hemp-product-specific state packaging law found',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Delaware Department of Agriculture (production only)',
    penaltyRange: null,
    salesChannels: ['general retail', 'online'],
    shippingStatus: null,
    additionalRestrictions:
      "Delaware's hemp law (3 DE Admin. Code 805, under 3 Del.C. §101) licenses producers, handlers and processors only; the Department of Agriculture does not oversee the sale of hemp products, including CBD, so no state retail, shipping, age, potency, testing or labelling rule applies to them.",
    effectiveDate: '2021-11-01',
    expiryDate: null,
    noStateRule: {
      shippingStatus: hempLawRead,
      minimumAge: hempLawRead,
      thcMgPerServing: hempLawRead,
      thcMgPerContainer: hempLawRead,
      cbdMgPerServing: hempLawRead,
      testingStandard: hempLawRead,
      testingPanels: hempLawRead,
      labelingRequired: hempLawRead,
      warningTextVerbatim: hempLawRead,
      penaltyRange: hempLawRead,
    },
    cites: [dereg, dpm, workgroup],
  },
  substances: {
    'delta-9-thc': {
      status: 'unclear',
      summary:
        'Hemp delta-9 edibles and beverages are sold largely unregulated with no state mg cap or age limit found; regulation bills were paused in 2025.',
      cites: [dpm],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary:
        'Sources conflict on whether delta-8 is a controlled substance in Delaware; it is widely sold without state rules.',
      unknown: {
        shippingStatus:
          "Delaware's hemp law sets no shipping rule, but whether delta-8 is a controlled substance under Delaware law (sources conflict; 16 Del.C. ch. 47 was not read) was not determined.",
        penaltyRange:
          'Whether delta-8 is a controlled substance in Delaware, and so what penalty its sale carries, was not determined (16 Del.C. ch. 47 was not read).',
      },
      cites: [workgroup],
    },
    cbd: {
      status: 'legal',
      summary: 'Hemp-derived CBD is reported legal with no state-specific product rules (low-confidence source).',
      cites: [lowCbd],
    },
    thca: {
      status: 'unclear',
      summary: 'No Delaware rule on THCA flower was found.',
      unknown: {
        shippingStatus:
          "Delaware's hemp law sets no shipping rule, but whether THCA products over 0.3% total THC are marijuana under Delaware's adult-use law was not determined.",
        penaltyRange:
          'Whether THCA products over 0.3% total THC are marijuana under Delaware law, and so what penalty their sale carries, was not determined.',
      },
    },
    cbg: { status: 'unclear', summary: 'No Delaware rule on CBG was found.' },
    cbn: { status: 'unclear', summary: 'No Delaware rule on CBN was found.' },
  },
  bills: [
    {
      number: 'HB 98',
      title: 'THC-infused beverages in the alcohol three-tier system',
      description:
        'Would route THC-infused beverages through the alcohol three-tier system and package stores with 21+ and testing requirements; a companion bill covered edibles and smokables.',
      status: 'in_committee',
      introducedDate: '2025-03-01',
      lastAction: 'Pulled/paused June 2025; new version promised for 2026; outcome not found (dates approximate)',
      lastActionDate: '2025-06-30',
      sponsors: [{ name: 'Heffernan', party: 'D', role: 'sponsor' }],
      impactSummary: 'Would create the first state rules for THC beverages.',
      trackerUrl: 'https://necann.com/?p=53897',
      fullTextUrl:
        'https://www.delcode.delaware.gov/json/BillDetail/GenerateHtmlDocument?legislationId=142208&legislationTypeId=1&docTypeId=2&legislationName=HB98',
      substances: ['delta-9-thc'],
      productTypes: ['beverages'],
    },
  ],
} satisfies JurisdictionSeed
