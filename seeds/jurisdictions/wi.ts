import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const hb: Cite = {
  title: 'Husch Blackwell: Intoxicating hemp in Wisconsin',
  url: 'https://journal.cannabislawreport.com/husch-blackwell-intoxicating-hemp-in-wisconsin',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ab747: Cite = {
  title: 'Wisconsin AB 747 (2025) / Wis. Stat. §94.55 hemp definition',
  url: 'https://www.billtrack50.com/billdetail/1914936',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const local: Cite = {
  title: 'Local ordinance regulating hemp products (eCode360)',
  url: 'https://ecode360.com/46525326',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const wiAct68: Cite = {
  title:
    '2019 Wisconsin Act 68, s. 61m (Wis. Stat. §97.02: a food is not adulterated solely because it contains hemp or a hemp product)',
  url: 'https://docs-preview.legis.wisconsin.gov/document/acts/2019/68,61m',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const T = '2026-11-28'
const s9455: Cite = {
  title:
    'Wis. Stat. §94.55 Hemp: definition (post-decarboxylation delta-9) and (2)(a): hemp may be transported, sold, imported and exported to the greatest extent allowed under federal law',
  url: 'https://docs-preview.legis.wisconsin.gov/statutes/statutes/94/55/2g/a/3',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const act68s30: Cite = {
  title: '2019 Wisconsin Act 68 (hemp producer violations under §94.55(2g)–(2m))',
  url: 'https://docs-preview.legis.wisconsin.gov/document/acts/2019/68,40',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s9477: Cite = {
  title:
    'Wis. Stat. §94.77 Penalties (chapter 94, plant industry, which includes §94.55): violations without a specific penalty fined up to $1,000, then $500 to $5,000 or 6 months; or a forfeiture of $200 to $5,000, $400 to $10,000 for a repeat within 5 years; injunctions (Instalawyer copy)',
  url: 'https://instalawyer.io/laws/wisconsin-statutes-annotations/chapter-94-plant-industry-9477-penalties',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const act68News: Cite = {
  title:
    'Wisconsin governor signs new hemp bill into law (2019 Act 68): a truth-in-labeling requirement forbids mislabeling hemp or hemp products (contents, THC level, quality, origin)',
  url: 'http://www.cannabis-insight.com/wisconsin-governor-signs-new-hemp-bill-into-law/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}

/** Wisconsin's hemp statute as read: hemp may be sold to the extent federal law allows; no product rules. */
const read: Cite[] = [s9455, wiAct68, act68s30]

export default {
  code: 'WI',
  name: 'Wisconsin',
  region: 'Midwest',
  hempProgramStatus: 'no_program',
  regulatoryAuthority:
    'USDA (hemp producers since 2022; DATCP program ended); no state regulator for hemp-derived products',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'permissive',
  keyHighlights: [
    'No statewide regulation of hemp-derived THC products and no state age limit; some municipalities regulate by ordinance.',
    'Wis. Stat. §94.55 defines hemp as ≤0.3% delta-9 dry weight (or the federal maximum up to 1%), post-decarboxylation.',
    'Pending bills: SB 644 (under-21 ban), AB 606/SB 681 (three-tier framework with HDC licences), AB 747 (21+, testing, labeling, child-resistant packaging).',
    'No medical or adult-use cannabis program.',
  ],
  notes: 'A Republican ban bill was circulated. Statuses for THCA and delta-8 are legal/unclear for lack of rules.',
  hr5371Impact:
    "Wisconsin has no state hemp product rules, so from 12 Nov 2026 federal law is the only limit: delta-9 edibles and drinks above 0.4 mg total THC per container, delta-8 and THCA flower lose federal hemp status. Wisconsin's statute references the federal hemp maximum, so the state definition may tighten with it.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.3% delta-9 THC dry weight (or federal maximum up to 1%), post-decarboxylation; no product cap',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'delta-9 THC post-decarboxylation',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No state hemp product labeling law',
    packagingRequirements: 'No state hemp product packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'None specific to hemp products (local ordinances in some municipalities)',
    penaltyRange:
      "Violations of the hemp section (§94.55) or its rules that carry no specific penalty fall under chapter 94's general penalty (§94.77): a fine of up to $1,000 for a first offense and $500 to $5,000, up to 6 months' imprisonment or both for later ones, or instead a forfeiture of $200 to $5,000 ($400 to $10,000 for a repeat within 5 years); DATCP may seek an injunction. 2019 Act 68's truth-in-labeling bar on mislabeled hemp products is reported, but the subsection holding it was not read",
    salesChannels: ['general retail', 'smoke shops', 'taverns', 'online'],
    shippingStatus: null,
    effectiveDate: '2022-01-01',
    expiryDate: null,
    // §94.55(2)(a) lets anyone sell, transport, import and export hemp to the extent federal law allows; no
    // statute or rule sets age, potency, testing, label or shipping rules for hemp products (bills pending).
    noStateRule: {
      shippingStatus: read,
      minimumAge: read,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      testingStandard: read,
      testingPanels: read,
      labelingRequired: read,
      warningTextVerbatim: read,
    },
    cites: [hb, ab747, local, s9455, s9477, act68News],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary:
        'Wisconsin sets no age limit, potency cap, testing or labeling rule for hemp delta-9 products (local ordinances may apply); federal law limits final products to 0.4 mg total THC per container from 12 Nov 2026.',
      cites: [hb, wiAct68],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary:
        'No Wisconsin statute addresses delta-8, which is sold unregulated; federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [hb],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal with no state product rules.', cites: [wiAct68] },
    thca: {
      status: 'unclear',
      summary:
        "Wisconsin's hemp definition measures delta-9 post-decarboxylation, which would count THCA; THCA products, flower included, are sold but their status is untested.",
      cites: [ab747],
    },
    cbg: { status: 'legal', summary: 'CBG products are legal with no state product rules.', cites: [wiAct68] },
    cbn: { status: 'legal', summary: 'CBN products are legal with no state product rules.', cites: [wiAct68] },
  },
  bills: [
    {
      number: 'SB 644',
      title: 'Under-21 intoxicating hemp access ban',
      description: 'Bars under-21 access to intoxicating hemp products.',
      status: 'introduced',
      introducedDate: '2025-11-14',
      lastAction: 'Pending',
      lastActionDate: '2025-11-14',
      sponsors: [],
      impactSummary: 'Would add a 21+ rule.',
      trackerUrl: 'https://www.billtrack50.com/billdetail/1911238',
      fullTextUrl: null,
    },
    {
      number: 'AB 606 / SB 681',
      title: 'Hemp-derived cannabinoid three-tier framework',
      description:
        'Renames the Division of Alcohol Beverages to the Division of Intoxicating Products; permits and HDC-A/HDC-B licences; 21+, testing, registration and occupational tax.',
      status: 'introduced',
      introducedDate: '2025-10-01',
      lastAction: 'Pending (dates approximate)',
      lastActionDate: '2025-10-01',
      sponsors: [],
      impactSummary: 'Would create an alcohol-style hemp market.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=WIB00015264&billsummary_session=2025-2026&billsummary_state=wi',
      fullTextUrl: null,
    },
    {
      number: 'AB 747',
      title: 'Hemp product age, testing and labeling',
      description: '21+, lab testing, labeling and child-resistant packaging.',
      status: 'introduced',
      introducedDate: '2025-12-03',
      lastAction: 'Pending',
      lastActionDate: '2025-12-03',
      sponsors: [],
      impactSummary: 'Would add baseline consumer protections.',
      trackerUrl: 'https://www.billtrack50.com/billdetail/1914936',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
