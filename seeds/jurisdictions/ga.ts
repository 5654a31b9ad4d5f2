import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const ajc: Cite = {
  title: 'Age limits and testing requirements approved for Georgia hemp products',
  url: 'https://www.ajc.com/politics/age-limits-and-testing-requirements-approved-for-georgia-hemp-products/PFFMKFSHR5BOJFTYV67FQMA4X4/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const fox5: Cite = {
  title: "Georgia's new Hemp Farming Act goes into effect Oct. 1",
  url: 'https://www.fox5atlanta.com/news/georgias-news-hemp-farming-act-goes-effect-oct-1',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const wabe: Cite = {
  title: "What you need to know about Georgia's new cannabis law (WABE)",
  url: 'https://canndorasbox.com/what-you-need-to-know-about-georgias-new-cannabis-law-that-just-took-effect-wabe',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const crm: Cite = {
  title: 'Georgia governor signs bill to regulate hemp products',
  url: 'https://cannabisriskmanager.com/georgia-governor-signs-bill-to-regulate-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const james: Cite = {
  title: 'New Georgia hemp farming laws in effect',
  url: 'https://jamesmagazinega.com/2024/10/02/new-georgia-hemp-farming-laws-in-effect/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const gda: Cite = {
  title: 'Georgia Department of Agriculture',
  url: 'https://agr.georgia.gov/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const gdaHemp: Cite = {
  title:
    'Georgia Department of Agriculture: Hemp Program (SB 494 licences, incl. Retail Consumable Hemp Establishment License to sell consumable hemp products to consumers)',
  url: 'https://agr.state.ga.us/hemp-program',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const READ = '2026-11-28'
const r40325: Cite = {
  title:
    'Ga. Comp. R. & Regs. R. 40-32-5-.02 Total delta-9-THC concentration and contaminant limits for consumable hemp products (Cornell LII copy)',
  url: 'https://www.law.cornell.edu/regulations/georgia/Ga-Comp-R-Regs-R-40-32-5-.02',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const gdaNotice: Cite = {
  title:
    'Georgia Department of Agriculture: notice of intent to amend and adopt hemp product rules (R. 40-32-5-.02 to -.06, consumable hemp product standards under SB 494)',
  url: 'https://agr.ga.gov/legal/notice-intent-amend-and-adopt-hemp-product-rules',
  type: 'guidance',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** A third-party compliance schema's reading of the adopted serving-limit rule; the rule text itself was not read. */
const greenloomCaps: Cite = {
  title:
    'greenloom/cannabis-product-schema, us-ga-hemp profile: per-form THC caps read from Ga. Comp. R. & Regs. R. 40-32-5-.06 (third-party compliance schema, authored 2 Sep 2026)',
  url: 'https://github.com/greenloom/cannabis-product-schema/blob/main/schema/v0.1/profiles/us-ga-hemp/config.example.json',
  type: 'news',
  kind: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ocga16_12_241: Cite = {
  title:
    'O.C.G.A. §16-12-241 Age restrictions for consumable hemp products (casetext copy, current through 2024 session)',
  url: 'https://casetext.com/statute/code-of-georgia/title-16-crimes-and-offenses/chapter-12-offenses-against-public-health-and-morals/article-10-consumable-hemp-products/section-16-12-241-age-restrictions',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** What is said of the caps wherever the schema's reading gives none. */
const capsReported =
  'The adopted serving-limit rule (Ga. Comp. R. & Regs. R. 40-32-5-.06) was not read; a third-party compliance schema that read it reports caps only for gummies and other edibles (10 mg per piece, 300 mg per package), beverages (10 mg per 12 fl oz single-serving container), tinctures (2 mg per mL, at most 60 mL) and topicals (1,000 mg per package), so whether the rule caps this form is not known'
const capsSource =
  'THC caps as reported from Ga. Comp. R. & Regs. R. 40-32-5-.06 by a third-party compliance schema (the rule text itself, its adoption date and any later amendment were not read; the Department first proposed 150 mg per gummy package and 5 mg beverages in Aug 2024 and re-proposed R. 40-32-5-.06 in Oct 2024)'

export default {
  code: 'GA',
  name: 'Georgia',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Georgia Department of Agriculture (hemp program, consumable hemp licensing and enforcement)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'moderate',
  keyHighlights: [
    'SB 494 (effective 1 Oct 2024): 21+ to buy and possess consumable hemp, including CBD; under-21 possession is a misdemeanor.',
    'THCA counts toward the THC limit, closing the "THCA loophole" for flower.',
    'Hemp gummies are allowed but hemp-infused conventional foods (baked goods, snacks) and hemp in alcohol are banned.',
    'Manufacturer licences, wholesale permits and consumable-hemp retail licences; COA testing and THC warning labels.',
  ],
  notes:
    'SB 494 set no mg cap; the Department of Agriculture then adopted per-form THC caps in Ga. Comp. R. & Regs. R. 40-32-5-.06, recorded here as a third-party compliance schema reports them (its text was not read). SB 220 (passed Senate) and HB 265 would add statutory caps; outcomes not found. Delta-8 status rests on memory.',
  hr5371Impact:
    'Georgia already counts THCA, so the federal total-THC definition changes little for flower. From 12 Nov 2026 the state-licensed delta-9 and delta-8 gummies, capped by the state at 10 mg per piece and 300 mg per package (as reported from R. 40-32-5-.06), almost all exceed the federal 0.4 mg-per-container cap and lose federal hemp status; CBD products under that cap stay compliant.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Total THC (including THCA) ≤0.3% dry weight; no statutory mg cap (per-form caps by rule, see each product type)',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'total THC including THCA',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'COA-linked labels with a THC warning (exact wording not quoted by HempData: see the sources)',
    packagingRequirements: 'Per Georgia Hemp Farming Act',
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from a registered laboratory; no consumable hemp product may exceed the analyte limits of Ga. Comp. R. & Regs. R. 40-32-5-.02, which set residual-solvent limits (butane, ethanol, heptane, hexane) and heavy-metal limits (arsenic, cadmium, lead, mercury) by product form',
    licenseRequired: true,
    licenseType: 'Manufacturer licence, wholesale permit, consumable-hemp retail establishment licence',
    enforcementAgency: 'Georgia Department of Agriculture',
    penaltyRange:
      'Selling consumable hemp products to a person under 21 is a crime; purchase or possession under 21 is a misdemeanor punishable by a fine of up to $500; licence sanctions by the Department of Agriculture',
    salesChannels: ['licensed consumable-hemp retail establishments'],
    shippingStatus: null,
    effectiveDate: '2024-10-01',
    expiryDate: null,
    unknown: {
      shippingStatus:
        'No Georgia rule on online sales, delivery or shipping of consumable hemp to consumers was found in what was read (reports of SB 494, the Department of Agriculture hemp page); whether a remote seller needs a retail consumable hemp establishment licence was not found.',
      thcMgPerServing: `${capsReported}; SB 220 (2025-26) passed the Senate with its final outcome not found.`,
      thcMgPerContainer: `${capsReported}; SB 220 (2025-26) passed the Senate with its final outcome not found.`,
      cbdMgPerServing:
        'No CBD limit was reported for SB 494; the Georgia Hemp Farming Act text (O.C.G.A. §2-23-1 et seq.) was not read in a stored copy with an address.',
      testingPanels:
        'R. 40-32-5-.02 was read only as far as its residual-solvent and heavy-metal limits; the rest of its analyte list (pesticides, microbials, mycotoxins, if any) was not read, so the full panel set is not determined.',
      warningTextVerbatim:
        'SB 494 requires THC warning labels; their exact wording (O.C.G.A. §2-23-9.1) was not read in any stored copy.',
    },
    cites: [fox5, ajc, crm, james, wabe, r40325, gdaNotice, ocga16_12_241],
  },
  products: {
    edibles: {
      thcLimitText: `Total THC ≤0.3% dry weight; at most 10 mg THC per gummy or piece and 300 mg per package (${capsSource})`,
      thcMgPerServing: 10,
      thcMgPerContainer: 300,
      cites: [greenloomCaps, gdaNotice],
    },
    beverages: {
      thcLimitText: `Total THC ≤0.3% dry weight; at most 10 mg THC per serving, one serving of at most 12 fl oz per container (${capsSource})`,
      thcMgPerServing: 10,
      thcMgPerContainer: 10,
      cites: [greenloomCaps, gdaNotice],
    },
    tinctures: {
      thcLimitText: `Total THC ≤0.3% dry weight; at most 2 mg THC per mL in containers of at most 60 mL, so at most 120 mg per container (${capsSource})`,
      thcMgPerContainer: 120,
      unknown: {
        thcMgPerServing:
          'The cap reported from R. 40-32-5-.06 for tinctures is a concentration (2 mg per mL), not a per-serving amount, and the rule text was not read',
      },
      cites: [greenloomCaps, gdaNotice],
    },
    topicals: {
      thcLimitText: `Total THC ≤0.3% dry weight; at most 1,000 mg THC per package (${capsSource})`,
      thcMgPerContainer: 1000,
      unknown: {
        thcMgPerServing:
          'The third-party reading of R. 40-32-5-.06 reports a package cap only for topicals; whether the rule is silent on servings was not confirmed in its text',
      },
      cites: [greenloomCaps, gdaNotice],
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 gummies and similar products are legal for adults 21+ from licensed retailers with testing and warning labels; hemp-infused conventional foods and alcohol are banned.',
      cites: [wabe, gdaHemp],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Delta-8 is believed to remain legal for adults 21+ under the same licensing and testing rules (memory; not confirmed).',
      cites: [gda],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal for adults 21+ only, with COA testing and licensed retail.',
      cites: [james, gdaHemp],
    },
    thca: {
      status: 'restricted',
      summary: 'THCA counts toward the 0.3% THC limit, so high-THCA flower no longer qualifies as hemp.',
      cites: [crm],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG consumable hemp products follow the 21+, licensing and testing rules.',
      cites: [gdaHemp],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN consumable hemp products follow the 21+, licensing and testing rules.',
      cites: [gdaHemp],
    },
  },
  bills: [
    {
      number: 'SB 494',
      title: 'Georgia Hemp Farming Act amendments (2024)',
      description: '21+ for consumable hemp, licensing, testing, THC warning labels; THCA counted in total THC.',
      status: 'signed',
      introducedDate: '2024-01-25',
      lastAction: 'Signed; effective 1 Oct 2024 (dates approximate)',
      lastActionDate: '2024-05-01',
      sponsors: [],
      impactSummary: 'Created the current licensed regime.',
      trackerUrl: 'https://www.fox5atlanta.com/news/georgias-news-hemp-farming-act-goes-effect-oct-1',
      fullTextUrl: null,
    },
    {
      number: 'SB 220',
      title: 'Hemp total-THC limits (2025-26)',
      description: 'Would set total-THC limits for consumable hemp products.',
      status: 'passed_chamber',
      introducedDate: '2025-02-20',
      lastAction: 'Passed Senate; outcome not found (dates approximate)',
      lastActionDate: '2025-03-06',
      sponsors: [],
      impactSummary: 'Would add per-product THC caps.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=GAB00028624&billsummary_session=2025_26&billsummary_state=ga',
      fullTextUrl: null,
    },
    {
      number: 'HB 265',
      title: 'Hemp gummy caps',
      description: 'Would cap THC in hemp gummies.',
      status: 'introduced',
      introducedDate: '2025-02-01',
      lastAction: 'Introduced; outcome not found (dates approximate)',
      lastActionDate: '2025-02-01',
      sponsors: [],
      impactSummary: 'Would cap THC in edibles.',
      trackerUrl: 'https://app.legiplex.com/ga/legislature/2025/2025-r/bills/hb265/drafts-latest',
      fullTextUrl: null,
      productTypes: ['edibles'],
    },
    {
      number: 'SB 254',
      title: 'Liquor retailers and consumable-hemp retail licences',
      description: 'Would let liquor retailers obtain consumable-hemp retail licences.',
      status: 'introduced',
      introducedDate: '2025-02-20',
      lastAction: 'Status not found (dates approximate)',
      lastActionDate: '2025-02-20',
      sponsors: [],
      impactSummary: 'Would expand hemp sales channels to liquor stores.',
      trackerUrl: 'https://app.legiplex.com/ga/legislature/2025/2025-r/bills/sb254/drafts-compare',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
