import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const dcp: Cite = {
  title: 'CT DCP: Packaging or labeling standards for CBD and legal Delta products',
  url: 'https://portal.ct.gov/cannabis/Knowledge-Base/Articles/Packaging-or-labeling-standards-for-CBD-and-legal-Delta-products',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const signage: Cite = {
  title:
    'CT DCP Knowledge Base: Hemp signage (retail signs stating the product is a hemp manufacturer product, not cannabis or marijuana, and subject to different testing standards)',
  url: 'https://portal.ct.gov/cannabis/knowledge-base/articles/hemp-signage',
  type: 'guidance',
  retrieved: '2026-11-25',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const alerts: Cite = {
  title: 'Hemp Roundtable state alerts (20 May 2024): Connecticut limits',
  url: 'https://cannabislaw.report/hemp-roundtable-state-alerts-20-may-2024',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb5150: Cite = {
  title: 'Connecticut HB 5150 (2024) text (legiplex mirror)',
  url: 'https://app.legiplex.com/ct/legislature/2024/2024-r/bills/hb05150/draft-542768?id=542768',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const growcola: Cite = {
  title: 'Connecticut joins ranks of states restricting intoxicating hemp products',
  url: 'https://growcola.com/connecticut-joins-ranks-of-states-restricting-intoxicating-hemp-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const fd970: Cite = {
  title: 'SB 970 (2025) summary with statute references',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=CTB00030793&billsummary_session=2025&billsummary_state=ct',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const obedio: Cite = {
  title: 'Connecticut enacts hemp law implementing 2018 Farm Bill (manufacturer testing requirements)',
  url: 'https://news.getobedio.com/2019/05/20/2019-5-20-connecticut-enacts-hemp-law-implementing-2018-farm-bill/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const READ = '2026-11-28'
const moderateThc: Cite = {
  title:
    'Conn. Gen. Stat. §21a-NEW (PA 24-76), sales of moderate-THC hemp products from 1 Jan 2025 (0.5 to 5 mg total THC per container; cannabis establishments and DCP-registered vendors only)',
  url: 'http://print.casetext.com/statute/general-statutes-of-connecticut/title-21a-consumer-protection/section-21a-new-newly-enacted-section-not-yet-numbered-effective-112025-sales-of-moderate-thc-hemp-products',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const olr5150: Cite = {
  title:
    'OLR bill analysis of sHB 5150 as amended by House "A" (legiplex copy): infused beverages, moderate-THC hemp products, CUTPA',
  url: 'https://app.legiplex.com/ct/legislature/2024/2024-r/bills/hb05150/draft-542768?id=542768',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const cgs2261m: Cite = {
  title: 'Conn. Gen. Stat. §22-61m Manufacture of hemp for consumables: licence, fines, testing, labelling',
  url: 'https://instalawyer.io/laws/connecticut-general-statutes/section-22-61m-manufacture-of',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export default {
  code: 'CT',
  name: 'Connecticut',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Department of Consumer Protection (cannabis and moderate/high-THC hemp); Connecticut Department of Agriculture (hemp growers/manufacturers)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'From 1 Oct 2024 manufactured hemp products are capped at 1 mg THC per serving and 5 mg per container.',
    'Hemp-infused beverages: at most 3 mg THC per container, 12 fl oz, 4 per pack, sold only at certain cannabis establishments and package stores.',
    'Moderate-THC hemp products and infused beverages are 21+ and limited to cannabis establishments or DCP-certificated sellers.',
    'Synthetic cannabinoids are Schedule I; high-THC hemp is treated as cannabis.',
  ],
  notes:
    'SB 970 (2025) on naturally manufactured cannabinoids, testing and QR labels: enactment not confirmed. Smokable-hemp status unclear.',
  hr5371Impact:
    "Connecticut's 1 mg/5 mg hemp caps and 3 mg beverages exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 nearly all THC-bearing hemp products sold outside the cannabis market lose federal hemp status. Products below 0.4 mg per container, mainly CBD, remain both state- and federally compliant.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      '≤1 mg THC per serving and ≤5 mg per container (manufactured hemp products); beverages ≤3 mg per container',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 1,
    thcMgPerContainer: 5,
    thcMeasurementMethod: 'total THC',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'DCP packaging and labeling standards for CBD and legal delta products',
    packagingRequirements: 'Per DCP standards',
    testingRequired: true,
    testingStandard:
      'Independent testing by an ISO-certified laboratory for hemp products made by licensed manufacturers: microbiological contaminants, mycotoxins, heavy metals, pesticide chemical residue and active-ingredient analysis; failed products surrendered to DCP (2019 hemp act, C.G.S. §22-61l et seq.; DCP testing standards)',
    testingPanels: ['potency', 'microbials', 'mycotoxins', 'heavy_metals', 'pesticides'],
    licenseRequired: true,
    licenseType: 'DCP retail certificate for moderate-THC products; beverage manufacturer licence',
    enforcementAgency: 'Department of Consumer Protection',
    penaltyRange:
      'DCP may deny, suspend or revoke a hemp manufacturer licence and fine up to $2,500 per violation; manufacturing without a licence is fined $250 (individual) or up to $2,500 per violation (entity) (C.G.S. §22-61m); violating the infused-beverage rules is a CUTPA violation (PA 24-76)',
    salesChannels: [
      'cannabis establishments',
      'DCP-registered moderate-THC hemp product vendors',
      'package stores (infused beverages)',
      'remote sales to Connecticut consumers only by a seller allowed to sell the product at retail (see additional restrictions)',
    ],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'From 1 Jan 2025 no person may sell at retail, including remotely to a Connecticut consumer, a moderate-THC hemp product (0.5 to 5 mg total THC per container) unless it is a cannabis establishment or holds a DCP certificate of registration, and only to buyers 21+; infused beverages may be sold only by certain cannabis establishments and package stores; products over 5 mg per container are high-THC hemp, sold only as cannabis. No Connecticut rule on shipping products under 0.5 mg total THC per container was found. $1 per container assessment on infused beverages. Stores selling hemp products must post DCP signage stating that the product is a hemp manufacturer product and not cannabis or marijuana, is subject to different testing standards, and may not meet Connecticut cannabis health and safety standards; this is store signage, not label warning text, so no verbatim label warning is recorded',
    effectiveDate: '2024-10-01',
    expiryDate: null,
    noStateRule: {
      // The DCP page says only that federal and state food, drug and cosmetic law applies to products under the THC limit.
      cbdMgPerServing: [moderateThc, olr5150, cgs2261m, dcp],
    },
    unknown: {
      warningTextVerbatim:
        'PA 24-76 and DCP standards require label statements for manufacturer hemp products and infused beverages; their exact wording was not read in any stored copy (the DCP hemp signage is store signage, described under additional restrictions).',
    },
    cites: [signage, dcp, alerts, hb5150, obedio, moderateThc, olr5150, cgs2261m],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal for adults 21+ at up to 1 mg THC per serving and 5 mg per container through cannabis establishments or DCP-certificated sellers.',
      cites: [growcola],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 counts as THC under the same low caps, and synthetic cannabinoids are Schedule I, which removes most delta-8 products.',
      cites: [alerts],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal if they meet DCP labeling and the THC caps; products with 0.5 mg or more total THC per container are 21+.',
      minimumAge: null,
      ageReason:
        'Connecticut sets 21+ for moderate-THC hemp products (0.5 to 5 mg total THC per container) and infused beverages; a product under 0.5 mg per container is neither',
      unknown: {
        minimumAge:
          'PA 24-76 sets 21+ for moderate-THC hemp products (0.5 to 5 mg total THC per container) and infused beverages; products under 0.5 mg per container, which includes every product within the federal 0.4 mg cap since 12 Nov 2026, are neither, and no age rule for them was found in what was read.',
      },
      cites: [dcp, moderateThc],
    },
    thca: {
      status: 'restricted',
      summary:
        'Total THC counting means high-THC hemp such as THCA flower is treated as cannabis and sold only in the cannabis market.',
      cites: [fd970],
    },
    cbg: {
      status: 'unclear',
      summary: 'No Connecticut rule specific to CBG was found; CBG products presumably follow the CBD rules.',
      minimumAge: null,
      ageReason:
        'Connecticut sets 21+ for moderate-THC hemp products (0.5 to 5 mg total THC per container) and infused beverages; a product under 0.5 mg per container is neither',
      unknown: {
        minimumAge:
          'PA 24-76 sets 21+ for moderate-THC hemp products (0.5 to 5 mg total THC per container) and infused beverages; products under 0.5 mg per container, which includes every product within the federal 0.4 mg cap since 12 Nov 2026, are neither, and no age rule for them was found in what was read.',
      },
    },
    cbn: {
      status: 'unclear',
      summary: 'No Connecticut rule specific to CBN was found; converted CBN may count as a synthetic cannabinoid.',
      minimumAge: null,
      ageReason:
        'Connecticut sets 21+ for moderate-THC hemp products (0.5 to 5 mg total THC per container) and infused beverages; a product under 0.5 mg per container is neither',
      unknown: {
        minimumAge:
          'PA 24-76 sets 21+ for moderate-THC hemp products (0.5 to 5 mg total THC per container) and infused beverages; products under 0.5 mg per container, which includes every product within the federal 0.4 mg cap since 12 Nov 2026, are neither, and no age rule for them was found in what was read.',
      },
    },
  },
  products: {
    beverages: {
      thcMgPerServing: null,
      noStateRule: { thcMgPerServing: [olr5150, moderateThc] },
      thcMgPerContainer: 3,
      thcLimitText: '≤3 mg THC per container, ≤12 fl oz, ≤4 per pack',
      salesChannels: ['cannabis establishments', 'package stores'],
      cites: [hb5150],
    },
  },
  bills: [
    {
      number: 'HB 5150',
      title: 'An Act concerning hemp and hemp products (2024)',
      description: 'Set 1 mg/5 mg caps, beverage rules, 21+ and moderate-THC retail limits.',
      status: 'signed',
      introducedDate: '2024-02-07',
      lastAction: 'Signed (dates approximate)',
      lastActionDate: '2024-06-06',
      sponsors: [],
      impactSummary: 'Created the current low-cap hemp regime.',
      trackerUrl: 'https://growcola.com/connecticut-joins-ranks-of-states-restricting-intoxicating-hemp-products/',
      fullTextUrl: 'https://app.legiplex.com/ct/legislature/2024/2024-r/bills/hb05150/draft-542768?id=542768',
    },
    {
      number: 'SB 970',
      title: 'An Act concerning cannabinoids, hemp and hemp products',
      description:
        'Naturally manufactured hemp cannabinoids, testing and QR-code labeling; proposed effective 1 Jul 2025.',
      status: 'introduced',
      introducedDate: '2025-02-01',
      lastAction: 'Enactment not confirmed in research (dates approximate)',
      lastActionDate: '2025-06-04',
      sponsors: [],
      impactSummary: 'Would tighten testing/labeling and exclude non-natural cannabinoids.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=CTB00030793&billsummary_session=2025&billsummary_state=ct',
      fullTextUrl: 'https://app.legiplex.com/ct/legislature/2025/2025-r/bills/sb00970/draft-2269967?id=2269967',
    },
  ],
} satisfies JurisdictionSeed
