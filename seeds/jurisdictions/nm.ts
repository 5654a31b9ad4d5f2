import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const nmed: Cite = {
  title: 'NMED Cannabis & Hemp Bureau',
  url: 'https://www.env.nm.gov/cannabis-hemp/wp-json/wp/v2/pages/104',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const rule: Cite = {
  title: '20.10.2 NMAC emergency amendment (NM Register)',
  url: 'https://prod-rf-lambda.rtssaas.com/PublicFiles/d89c47bd0d70402dba89b03a22bda6d1/9c96b3fc-17db-444b-ae1e-dd2c8041aad1/20.10.2emergamend.html',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const abq: Cite = {
  title: 'State agency issues emergency rule cracking down on synthetic hemp manufacturing',
  url: 'https://www.abqjournal.com/news/state-agency-issues-emergency-rule-cracking-down-on-synthetic-hemp-manufacturing/621791',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mondaq: Cite = {
  title: 'New Mexico emergency hemp rules: the regulatory gap and market impact',
  url: 'https://www.mondaq.com/unitedstates/cannabis/1663158/new-mexico-emergency-hemp-rules-the-regulatory-gap-and-market-impact',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sun: Cite = {
  title: 'New Mexico bans synthetic cannabinoid production due to health risks',
  url: 'https://newmexicosun.com/stories/674573117-new-mexico-bans-synthetic-cannabinoid-production-due-to-health-risks',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb346: Cite = {
  title: 'New Mexico HB 346 (2025) summary',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NMB00011479&billsummary_session=2025&billsummary_state=nm',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const nmac14: Cite = {
  title: '20.10.2.14 NMAC Hemp finished product testing',
  url: 'https://casetext.com/regulation/new-mexico-administrative-code/title-20-environmental-protection/chapter-10-hemp-post-harvest-processing/part-2-hemp-extraction-production-transportation-warehousing-and-testing/section-2010214-hemp-finished-product-testing',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const hb581: Cite = {
  title:
    'New Mexico HB 581 (2019), the Hemp Manufacturing Act (NMSA 1978 ch. 76 art. 24), bill text on the Legislature site: regulates the production, testing, research, manufacturing and transport of hemp, hemp extracts and hemp finished products; no rule on retail sale, shipping to consumers or purchase age',
  url: 'https://nmlegis.gov/Sessions/19%20Regular/bills/house/HB0581.html',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const hb346Text: Cite = {
  title:
    'New Mexico HB 346 (2025) bill text (legiplex copy): would have given the Environmental Improvement Board "regulatory authority over hemp finished products at retail", which current law lacks; the bill died',
  url: 'https://app.legiplex.com/nm/legislature/2025/2025-r/bills/hb346/drafts-compare',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const nmedFinal: Cite = {
  title:
    'NMED Cannabis & Hemp Bureau: Hemp final rule overview (20.10.2 NMAC amended, effective 28 Jan 2026): makes the Aug 2025 emergency rule permanent, limits total THC in hemp finished products (serving size table), adds pesticide use and testing requirements and requires new warning statements on labels; applies to extraction, manufacturing, warehouse and retail facilities operating in New Mexico',
  url: 'https://www.env.nm.gov/cannabis-hemp/hemp-final-rule',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const nmac13: Cite = {
  title:
    '20.10.2.13 NMAC Hemp finished product labeling (casetext copy of the text before the 2026 amendment): 21 CFR 101 or 701/740 labeling, CBD and total THC in mg per package, the statement "FDA has not evaluated this product for safety, effectiveness, and quality", no claims of zero THC or health benefits',
  url: 'https://casetext.com/regulation/new-mexico-administrative-code/title-20-environmental-protection/chapter-10-hemp-post-harvest-processing/part-2-hemp-extraction-production-transportation-warehousing-and-testing/section-2010213-hemp-finished-product-labeling',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const nmRegister2026: Cite = {
  title:
    'New Mexico Register Vol. XXXVII, Issue 1 (13 Jan 2026): 20.10.2 NMAC repealed and replaced, effective 28 Jan 2026 (scope: everyone transporting, extracting, storing or processing hemp products in New Mexico); the stored copy was readable only through 20.10.2.7 (definitions)',
  url: 'https://prod-rf-lambda.rtssaas.com/PublicFiles/d89c47bd0d70402dba89b03a22bda6d1/334f7f27-0653-48ce-8bfe-347d9061c92c/20.10.2.html',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const nmcdm: Cite = {
  title:
    "New Mexico's new hemp rules: what changed, and why (practitioner summary of the 28 Jan 2026 final rule: broad spectrum capped at 0.005% and full spectrum at 0.30% total THC, total THC limits per serving and per package, pesticide accountability, QR codes for supplemental safety information)",
  url: 'https://www.nmcdm.com/newsevents/new-mexicos-new-hemp-rules-what-changed-and-why',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const nmsa76248: Cite = {
  title:
    'NMSA 1978 § 76-24-8 Hemp manufacturers; permits (getpocketlaw copy): NMED permits to extract or process hemp, with rules for issuance, denial, renewal, suspension and revocation after notice and a hearing; hemp edibles and drinks subject to the Food Service Sanitation Act and the New Mexico Food Act',
  url: 'https://getpocketlaw.com/law/state_new_mexico/section-76-24-8-hemp-manufacturers-permits-rules-requirements_b40e2a891ac6',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const capUnknown =
  'The permanent amendment of 20.10.2 NMAC (effective 28 Jan 2026) limits total THC in hemp finished products by a serving size table (NMED final rule overview; a practitioner summary speaks of limits per serving and per package). The rule text was found in the NM Register of 13 Jan 2026, but the stored copy could be read only through its definitions (20.10.2.1 to 20.10.2.7), and the serving size table itself was not found, so the amounts are not known'
/** Read for the fields New Mexico leaves to the federal layer: its hemp law reaches manufacturing, not retail. */
const hempLaw = [hb581, rule, nmed, hb346Text]

export default {
  code: 'NM',
  name: 'New Mexico',
  region: 'Southwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'NM Environment Department Cannabis & Hemp Bureau (hemp manufacturing, Hemp Manufacturing Act and 20.10.2 NMAC); NM Department of Agriculture (cultivation)',
  hempProgramUrl: 'https://www.env.nm.gov/cannabis-hemp/',
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'NMED emergency rule (1 Aug 2025, compliance by 15 Aug 2025) bans production of semi-synthetic and synthetic cannabinoids at NM hemp facilities.',
    'Only specified non-intoxicating synthesized cannabinoids are allowed in hemp products; facilities must prove inputs are hemp-derived.',
    'The rule does not reach imported finished products or retailers.',
    'No statewide age limit: NMED said minors "can currently purchase hemp products legally".',
  ],
  notes:
    'A permanent rule was targeted for Jan 2026; adoption not confirmed. An Albuquerque ordinance (June 2025) reportedly requires 21+. Reported 10 mg/100 mg caps are low confidence and not used. Merchant fields: the Hemp Manufacturing Act (HB 581, 2019) and 20.10.2 NMAC govern manufacturing, testing and transport, not retail; HB 346 (2025), which would have added retail authority, died; so New Mexico sets no state shipping, age or CBD cap rule; the permanent amendment of 20.10.2 NMAC (28 Jan 2026) limits total THC in hemp finished products and requires new label warnings, whose amounts and wording were not read (a city ordinance such as the Albuquerque 21+ rule is local and not held here).',
  hr5371Impact:
    'New Mexico bans in-state synthesis but not sales of imported intoxicating hemp, so from 12 Nov 2026 federal law fills that gap: imported delta-8 and products above 0.4 mg total THC per container lose federal hemp status even where state law is silent.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Hemp finished products ≤0.3% THC; since 28 Jan 2026 total THC is also limited by a serving size table (20.10.2 NMAC as amended; amounts not read)',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements: 'Per 20.10.2 NMAC for NM-manufactured products',
    packagingRequirements: 'Per 20.10.2 NMAC',
    testingRequired: true,
    testingStandard:
      'Each batch of hemp finished product tested by an approved laboratory before leaving the hemp facility: cannabinoid profile incl. total THC (0.877×THCA + THC), processing solvents and label claims (20.10.2.14 NMAC), and pesticides since the 2026 amendment; purity testing for allowed synthesized cannabinoids (98% reported)',
    testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents', 'pesticides'],
    licenseRequired: true,
    licenseType: 'NMED hemp manufacturer licence',
    enforcementAgency: 'NMED Cannabis & Hemp Bureau',
    penaltyRange:
      'NMED may deny, suspend or revoke a hemp manufacturing permit, after notice and an opportunity for a hearing (NMSA 1978 § 76-24-8(C)(1)); the Hemp Manufacturing Act as enacted (HB 581, 2019) sets no criminal penalty or fine (its title lists none), and HB 346 (2025), which would have made violations petty misdemeanors with compliance orders and civil penalties, died. Hemp foods and drinks also fall under the New Mexico Food Act (§ 76-24-8(D)), whose penalties were not read',
    salesChannels: ['general retail'],
    shippingStatus: null,
    effectiveDate: '2025-08-15',
    expiryDate: null,
    cites: [nmed, rule, abq, sun, nmac14, nmedFinal, nmac13, hb581, hb346Text, nmsa76248, nmRegister2026, nmcdm],
    noStateRule: {
      shippingStatus: hempLaw,
      minimumAge: [...hempLaw, sun],
      cbdMgPerServing: hempLaw,
    },
    unknown: {
      thcMgPerServing: capUnknown,
      thcMgPerContainer: capUnknown,
      warningTextVerbatim:
        'The 2026 amendment of 20.10.2 NMAC requires new warning statements on hemp finished product labels and allows QR codes for supplemental safety information (NMED final rule overview). Its labeling section could not be read: the NM Register copy of the 13 Jan 2026 rule was readable only through the definitions, and the casetext copy of 20.10.2.13 predates the amendment (it held only the statement "FDA has not evaluated this product for safety, effectiveness, and quality"), so the new wording is not known',
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products at ≤0.3% THC are legal with no statewide age limit; in-state manufacturing is NMED-licensed (memory/inference for retail status).',
      cites: [sun],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 may no longer be made at NM hemp facilities (since Aug 2025), but imported finished products are not covered by the rule.',
      cites: [rule, mondaq],
    },
    cbd: {
      status: 'legal',
      summary: 'CBD products are legal; in-state manufacture must use hemp-derived inputs.',
      cites: [nmed],
    },
    thca: { status: 'unclear', summary: 'No New Mexico rule on THCA products, flower included, was found.' },
    cbg: {
      status: 'legal_with_restrictions',
      summary: "CBG is allowed; synthesized CBG only if on NMED's allowed list with purity testing.",
      cites: [rule],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: "CBN is allowed; synthesized CBN only if on NMED's allowed list with purity testing.",
      cites: [rule],
    },
  },
  products: {
    flower: {
      testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents', 'moisture', 'microbials', 'pesticides'],
      cites: [nmac14],
    },
  },
  bills: [
    {
      number: 'HB 346',
      title: 'Synthetic cannabinoids and hemp retailers (2025)',
      description:
        'Would have banned receipt, possession and sale of synthetic cannabinoids and regulated hemp retailers.',
      status: 'dead',
      introducedDate: '2025-02-01',
      lastAction: 'Passed both chambers in different versions and died (dates approximate)',
      lastActionDate: '2025-03-22',
      sponsors: [],
      impactSummary: 'Would have closed the retail gap for imported synthetics.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=NMB00011479&billsummary_session=2025&billsummary_state=nm',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2026-01-28',
      reason:
        'NMED permanent amendment of 20.10.2 NMAC: total THC limits for hemp finished products, pesticide testing and new label warning statements',
      productTypes: [
        'edibles',
        'topicals',
        'smokable',
        'tinctures',
        'beverages',
        'concentrates',
        'pet-products',
        'vapes',
      ],
      before: {
        testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents'],
        noStateRule: {
          thcMgPerServing: [hb581, nmac14, nmac13],
          thcMgPerContainer: [hb581, nmac14, nmac13],
          warningTextVerbatim: [nmac13],
        },
        cites: [nmac14, nmac13],
      },
    },
    {
      date: '2026-01-28',
      reason:
        'NMED permanent amendment of 20.10.2 NMAC: total THC limits for hemp finished products, pesticide testing and new label warning statements',
      productTypes: ['flower'],
      before: {
        testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents', 'moisture', 'microbials'],
        noStateRule: {
          thcMgPerServing: [hb581, nmac14, nmac13],
          thcMgPerContainer: [hb581, nmac14, nmac13],
          warningTextVerbatim: [nmac13],
        },
        cites: [nmac14, nmac13],
      },
    },
    {
      date: '2025-08-15',
      reason: 'NMED emergency rule: ban on producing semi-synthetic and synthetic cannabinoids at NM hemp facilities',
      substances: ['delta-8-thc'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before the emergency rule, NM hemp manufacturers could convert CBD into delta-8 and other semi-synthetic cannabinoids.',
        cites: [abq, hb346],
      },
    },
  ],
} satisfies JurisdictionSeed
