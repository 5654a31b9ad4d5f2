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
      '≤5 mg total THC per serving and ≤40 mg per package (statute, La. R.S. 3:1483 as amended by Act 752); beverages ≤5 mg per container. LAC 49:I-519(D) still says 8 mg per serving and 1% total THC; the rule text lags the statute',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 5,
    thcMgPerContainer: 40,
    thcMeasurementMethod: 'total THC including THCA',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'THC per serving and package, QR code to COA, drug-test warning (exact wording not quoted by HempData: see the sources)',
    packagingRequirements: 'Child-resistant packaging; LDH product approval',
    warningTextVerbatim: null,
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from a laboratory accredited by LDH/OPH to ISO/IEC 17025, linked from the label by QR code, bar code or web address: cannabinoid profile, total THC per serving and per package, residual solvents (not for floral hemp), pesticide residues against Category I/II limits, microbiological contaminants (LAC 49:I-519)',
    testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents', 'pesticides', 'microbials'],
    licenseRequired: true,
    licenseType: 'ATC consumable hemp permit',
    enforcementAgency: 'Office of Alcohol and Tobacco Control; Louisiana Department of Health',
    penaltyRange: 'Permit sanctions; civil liability for sales to under-21s (HB 36)',
    salesChannels: ['ATC-permitted retailers (not gas stations)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'No sales at motor-fuel retailers (some truck stops exempt); non-beverage products behind the counter; no hemp in alcoholic beverages; on-premises sales only for pre-June-2024 permit holders',
    effectiveDate: '2025-01-01',
    expiryDate: null,
    cites: [rs, aba, hb952b, lac519, rs1484, rs1481, lac519d, fdHb952],
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
      reason: 'Act 752 of 2024 took effect: 40 mg package cap, total THC incl. THCA, gas-station ban, LDH approval',
      substances: ['delta-9-thc'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before Act 752 took effect, hemp delta-9 products were sold under the 2022 rules (Act 498): at most 8 mg total THC per serving (also in LAC 49:I-519(D)), no 40 mg package cap and no gas-station sales ban.',
        thcMgPerServing: 8,
        thcMgPerContainer: null,
        additionalRestrictions: null,
        cites: [suit, atcAdv, lac519d],
      },
    },
  ],
} satisfies JurisdictionSeed
