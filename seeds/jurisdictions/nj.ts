import type { Cite, JurisdictionSeed, RuleFacts } from '../types.ts'

const R = '2026-04-30'
const jd1: Cite = {
  title: 'New Jersey passes law to regulate intoxicating hemp (S3235)',
  url: 'https://jdsupra.com/legalnews/new-jersey-passes-law-to-regulate-1601917',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const jd2: Cite = {
  title: 'New Jersey regulates intoxicating hemp',
  url: 'https://jdsupra.com/legalnews/new-jersey-regulates-intoxicating-hemp-5555845',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const snn: Cite = {
  title: 'New Jersey bans sale of unregulated THC-laced soft drinks',
  url: 'https://shorenewsnetwork.com/2024/09/12/new-jersey-bans-sale-of-unregulated-thc-laced-soft-drinks',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const awg: Cite = {
  title: 'New Jersey law establishing THC limits and age restrictions signed into law',
  url: 'https://awglaw.com/news/new-jersey-law-establishing-thc-limits-and-age-restrictions-signed-into-law',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const court: Cite = {
  title: "New Jersey's new hemp regulations create more problems than they solve (injunction)",
  url: 'https://journal.cannabislawreport.com/mandelbaum-barrett-new-jerseys-new-hemp-regulations-create-more-problems-than-they-solve/',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const s4509: Cite = {
  title: 'NJ S4509 bill text',
  url: 'https://billcam.com/bill-texts/w57l7SV9PJ',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const njda: Cite = {
  title:
    'NJ Department of Agriculture: New Jersey Hemp Program (NJ Hemp Farming Act 2019, USDA-approved plan; 2026 grower and processor/handler applications; cannabis programmes regulated by the CRC)',
  url: 'https://www.nj.gov/agriculture/divisions/pi/prog/nj_hemp.shtml',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const T = '2026-11-21'
const njsa481: Cite = {
  title:
    'N.J.S.A. 24:6I-48.1 Intoxicating hemp product distribution restrictions (sale only by CRC licensees or CRC-approved liquor licensees for beverages; no products not derived from naturally occurring constituents; no detectable-THC products to under-21s; casetext copy)',
  url: 'https://casetext.com/statute/new-jersey-statutes/title-24-food-and-drugs/chapter-246i/section-246i-481-intoxicating-hemp-product-distribution-restrictions-rules-regulations',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const njMonitorOct: Cite = {
  title:
    'New Jersey Monitor: state will not enforce most of the hemp law "at this time"; only the under-21 sales ban enforced from 12 Oct 2024, after a federal ruling of 10 Oct 2024',
  url: 'https://usnewsandbusiness.com/?p=47876',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const njMonitorNov: Cite = {
  title:
    'New Jersey Monitor: Cannabis Regulatory Commission will enforce the ban on hemp products not derived from naturally occurring chemicals (8 Nov 2024)',
  url: 'https://usnewsandbusiness.com/cannabis-agency-announces-new-statewide-hemp-ban-will-be-enforced',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const N = '2026-11-28'
const njac185: Cite = {
  title:
    'N.J.A.C. 17:30-18.5 Testing laboratory inspection; authorized conduct (casetext copy, current through 56 N.J.R. No. 21, Nov 2024): a CRC licence and ISO/IEC 17025 accreditation required to test cannabis items',
  url: 'https://casetext.com/regulation/new-jersey-administrative-code/title-17-treasury-general/chapter-30-personal-use-cannabis-rules/subchapter-18-licensing-of-testing-laboratories/section-1730-185-testing-laboratory-inspection-authorized-conduct-ongoing-material-conditions',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const njac194: Cite = {
  title:
    "N.J.A.C. 17:30-19.4 Testing laboratory procedures and specifications (casetext copy): samples analysed according to the Cannabis Regulatory Commission's Testing Guidance",
  url: 'https://casetext.com/regulation/new-jersey-administrative-code/title-17-treasury-general/chapter-30-personal-use-cannabis-rules/subchapter-19-personal-use-usable-cannabis-and-cannabis-product-testing-procedures/section-1730-194-testing-laboratory-procedures-and-specifications-for-testing-usable-cannabis-and-cannabis-products',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const crcGuidance: Cite = {
  title:
    "Cannabis Science and Technology: New Jersey's Cannabis Regulatory Commission updates testing guidelines (CRC blog post of 4 Mar 2025: contaminant testing for pesticides, heavy metals, microbes, mycotoxins and foreign matter; cannabinoid testing incl. THCA, CBDA, CBG, CBGA and CBN)",
  url: 'https://cannabissciencetech.com/view/new-jersey-s-cannabis-regulatory-commission-updates-testing-guidelines',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Intoxicating hemp products (above 0.5 mg per serving or 2.5 mg per package) follow CREAMMA's rules. */
const intoxicating: RuleFacts = {
  shippingStatus: 'allowed_with_conditions',
  additionalRestrictions:
    'Intoxicating hemp products may be sold or distributed, shipping included, only by CRC licensees (or CRC-approved liquor licensees for beverages), must comply with CREAMMA and its rules, and may not go to anyone under 21 (N.J.S.A. 24:6I-48.1); after the federal ruling of Oct 2024 the CRC said it enforces only the under-21 and naturally-derived rules for now',
  testingRequired: true,
  testingStandard:
    'As cannabis items (N.J.S.A. 24:6I-48.1(a)(3)): tested by a CRC-licensed laboratory with ISO/IEC 17025 accreditation (N.J.A.C. 17:30-18.5(e)), analysed per the CRC Testing Guidance (N.J.A.C. 17:30-19.4)',
  testingPanels: [
    'potency',
    'cannabinoid_profile',
    'pesticides',
    'heavy_metals',
    'microbials',
    'mycotoxins',
    'foreign_matter',
  ],
  unknown: {
    warningTextVerbatim:
      "Intoxicating hemp products must meet the CREAMMA labeling rules: N.J.A.C. 17:30-16.3 (casetext copy, current through Apr 2024) lists the cannabis item label contents, but the copy read is cut off before its consumer warnings, and the only full-looking lists found are a packaging vendor's checklist (itself cut at the third warning) and unsourced summaries, so the exact wording was not read in the rule",
  },
}
const njac225: Cite = {
  title:
    'N.J.A.C. 2:25, New Jersey Hemp Program Rules (Cornell LII copy of the chapter contents): general provisions, licence applications, seed acquisition, producer reporting, inspection, sampling and testing of hemp producers, violations and penalties; no subchapter on hemp product testing, labeling or retail sale',
  url: 'https://www.law.cornell.edu/regulations/new-jersey/title-2/chapter-25',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const njac2252: Cite = {
  title:
    'N.J.A.C. 2:25-5.2 Inspection, sampling, and testing procedures (casetext copy, current through 56 N.J.R. No. 23, Dec 2024): pre-harvest delta-9 THC sampling of hemp producers; the Department may sample or test hemp products to verify compliance, but no product testing requirement',
  url: 'https://casetext.com/regulation/new-jersey-administrative-code/title-2-agriculture/chapter-25-new-jersey-hemp-program-rules/subchapter-5-inspection-sampling-and-testing/section-225-52-inspection-sampling-and-testing-procedures',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const njConsumableBill: Cite = {
  title:
    'New Jersey 2024-2025 bill amending N.J.S.A. 4:28-8 and 4:28-13 (fastdemocracy summary): would give the Department of Agriculture licensing, product testing and packaging and labeling rules with consumer warnings for hemp-derived consumable products, which current law lacks; no enactment found',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NJB00064649&billsummary_session=2024-2025&billsummary_state=nj',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for hemp products within 0.5 mg per serving and 2.5 mg per package: the hemp rules reach producers, not products. */
const lowThcLaw = [njac225, njac2252, njsa481, njConsumableBill]

export default {
  code: 'NJ',
  name: 'New Jersey',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'NJ Department of Agriculture (low-THC hemp products, NJ Hemp Farming Act); Cannabis Regulatory Commission (intoxicating hemp products)',
  hempProgramUrl: 'https://www.nj.gov/agriculture/divisions/pi/prog/nj_hemp.shtml',
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'P.L.2024, c.73 (S3235, signed 12 Sep 2024): a "hemp product" has ≤0.5 mg total THC per serving and ≤2.5 mg per package; anything stronger is an "intoxicating hemp product".',
    'Intoxicating hemp products may be sold only by CRC-licensed cannabis retailers, or as beverages by CRC-approved liquor licensees.',
    'Total THC counts delta-8, delta-9, delta-10 and THCA; synthetic THC is banned; 21+ for any product with detectable THC.',
    'After a federal ruling of 10 Oct 2024 the CRC enforced only the under-21 ban from 12 Oct 2024, then from 8 Nov 2024 also the ban on products not derived from naturally occurring constituents; licensing of the CRC channel was still to come.',
  ],
  notes:
    'Enforcement of the licensing channel is partly enjoined or suspended, so the restricted labels describe the law on paper. The sale restrictions, the naturally-derived rule and the under-21 rule were read in N.J.S.A. 24:6I-48.1 on a casetext copy; no official page stating them (njleg.state.nj.us, nj.gov/cannabis) was read; the NJDA hemp programme page read covers production licensing only. S4509 (2025) licensing eligibility bill status unknown. Later 2024-25 bills to add excise taxes or to repeal the intoxicating-hemp law and align with the federal definition were seen only as fastdemocracy summaries without bill numbers; none is known to have passed. Hemp products within the caps: the NJ Hemp Program Rules (N.J.A.C. 2:25) reach producers (licensing, pre-harvest delta-9 sampling, penalties) and set no product testing, label or warning rule; a 2024-25 bill that would add them was seen only as a tracker summary.',
  hr5371Impact:
    "New Jersey's 0.5 mg/2.5 mg line for non-intoxicating hemp is close to the federal 0.4 mg-per-container cap, so from 12 Nov 2026 packages between 0.4 and 2.5 mg lose federal hemp status, and the intoxicating hemp products NJ routes to cannabis retailers and liquor licensees become federally controlled.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Hemp product: ≤0.5 mg total THC per serving and ≤2.5 mg per package; above that is an intoxicating hemp product',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 0.5,
    thcMgPerContainer: 2.5,
    thcMeasurementMethod: 'total THC including delta-8, delta-9, delta-10 and THCA',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'Per P.L.2024, c.73 and CRC rules',
    packagingRequirements: 'Per CRC rules for intoxicating hemp products',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: true,
    licenseType: 'CRC cannabis retailer licence or CRC-approved plenary retail distribution licence (beverages)',
    enforcementAgency: 'Cannabis Regulatory Commission; NJ Department of Agriculture',
    penaltyRange: '$100 first unlicensed sale; ≥$1,000 second; ≥$10,000 third',
    salesChannels: [
      'CRC-licensed cannabis retailers',
      'CRC-approved liquor retailers (beverages)',
      'general retail (hemp products under caps)',
    ],
    shippingStatus: null,
    effectiveDate: '2024-09-12',
    expiryDate: null,
    cites: [njsa481, jd1, jd2, awg, court, njMonitorOct, njMonitorNov, njda],
    noStateRule: {
      shippingStatus: [njsa481, njda],
      cbdMgPerServing: [njsa481, njda],
      testingStandard: lowThcLaw,
      testingPanels: lowThcLaw,
      warningTextVerbatim: lowThcLaw,
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Hemp delta-9 products above 0.5 mg per serving or 2.5 mg per package may be sold only by CRC licensees (or approved liquor licensees for beverages) to adults 21+ (N.J.S.A. 24:6I-48.1); enforcement of the licensing channel is partly enjoined.',
      cites: [njsa481, jd1, snn, njac185, njac194, crcGuidance],
      ...intoxicating,
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 counts in total THC, so products above the 0.5/2.5 mg caps are intoxicating hemp limited to CRC channels; products not derived from naturally occurring biologically active constituents are banned (N.J.S.A. 24:6I-48.1; enforced by the CRC since 8 Nov 2024), which may reach converted delta-8.',
      cites: [njsa481, jd1, njMonitorNov, njac185, njac194, crcGuidance],
      ...intoxicating,
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal at general retail if they stay within 0.5 mg THC per serving and 2.5 mg per package; 21+ if THC is detectable.',
      cites: [awg],
    },
    thca: {
      status: 'restricted',
      summary:
        'THCA counts toward total THC, so THCA products above 0.5 mg per serving or 2.5 mg per package, flower included, are intoxicating hemp products limited to CRC-licensed retailers.',
      cites: [jd1, njsa481, njac185, njac194, crcGuidance],
      ...intoxicating,
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products are legal within the THC caps; the CRC may designate other cannabinoids as intoxicating.',
      cites: [jd2],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products are legal within the THC caps; the CRC may designate other cannabinoids as intoxicating.',
      cites: [jd2],
    },
  },
  bills: [
    {
      number: 'S3235',
      title: 'Intoxicating hemp products (P.L.2024, c.73)',
      description:
        'Defines hemp products (0.5 mg/2.5 mg) vs intoxicating hemp products, routes the latter to CRC licensees, bans synthetic THC, 21+.',
      status: 'signed',
      introducedDate: '2024-05-01',
      lastAction: 'Signed (introduction date approximate)',
      lastActionDate: '2024-09-12',
      sponsors: [],
      impactSummary: 'Created current NJ framework; partly enjoined.',
      trackerUrl: 'https://jdsupra.com/legalnews/new-jersey-passes-law-to-regulate-1601917',
      fullTextUrl: null,
    },
    {
      number: 'S4509',
      title: 'Intoxicating hemp licensing eligibility (2025)',
      description: 'Adds licensing eligibility for intoxicating hemp activity.',
      status: 'in_committee',
      introducedDate: '2025-05-22',
      lastAction: 'Passed Senate Budget & Appropriations Committee; final status unknown',
      lastActionDate: '2025-06-01',
      sponsors: [
        { name: 'Teresa Ruiz', party: 'D', role: 'sponsor' },
        { name: 'Nicholas Scutari', party: 'D', role: 'sponsor' },
      ],
      impactSummary: 'Would broaden who may sell intoxicating hemp.',
      trackerUrl: 'https://hispanicbusinesstv.com/?p=93249',
      fullTextUrl: 'https://billcam.com/bill-texts/w57l7SV9PJ',
    },
  ],
  history: [
    {
      date: '2024-09-12',
      reason: 'P.L.2024, c.73 (S3235) signed: 0.5 mg/2.5 mg hemp product caps, CRC channel, 21+',
      substances: ['delta-9-thc', 'delta-8-thc', 'thca'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before S3235, hemp THC edibles, drinks and flower were sold at general retail with no state age limit or per-package cap.',
        minimumAge: null,
        thcMgPerServing: null,
        thcMgPerContainer: null,
        cites: [snn, njda, s4509],
      },
    },
  ],
} satisfies JurisdictionSeed
