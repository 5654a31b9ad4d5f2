import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const p1148: Cite = {
  title: '9 NYCRR §114.8 Cannabinoid hemp product requirements',
  url: 'https://regulations.justia.com/states/new-york/title-9/subtitle-b/chapter-ii/part-114/section-114-8',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const p1149: Cite = {
  title: '9 NYCRR §114.9 Labeling',
  url: 'https://regulations.justia.com/states/new-york/title-9/subtitle-b/chapter-ii/part-114/section-114-9',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const p11416: Cite = {
  title: '9 NYCRR §114.16 Age restrictions',
  url: 'https://regulations.justia.com/states/new-york/title-9/subtitle-b/chapter-ii/part-114/section-114-16',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sky: Cite = {
  title: 'New York cannabis regulators ban delta-8, THC-A, THC-O',
  url: 'https://skynnabis.com/new-york-cannabis-regulators-ban-delta-8-thc-a-thc-o/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ocm: Cite = {
  title: "OCM takes over New York's hemp cannabinoid program",
  url: 'https://joinorjudgetexas.com/ocm-takes-over-new-yorks-hemp-cannabinoid-program-now-what/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const doc: Cite = {
  title: 'Cannabinoid hemp in New York State (retail licence fee)',
  url: 'https://docslib.org/doc/4788571/cannabinoid-hemp-in-new-york-state',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const p11410: Cite = {
  title: '9 NYCRR §114.10 Laboratory testing requirements for cannabinoid hemp',
  url: 'https://print.casetext.com/regulation/new-york-codes-rules-and-regulations/title-9-executive-department/subtitle-b-division-of-alcoholic-beverage-control/chapter-ii-rules-of-the-office-of-cannabis-management/part-114-cannabinoid-hemp/section-11410-laboratory-testing-requirements-for-cannabinoid-hemp',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const trichome: Cite = {
  title: "Compliance testing for New York's cannabinoid hemp program: an overview (Trichome Analytical)",
  url: 'https://trichomeanalytical.com/compliance-testing-for-new-yorks-cannabinoid-hemp-program-an-overview/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ocmSite: Cite = {
  title: 'NY Office of Cannabis Management: Cannabinoid hemp',
  url: 'https://cannabis.ny.gov/cannabinoid-hemp',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const ocmHemp: Cite = {
  title: 'NY Office of Cannabis Management: Cannabinoid Hemp (licence required to process, manufacture or sell)',
  url: 'https://cannabis.ny.gov/cannabinoid-hemp',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const N = '2026-11-28'
const p1143: Cite = {
  title:
    '9 NYCRR 114.3 Application for Cannabinoid Hemp Retail License (casetext copy, current through 46 N.Y. Reg. No. 36, Sep 2024): no one may offer or sell cannabinoid hemp products to consumers in New York unless licensed as a cannabinoid hemp retailer; online retailers give their internet address and attest to no sales to under-21s of flower, concentrates or products over 0.5 mg total THC per serving',
  url: 'https://casetext.com/regulation/new-york-codes-rules-and-regulations/title-9-executive-department/subtitle-b-division-of-alcoholic-beverage-control/chapter-ii-rules-of-the-office-of-cannabis-management/part-114-cannabinoid-hemp/section-1143-application-for-cannabinoid-hemp-retail-license',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dohRetail: Cite = {
  title:
    'NYS Department of Health: Cannabinoid Hemp Program, information for retailers and distributors (businesses selling cannabinoid hemp products both online and in person need a retail licence; out-of-state products reach licensed retailers through permitted distributors)',
  url: 'https://www.health.ny.gov/regulations/hemp/retailers.htm',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const can93: Cite = {
  title:
    'N.Y. Cannabis Law §93 Cannabinoid hemp retailer license (LawServer copy): retailers selling cannabinoid hemp in final form to consumers within the state must hold a cannabinoid hemp retailer licence',
  url: 'https://www.lawserver.com/law/state/florida/regulations/ny_cannabis_law_93',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const can132: Cite = {
  title:
    'N.Y. Cannabis Law §132 Penalties for violation of this chapter (NY Senate OpenLegislation, published 26 Apr 2024)',
  url: 'https://nysenate.gov/legislation/laws/CAN/132',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const p13323: Cite = {
  title:
    '9 NYCRR 133.23 Actions relating to unlicensed activities (casetext copy of the text in force until Apr 2024): notice of violation and order to cease, and seizure, for unlicensed sale of cannabinoid hemp or hemp extract products',
  url: 'https://casetext.com/regulation/new-york-codes-rules-and-regulations/title-9-executive-department/subtitle-c-division-of-the-budget/part-133-effective-until-1242023-violations-hearings-and-enforcement/section-13323-effective-until-422024-actions-relating-to-unlicensed-activities',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for a low-THC product's age: the 21+ rule reaches only products over 0.5 mg per serving, concentrates and flower. */
const ageRule = [p11416, p1143]

export default {
  code: 'NY',
  name: 'New York',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Office of Cannabis Management (Cannabinoid Hemp Program, 9 NYCRR Part 114); NYS Department of Agriculture & Markets (growers)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'Cannabinoid hemp products: ≤0.3% total delta-9 THC, ≤1 mg THC per serving and ≤10 mg per package (Dec 2023 rules), CBD:THC ≥15:1 except flower and topicals.',
    'Delta-8, delta-10 and other synthetic, artificially derived or isomerized cannabinoids are banned.',
    'No pre-rolls, cigarettes, cigars, inhalers or injectables; no alcohol, tobacco or nicotine in hemp products.',
    '21+ for products over 0.5 mg total THC per serving, any concentrate and any flower; OCM cannabinoid hemp retailer licence required.',
  ],
  notes:
    'THCA-rich flower is effectively prohibited even though compliant flower is allowed. No 2025–26 rule changes confirmed.',
  hr5371Impact:
    "New York's 1 mg per serving and 10 mg per package hemp caps exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 most THC-bearing cannabinoid hemp products lose federal hemp status even though OCM-licensed retailers may still sell them under state rules. New York's delta-8 and synthetic bans already match federal law.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      '≤0.3% total delta-9 THC; ≤1 mg THC per serving and ≤10 mg per package; CBD:THC ≥15:1 (except flower and topicals)',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 1,
    thcMgPerContainer: 10,
    thcMeasurementMethod: 'total THC (delta-9 + delta-8 + delta-10) per serving',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'Nutrition/supplement panel, mg CBD and total THC per serving, lot number, QR code to COA, state of origin, adverse-event contact; nothing attractive to under-21s (9 NYCRR 114.9); the rule prescribes no warning wording of its own, though 114.9(a)(10) lets OCM require other statements',
    packagingRequirements: 'Per 9 NYCRR Part 114',
    testingRequired: true,
    testingStandard:
      'Independent ISO/IEC 17025-accredited laboratory (or OCM-permitted cannabis laboratory) with a valid scope of accreditation (9 NYCRR §114.10)',
    testingPanels: [
      'potency',
      'cannabinoid_profile',
      'heavy_metals',
      'microbials',
      'pesticides',
      'mycotoxins',
      'residual_solvents',
    ],
    licenseRequired: true,
    licenseType: 'OCM cannabinoid hemp retailer licence',
    enforcementAgency: 'Office of Cannabis Management',
    salesChannels: [
      'OCM-licensed cannabinoid hemp retailers',
      'online and shipped sales to New York consumers only by OCM-licensed cannabinoid hemp retailers (9 NYCRR 114.3; Cannabis Law §93), with no flower, concentrates or products over 0.5 mg total THC per serving to anyone under 21 (114.16)',
    ],
    shippingStatus: 'allowed_with_conditions',
    penaltyRange:
      'Unlicensed sale of cannabinoid hemp: OCM notice of violation and order to cease, with seizure of products (9 NYCRR 133.23); a licensee selling cannabinoid hemp while suspended faces prosecution and a civil penalty up to $5,000 (Cannabis Law §132(2)); unlicensed sale of cannabis products or products marketed as such: civil penalty up to $10,000 per day plus up to five times the revenue, up to $20,000 per day after a cease order (§132(1)(a))',
    effectiveDate: '2023-12-01',
    expiryDate: null,
    cites: [p1148, p1149, p11416, ocm, p11410, trichome, ocmHemp, p1143, dohRetail, can93, can132, p13323],
    noStateRule: { cbdMgPerServing: [p1148, p1149], warningTextVerbatim: [p1149] },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal from OCM-licensed retailers at ≤1 mg THC per serving and ≤10 mg per package with a 15:1 CBD:THC ratio.',
      cites: [sky],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'New York bans synthetic, artificially derived and isomerized cannabinoids, explicitly including delta-8.',
      cites: [p1148, sky],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal from licensed retailers; CBD in alcohol, tobacco or nicotine products is banned. 21+ applies only to products over 0.5 mg total THC per serving, concentrates and flower (9 NYCRR 114.16): a lower-THC CBD product that is neither is exempt from the age rule, not unregulated.',
      minimumAge: null,
      ageReason: 'Low-THC CBD products (≤0.5 mg THC per serving, non-concentrate, non-flower) have no age limit',
      noStateRule: { minimumAge: ageRule },
      cites: [p11416],
    },
    thca: {
      status: 'prohibited',
      summary:
        'THCA products were banned in the Dec 2023 rules; flower is allowed only at ≤0.3% total THC, so THCA-rich flower is effectively prohibited.',
      cites: [sky],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived CBG products are legal from licensed retailers under the ratio and THC caps. 21+ applies only to products over 0.5 mg total THC per serving, concentrates and flower (9 NYCRR 114.16): a lower-THC CBG product that is neither is exempt from the age rule, not unregulated.',
      minimumAge: null,
      ageReason: 'Low-THC products (≤0.5 mg THC per serving) have no age limit',
      noStateRule: { minimumAge: ageRule },
      cites: [p1148],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived CBN is legal; converted CBN counts as an isomerized/artificially derived cannabinoid and is banned. 21+ applies only to products over 0.5 mg total THC per serving, concentrates and flower (9 NYCRR 114.16): a lower-THC CBN product that is neither is exempt from the age rule, not unregulated.',
      minimumAge: null,
      ageReason: 'Low-THC products (≤0.5 mg THC per serving) have no age limit',
      noStateRule: { minimumAge: ageRule },
      cites: [p1148],
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'Cigarettes, cigars and pre-rolls made from cannabinoid hemp are banned.',
      cites: [p1148],
    },
    vapes: {
      status: 'prohibited',
      summary:
        'Inhalers and similar inhalation devices are banned for cannabinoid hemp (memory for vape cartridges specifically).',
      cites: [p1148, ocmSite],
    },
    flower: {
      minimumAge: 21,
      thcMgPerServing: null,
      thcMgPerContainer: null,
      thcLimitText: '≤0.3% total THC; not sold as pre-rolls',
      additionalRestrictions: 'Ratio rule does not apply to flower',
      ageReason: 'All flower is 21+ (9 NYCRR 114.16)',
      unknown: {
        thcMgPerServing:
          '9 NYCRR 114.8(b) sets added limits by product form, but the copies read (Justia and casetext, Sep 2024) break off at its first item, "(1) if the cannabinoid hemp product is an orally consumed product", so whether any item reaches flower is not known; flower is held to 0.3% total delta-9 THC (114.8(a)(2)), is exempt from the CBD:THC ratio (114.8(a)(3)) and needs no per-serving milligram label (114.9(a)(3)), which suggests but does not show that no milligram cap applies',
        thcMgPerContainer:
          '9 NYCRR 114.8(b) sets added limits by product form, but the copies read (Justia and casetext, Sep 2024) break off at its first item, "(1) if the cannabinoid hemp product is an orally consumed product", so whether any item reaches flower is not known; flower is held to 0.3% total delta-9 THC (114.8(a)(2)), is exempt from the CBD:THC ratio (114.8(a)(3)) and needs no per-serving milligram label (114.9(a)(3)), which suggests but does not show that no milligram cap applies',
      },
      cites: [p11416],
    },
    concentrates: { minimumAge: 21, ageReason: 'All concentrated products are 21+ (9 NYCRR 114.16)', cites: [p11416] },
    topicals: { additionalRestrictions: 'CBD:THC ratio rule does not apply to topicals', cites: [p1148, doc] },
  },
} satisfies JurisdictionSeed
