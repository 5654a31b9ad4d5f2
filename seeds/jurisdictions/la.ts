import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const rs: Cite = {
  title: 'La. R.S. 3:1482 Consumable hemp products (definitions and requirements)',
  url: 'https://legis.la.gov/Legis/Law.aspx?d=1147993&p=y',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const aba: Cite = {
  title: "Legal and legislative shifts in Louisiana's hemp industry (ABA)",
  url: 'https://www.americanbar.org/groups/tort_trial_insurance_practice/resources/committee-articles/legal-legislative-shifts-louisianas-hemp-industry/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb952a: Cite = {
  title: 'Louisiana HB 952 (2024) text',
  url: 'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb952/draft-242592?id=242592',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb952b: Cite = {
  title: 'Louisiana HB 952 (2024) enrolled draft',
  url: 'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb952/draft-242871?id=242871',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const lac519: Cite = {
  title:
    'La. Admin. Code tit. 49 §I-519 Consumable hemp products labeling requirements: certificate of analysis (LII copy)',
  url: 'https://www.law.cornell.edu/regulations/louisiana/La-Admin-Code-tit-49-SS-I-519',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const rs1484: Cite = {
  title:
    'La. R.S. 3:1484 Permit to sell; office of alcohol and tobacco control (each domain name of a remote retailer is a place of business needing a retail permit)',
  url: 'https://legis.la.gov/Legis/Law.aspx?d=1152535',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const rs1481: Cite = {
  title:
    'La. R.S. 3:1481 Definitions ("remote retailer": sales through an app, catalog or the internet delivered directly to a consumer in Louisiana)',
  url: 'https://legis.la.gov/Legis/Law.aspx?d=1147992',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const lac519d: Cite = {
  title:
    'La. Admin. Code tit. 49 §I-519(D) (Justia copy, current through LR 50:9, Sept 2024): no consumable hemp product over 0.3% delta-9 THC or 1% total THC dry weight; except floral hemp, no more than 8 mg total THC per serving',
  url: 'https://regulations.justia.com/states/louisiana/title-49/part-i/chapter-5/section-i-519',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const fdHb952: Cite = {
  title:
    'FastDemocracy: LA HB 952 (2024) summary (lowers the maximum THC per serving from 8 mg to 5 mg; 21+; effective 1 Jan 2025)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=LAB00023386&billsummary_session=2024&billsummary_state=la',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
const atcAdv: Cite = {
  title:
    'Louisiana ATC advisory (Jan 2023), CBD & consumable hemp enforcement (Act 498 of 2022: at most 8 mg THC per serving in non-floral products; adult-use products over 0.5 mg total THC 21+)',
  url: 'https://labevretailers.org/blogs/news/cbd-consumable-hemp-enforcement',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  kind: 'secondary_mirror',
}
const suit: Cite = {
  title: 'Hemp Association of Louisiana federal suit over Act 752',
  url: 'https://cuu.coron.tech/news/2235062024071010805018',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const N = '2026-11-28'
const rs1483: Cite = {
  title:
    'La. R.S. 3:1483 Product approval; consumable hemp processors; Louisiana Department of Health (product registration, label approval, not marketed as dietary, no active pharmaceutical ingredient other than cannabidiol, ≤0.3% delta-9 THC and ≤1% total THC, with the per-serving limit cut off in the copy read; batch tests for THC components, serving size, THC per serving, solvents, pesticides, microbials and heavy metals)',
  url: 'https://legis.la.gov/Legis/Law.aspx?d=1147994',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const rs1482: Cite = {
  title:
    'La. R.S. 3:1482 Consumable hemp products; prohibitions (effective 1 Jan 2025; casetext copy, current with the 2024 session): permit required; no retail sale to anyone under 21, photo ID checked; no sales at motor-fuel retailers; no inhalable products or floral hemp; knowing violations unlawful under Subsection D (penalty clause cut off in the copy read)',
  url: 'https://casetext.com/statute/louisiana-revised-statutes/revised-statutes/title-3-agriculture-and-forestry/chapter-10-a-feed-fertilizers-agricultural-liming-and-seeds/part-vi-consumable-hemp-products/section-31482-effective-112025-consumable-hemp-products-prohibitions',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const senateAmendments: Cite = {
  title:
    'House summary of Senate amendments to HB 952 (2024): a serving may not exceed 5 mg THC and a package may hold no more than 8 servings; beverages at least 12 oz, at most 4 per pack; LDH may approve products above 5 mg if the processor meets conditions; a packaging warning that consuming THC products may result in a failed drug test; no packaging appealing to children (legiplex copy)',
  url: 'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb952/draft-242851?id=242851',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const actDigest: Cite = {
  title:
    'Résumé digest of Act 752 (HB 952, 2024): prior law barred sales under 18 (21 only for adult-use products above 0.5 mg total THC); new law bars all sales under 21 with ID checks (legiplex copy)',
  url: 'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb952/draft-242871?id=242871',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const hb12News: Cite = {
  title:
    'Marijuana Herald (June 2025): Louisiana legislature passes HB 12: $500-$1,000 fine and up to six months for selling consumable hemp to under-21s; up to 10 years and $50,000 for unpermitted manufacture or distribution; awaiting House concurrence',
  url: 'https://themarijuanaherald.com/2025/06/louisiana-legislature-unanimously-passes-bill-banning-sale-and-possession-of-consumable-hemp-for-those-under-21',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}

export default {
  code: 'LA',
  name: 'Louisiana',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Office of Alcohol and Tobacco Control (ATC permits); Louisiana Department of Health (product approval); Department of Agriculture & Forestry (cultivation)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'Act 752 of 2024 (HB 952), effective 1 Jan 2025: ≤5 mg total THC per serving and ≤40 mg per package; total THC includes THCA.',
    'Beverages ≤5 mg per container, at least 12 oz, at most 4 per pack.',
    'All consumable hemp is 21+ with photo ID; floral hemp and inhalable products are banned.',
    'No sales at gas stations or motor-fuel retailers (some truck stops exempt); non-beverage products behind the counter.',
  ],
  notes:
    'Medical marijuana only (memory). Hemp Association of Louisiana filed a federal suit against Act 752. No 2025–26 changes found. The statutory limit is 5 mg total THC per serving and 40 mg per package (La. R.S. 3:1483 as amended by Act 752 of 2024, effective 1 Jan 2025; the act lowered the cap from 8 mg). The LDH rule text lags: LAC 49:I-519(D), as last read (Justia copy current through Sept 2024), still says 8 mg total THC per serving and 0.3% delta-9 / 1% total THC dry weight. The statute, being newer and higher in rank, controls; this file uses 5 mg. Whether LDH has since amended I-519(D), and whether the 1% total-THC dry-weight ceiling survived Act 752, was not checked.',
  hr5371Impact:
    'Louisiana already counts THCA and bans floral hemp and inhalables, matching the federal exclusions. Its 5 mg/40 mg products and 5 mg beverages exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 most ATC-permitted THC products lose federal hemp status.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      "≤5 mg total THC per serving and no more than 8 servings (40 mg) per package, ≤0.3% delta-9 THC and ≤1% total THC (La. R.S. 3:1483 as amended by Act 752, effective 1 Jan 2025); LDH may approve a product above 5 mg per serving if the processor meets the statute's conditions; beverages ≤5 mg per container, at least 12 oz, at most 4 per pack. LAC 49:I-519(D) still says 8 mg per serving; the rule text lags the statute",
    thcPctDryWeight: 0.3,
    thcMgPerServing: 5,
    thcMgPerContainer: 40,
    thcMeasurementMethod: 'total THC including THCA',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'LDH label approval before sale (R.S. 3:1483(B)(3)); a scannable bar code, QR code or web address linked to the certificate of analysis (LAC 49:I-519(A)); serving size and total THC per serving and per package; no medical claims and no marketing as a dietary supplement (LAC 49:I-525); Act 752 added a packaging warning that consuming products with THC may result in a failed drug test (its exact wording was not read: see warning text); no packaging that appeals to children',
    packagingRequirements: 'Child-resistant packaging; LDH product approval',
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from a laboratory accredited by LDH/OPH to ISO/IEC 17025, linked from the label by QR code, bar code or web address: cannabinoid profile, total THC per serving and per package, residual solvents (not for floral hemp), pesticide residues against Category I/II limits, microbiological contaminants (LAC 49:I-519)',
    testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents', 'pesticides', 'microbials'],
    licenseRequired: true,
    licenseType: 'ATC consumable hemp permit',
    enforcementAgency: 'Office of Alcohol and Tobacco Control; Louisiana Department of Health',
    penaltyRange:
      'Knowing violations of R.S. 3:1482 (permit, under-21 sales, motor-fuel retailers, inhalables, floral hemp) are unlawful under 3:1482(D), whose penalty clause was not read; ATC permit suspension or revocation (revocation after three offenses in two years under Act 752); HB 12 (2025), passed by both chambers, sets $500-$1,000 and up to six months for sales to under-21s and up to 10 years and $50,000 for unpermitted manufacture or distribution (enactment not confirmed)',
    salesChannels: ['ATC-permitted retailers (not gas stations)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Remote retailers (sales through an app, catalog or the internet delivered to a Louisiana consumer) need an ATC retail permit for each domain name (R.S. 3:1481, 3:1484) and must verify that the buyer is 21 or older with photo ID (R.S. 3:1482(A)(2)); no sales at motor-fuel retailers (some truck stops exempt); non-beverage products behind the counter; no hemp in alcoholic beverages; on-premises sales only for pre-June-2024 permit holders',
    noStateRule: { cbdMgPerServing: [rs1483, lac519d] },
    unknown: {
      warningTextVerbatim:
        "Act 752 (2024) added a packaging warning that consuming products with THC may result in a failed drug test (House summary of the Senate amendments and a bill-tracker summary, both paraphrased); the wording was searched for again and not found: the stored copies of R.S. 3:1483 (legis.la.gov, casetext) stop at subsection (B)(6)(a), the enrolled act (legiplex) at its definitions, LDH's Label Requirements page at the responsible-party item, and LAC 49:I-519 and I-525 (Sept 2024) predate the act.",
    },
    effectiveDate: '2025-01-01',
    expiryDate: null,
    cites: [
      rs,
      aba,
      hb952b,
      lac519,
      rs1484,
      rs1481,
      lac519d,
      fdHb952,
      rs1482,
      rs1483,
      senateAmendments,
      actDigest,
      hb12News,
    ],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal for adults 21+ from ATC-permitted retailers at up to 5 mg per serving and 40 mg per package.',
      cites: [aba],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Processors may not use distillates of non-naturally-occurring THC derivatives, which removes most delta-8 products.',
      cites: [rs],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD consumables are legal for adults 21+ with ATC permits, LDH approval and testing.',
      cites: [hb952a],
    },
    thca: {
      status: 'prohibited',
      summary: 'Floral hemp and inhalable products are banned, and THCA counts toward total THC.',
      cites: [rs],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG consumables follow the same 21+, permit and testing rules.',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN consumables follow the same 21+, permit and testing rules.',
    },
  },
  products: {
    smokable: { status: 'prohibited', summary: 'Louisiana bans inhalable consumable hemp products.', cites: [rs] },
    flower: { status: 'prohibited', summary: 'Floral hemp may not be sold as a consumable hemp product.', cites: [rs] },
    vapes: { status: 'prohibited', summary: 'Inhalable hemp products, including vapes, are banned.', cites: [rs] },
    beverages: {
      thcMgPerServing: 5,
      thcMgPerContainer: 5,
      thcLimitText: '≤5 mg total THC per container; ≥12 oz; ≤4 per pack',
      cites: [hb952b],
    },
  },
  bills: [
    {
      number: 'HB 952',
      title: 'Consumable hemp products (Act 752 of 2024)',
      description:
        'Set 5 mg/40 mg caps, 21+, inhalable and floral hemp ban, gas-station sales ban, LDH approval and ATC permitting.',
      status: 'signed',
      introducedDate: '2024-03-11',
      lastAction: 'Enacted as Act 752; effective 1 Jan 2025 (dates approximate)',
      lastActionDate: '2024-06-19',
      sponsors: [],
      impactSummary: 'Created current Louisiana limits.',
      trackerUrl:
        'https://www.americanbar.org/groups/tort_trial_insurance_practice/resources/committee-articles/legal-legislative-shifts-louisianas-hemp-industry/',
      fullTextUrl: 'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb952/draft-242871?id=242871',
    },
    {
      number: 'HB 12 (2025)',
      title: 'Consumable hemp: penalties for sales to under-21s and unpermitted manufacture',
      description:
        'Fine of $500-$1,000 and up to six months for selling or distributing consumable hemp to under-21s; citation and fine up to $100 for minors in possession; up to 10 years and $50,000 for manufacturing or distributing outside the permit system.',
      status: 'passed_both',
      introducedDate: '2025-04-01',
      lastAction:
        'Passed both chambers unanimously; House concurrence in Senate amendments pending in a June 2025 report; signature not confirmed (dates approximate)',
      lastActionDate: '2025-06-01',
      sponsors: [{ name: 'Lauri Schlegel', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would add criminal penalties for underage sales and unpermitted hemp businesses.',
      trackerUrl:
        'https://themarijuanaherald.com/2025/06/louisiana-legislature-unanimously-passes-bill-banning-sale-and-possession-of-consumable-hemp-for-those-under-21',
      fullTextUrl: null,
    },
    {
      number: 'HB 36',
      title: 'Drug Dealer Liability Act: hemp sales to under-21s',
      description: 'Extends civil liability to sales of hemp products to people under 21.',
      status: 'introduced',
      introducedDate: '2024-03-11',
      lastAction: 'Final status not found in research (dates approximate)',
      lastActionDate: '2024-03-11',
      sponsors: [],
      impactSummary: 'Adds civil exposure for underage sales.',
      trackerUrl: 'https://www.hereneworleans.com/?p=3807',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-01-01',
      reason:
        'Act 752 of 2024 took effect: at most 5 mg total THC per serving and 8 servings (40 mg) per package, replacing the 8 mg per-serving limit of Act 498 (2022)',
      before: {
        thcMgPerServing: 8,
        thcLimitText:
          'Before 1 Jan 2025 (Act 498 of 2022): at most 8 mg total THC per serving in products other than floral hemp, ≤0.3% delta-9 THC and ≤1% total THC; no per-package limit',
        noStateRule: { thcMgPerContainer: [atcAdv, lac519d] },
        cites: [atcAdv, lac519d],
      },
    },
    {
      date: '2025-01-01',
      reason:
        'Act 752 of 2024 took effect: every consumable hemp product 21+; before, only adult-use products (more than 0.5 mg total THC per package) were 21+ and others 18+',
      substances: ['cbd', 'cbg', 'cbn'],
      before: {
        minimumAge: 18,
        ageReason:
          'Before Act 752, consumable hemp products were barred to under-18s, and only adult-use products with more than 0.5 mg total THC per package to under-21s',
        cites: [actDigest, atcAdv],
      },
    },
    {
      date: '2025-01-01',
      reason: 'Act 752 of 2024 took effect: 40 mg package cap, total THC incl. THCA, gas-station ban, LDH approval',
      substances: ['delta-9-thc'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before Act 752 took effect, hemp delta-9 products were sold under the 2022 rules (Act 498): at most 8 mg total THC per serving (also in LAC 49:I-519(D)), no 40 mg package cap and no gas-station sales ban.',
        thcMgPerServing: 8,
        additionalRestrictions: null,
        cites: [suit, atcAdv, lac519d],
      },
    },
  ],
} satisfies JurisdictionSeed
