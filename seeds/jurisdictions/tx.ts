import type { ProductTypeId } from '../../api/src/domain/types.ts'
import type { Cite, JurisdictionSeed, RuleFacts } from '../types.ts'

const R = '2026-04-30'
const jds: Cite = {
  title: 'Texas consumable hemp program rules',
  url: 'https://www.jdsupra.com/legalnews/texas-consumable-hemp-program-rules-are-7745114/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const texreg: Cite = {
  title: 'Texas Register, 24 Jul 2020: adopted rules 25 TAC ch. 300',
  url: 'https://www.sos.texas.gov/texreg/archive/July242020/Adopted%20Rules/25.HEALTH%20SERVICES.html',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const thbc: Cite = {
  title: 'DSHS final consumable hemp rules (Texas Hemp Business Council)',
  url: 'https://texashempbusinesscouncil.com/?p=22688',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hppr: Cite = {
  title: 'Texas ban on selling smokable cannabis takes effect March 31',
  url: 'https://www.hppr.org/hppr-news/2026-03-13/texas-ban-on-selling-smokable-cannabis-takes-effect-march-31',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mm: Cite = {
  title: 'Texas officials invite comment on new hemp rules covering age limits, licensing fees, labeling',
  url: 'https://www.marijuanamoment.net/texas-officials-invite-comment-on-new-hemp-rules-covering-age-limits-licensing-fees-labeling-and-more',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const std: Cite = {
  title: 'Texas smokable cannabis ban: hemp industry reacts (Texas Standard)',
  url: 'https://www.texasstandard.org/stories/texas-smokable-cannabis-ban-hemp-industry-dshs-department-health-human-services',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ga56: Cite = {
  title: 'Abbott issues executive order GA-56 on hemp',
  url: 'https://www.highplainspundit.com/2025/09/abbott-issues-executive-order-setting.html',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const tabcRel: Cite = {
  title: 'TABC release on emergency hemp age rules',
  url: 'https://pubt.io/view/9D345CBA5A4B8515BD7FA099B08CD4D5E45AD86A',
  type: 'guidance',
  retrieved: R,
  official: false,
  basis: 'confirmed',
  kind: 'secondary_mirror',
}
const veto: Cite = {
  title: 'Gov. Abbott vetoes Texas THC ban, calls special session',
  url: 'https://www.tpr.org/bioscience-medicine/2025-06-23/gov-abbott-vetoes-texas-thc-ban-calls-special-session-to-regulate-hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const crown: Cite = {
  title: 'Texas DSHS v. Crown Distributing LLC, No. 21-1045 (Tex. 2022)',
  url: 'https://supreme.justia.com/cases/texas/supreme-court/2022/21-1045.html',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
  kind: 'secondary_mirror',
}
const hsc443205: Cite = {
  title:
    'Tex. Health & Safety Code §443.205 Packaging and labeling requirements (batch, COA link, manufacturer, certification that delta-9 THC is not more than 0.3 percent; Texas Public Law copy)',
  url: 'https://texas.public.law/statutes/tex._health_and_safety_code_section_443.205',
  type: 'statute',
  retrieved: '2026-11-25',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const hsc443: Cite = {
  title: 'Tex. Health & Safety Code §443.151 Testing required',
  url: 'https://lawserver.com/law/state/texas/tx-codes/texas_health_and_safety_code_443-151',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dshs: Cite = {
  title: 'DSHS Consumable Hemp Program',
  url: 'https://www.dshs.texas.gov/consumable-hemp-program',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const T = '2026-11-28'
const sb2024: Cite = {
  title:
    'Texas SB 2024 (89R), enrolled: Health & Safety Code §161.0876 prohibits marketing, advertising, offering for sale or selling certain e-cigarette products, incl. those containing cannabinoids',
  url: 'http://capitol.texas.gov/tlodocs/89R/billtext/html/SB02024F.HTM',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
}
const tprVapes: Cite = {
  title: 'Texas to ban sales of THC vapes starting Monday (SB 2024: Class A misdemeanor, up to one year and $4,000)',
  url: 'https://www.tpr.org/news/2025-08-29/texas-to-ban-sales-of-thc-vapes-starting-monday',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const dshsProgram: Cite = {
  title:
    'DSHS Consumable Hemp Program: licensing and registration (a Retail Hemp Registration is required to retail consumable hemp products online)',
  url: 'https://www.dshs.texas.gov/consumable-hemp-program?terms=delta-8',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const dshsFaq: Cite = {
  title:
    'DSHS Consumable Hemp Products FAQ (retail registration; products free of heavy metals, pesticides, harmful microorganisms and residual solvents; out-of-state products)',
  url: 'https://dshs.texas.gov/hemp/Consumable-Hemp-Products---Frequently-Asked-Questions',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const hsc443204: Cite = {
  title: 'Tex. Health & Safety Code §443.204 Rules related to sale of consumable hemp products (LegalFix copy)',
  url: 'https://legalfix.com/statutes/state-codes/texas/health-and-safety-code/title-6/subtitle-a/chapter-443/subchapter-e/section-443-204',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const tac300402: Cite = {
  title: '25 TAC §300.402 Packaging and labeling requirements, 2024 text (Justia copy)',
  url: 'https://regulations.justia.com/states/texas/title-25/part-1/chapter-300/subchapter-d/section-300-402',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Texas's consumable hemp statute and rules as read: a 0.3% THC limit, testing and labels, no milligram caps. */
const readCaps: Cite[] = [hsc443204, hsc443205, hsc443, texreg, tac300402, dshsFaq]
/** Every product type but vapes, which SB 2024 took off the market on 1 Sep 2025 (history before that is its own step). */
const NOT_VAPES: ProductTypeId[] = [
  'edibles',
  'topicals',
  'smokable',
  'tinctures',
  'beverages',
  'flower',
  'concentrates',
  'pet-products',
]
const FEDERAL_D8 = 'federal law excludes converted delta-8 from hemp from 12 Nov 2026, so they may not be sold as hemp'
const delta8 = (what: string): RuleFacts => ({
  summary: `Under Texas law delta-8 ${what} may be sold to adults 21+ with ID under DSHS licensing, testing and packaging rules; ${FEDERAL_D8}.`,
})
const delta9 = (what: string): RuleFacts => ({
  summary: `Under Texas law hemp delta-9 ${what} may be sold to adults 21+ with ID by DSHS-registered retailers, online sellers included, with no state milligram cap; from 12 Nov 2026 federal law limits final products to 0.4 mg total THC per container.`,
})

export default {
  code: 'TX',
  name: 'Texas',
  region: 'Southwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Texas DSHS Consumable Hemp Program (Health & Safety Code ch. 443, 25 TAC ch. 300); TABC (age rules for its licensees); Texas Department of Agriculture (cultivation)',
  hempProgramUrl: 'https://www.dshs.texas.gov/consumable-hemp-program',
  adultUse: false,
  overallStance: 'moderate',
  keyHighlights: [
    'Governor Abbott vetoed SB 3 (total THC ban) on 22 Jun 2025; special-session bills failed.',
    'Executive order GA-56 (10 Sep 2025) led to 21+ with government ID: TABC emergency rules from 1 Oct 2025, DSHS emergency rules 3 Oct 2025.',
    'DSHS final rules effective 31 Mar 2026 count THCA toward total THC, effectively banning smokable hemp flower and extracts.',
    'Manufacturer licence $10,000 per facility per year; retail registration $5,000 per location per year.',
    'Delta-8, delta-9 and THCP edibles and drinks remain allowed under state law; no statewide per-serving mg cap.',
    'SB 2024 (in effect 1 Sep 2025) makes selling or marketing any vape containing cannabinoids, CBD included, a Class A misdemeanor.',
    'Online retail sale needs a DSHS Retail Hemp Registration; buyers must be 21+ with a valid ID.',
  ],
  notes:
    'In-state processing of smokable hemp was banned by HB 1325 (2019), upheld in DSHS v. Crown Distributing (2022). TABC permanent rules are 16 TAC §35.5–35.6.',
  hr5371Impact:
    'Texas already bans THCA flower and smokables through the DSHS total-THC rule, matching federal law. From 12 Nov 2026 the state-licensed delta-8, delta-9 and THCP edibles and drinks, which have no state mg cap, mostly exceed the federal 0.4 mg-per-container cap or are synthesized, so the bulk of the DSHS-licensed market loses federal hemp status.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Total THC (including THCA) ≤0.3% dry weight; no per-serving mg cap',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'total THC including THCA (from 31 Mar 2026)',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'Batch number and date, product name, a URL or QR code linking to the certificate of analysis, manufacturer, and a certification that delta-9 THC is not more than 0.3 percent (Health & Safety Code §443.205; 25 TAC §300.402). That certification is a content statement, not a warning; the 2026 rule amendments under 25 TAC ch. 300 expand labeling, and HempData quotes no warning wording (see the sources)',
    packagingRequirements: 'Child-resistant, tamper-evident, not attractive to children',
    testingRequired: true,
    testingStandard:
      'THC concentration tested by an ISO/IEC 17025-accredited laboratory (Health & Safety Code §443.151(d)); plant and extract testing for cannabinoids, heavy metals, pesticides, harmful microorganisms and residual solvents (§443.151(b)–(c), 25 TAC ch. 300 subch. C); total THC including THCA from 31 Mar 2026',
    testingPanels: ['potency', 'cannabinoid_profile', 'heavy_metals', 'pesticides', 'microbials', 'residual_solvents'],
    licenseRequired: true,
    licenseType:
      'DSHS manufacturer licence ($10,000 per facility per year); retail registration ($5,000 per location per year)',
    enforcementAgency: 'Texas DSHS; TABC',
    enforcementDate: '2025-10-01',
    penaltyRange: 'TABC licence cancellation for sales to under-21s or without ID checks; $1,000 delinquency fee',
    salesChannels: ['DSHS-registered retailers', 'online retailers with a DSHS Retail Hemp Registration'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Online retail sale requires a DSHS Retail Hemp Registration; sellers must verify a valid ID showing the buyer is 21+ (25 TAC §300.701–.702; TABC 16 TAC §35.5–35.6 for its licensees); products made out of state must be produced under an approved hemp plan and tested as HSC §443.151 requires; no vapes containing cannabinoids (SB 2024) and no smokable hemp (from 31 Mar 2026)',
    noStateRule: { thcMgPerServing: readCaps, thcMgPerContainer: readCaps, cbdMgPerServing: readCaps },
    unknown: {
      warningTextVerbatim:
        'HSC §443.205 and the 2020 rule (§300.402) prescribe no warning wording (DSHS declined a pregnancy warning in 2020; a 2025 special-session bill to add warnings to §443.205 was not enacted in any source found); the 2026 amendments (§§300.402–.407) add packaging and, per reporting, warnings; the adoption preamble in the Texas Register (read) says §300.402 was adopted with changes and republished, but every stored copy of the adopted and proposed text stops at the preamble and the Justia copy of §300.402 predates it (Sept 2024), so the wording was not read',
    },
    effectiveDate: '2026-03-31',
    expiryDate: null,
    cites: [hsc443205, thbc, mm, jds, texreg, dshs, hsc443, dshsProgram, dshsFaq],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      ...delta9('products'),
      cites: [std],
      products: {
        edibles: delta9('edibles'),
        beverages: delta9('drinks'),
        tinctures: delta9('tinctures'),
        topicals: delta9('topicals'),
        concentrates: delta9('concentrates'),
      },
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary: `Under Texas law delta-8 products other than vapes, flower and smokables may be sold to adults 21+ with ID under DSHS licensing, testing and packaging rules; ${FEDERAL_D8}.`,
      cites: [std],
      products: {
        edibles: delta8('edibles'),
        beverages: delta8('drinks'),
        tinctures: delta8('tinctures'),
        topicals: delta8('topicals'),
        concentrates: delta8('concentrates'),
        'pet-products': {
          summary: `No Texas rule specific to delta-8 pet products was found; ${FEDERAL_D8}.`,
        },
      },
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'Under Texas law CBD products other than vapes, flower and smokables may be sold to adults 21+ with ID by DSHS-registered retailers, online sellers included, with testing and labeling.',
    },
    thca: {
      status: 'prohibited',
      summary:
        'From 31 Mar 2026 Texas counts THCA toward the 0.3% total THC limit, which effectively bans THCA products, THCA flower and smokable extracts included.',
      enforcementDate: null,
      cites: [hppr],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'Under Texas law CBG products other than vapes, flower and smokables may be sold to adults 21+ with ID under the DSHS consumable hemp rules.',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        "Under Texas law CBN products other than vapes, flower and smokables may be sold to adults 21+ with ID under the DSHS consumable hemp rules; federally, CBN made by converting other cannabinoids may be excluded from hemp, pending FDA's list.",
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary:
        'Texas effectively bans smokable hemp from 31 Mar 2026 by counting THCA toward total THC; in-state manufacture was already banned (HB 1325).',
      enforcementDate: null,
      cites: [hppr, crown],
    },
    flower: {
      status: 'prohibited',
      summary: 'Hemp flower above 0.3% total THC (including THCA) may not be sold from 31 Mar 2026.',
      enforcementDate: null,
      cites: [hppr],
    },
    vapes: {
      status: 'prohibited',
      summary:
        'Texas prohibits marketing, advertising or selling vapes that contain cannabinoids, CBD and delta-8 included (SB 2024, Health & Safety Code §161.0876, in effect 1 Sep 2025); possession is not banned.',
      penaltyRange:
        'Class A misdemeanor to market, advertise, offer for sale or sell an e-cigarette product containing cannabinoids (SB 2024): up to one year in jail and a fine up to $4,000',
      enforcementDate: '2025-09-01',
      effectiveDate: '2025-09-01',
      cites: [sb2024, tprVapes],
    },
  },
  bills: [
    {
      number: 'SB 2024',
      title: 'Prohibited e-cigarette products (89R), incl. vapes containing cannabinoids',
      description:
        'Prohibits marketing, advertising, offering for sale or selling e-cigarette products that contain cannabinoids (and other listed substances or youth-appealing designs); Class A misdemeanor.',
      status: 'signed',
      introducedDate: '2025-03-01',
      lastAction: 'Signed; took effect 1 Sep 2025 (introduction and signing dates approximate)',
      lastActionDate: '2025-06-20',
      sponsors: [{ name: 'Charles Perry', party: 'R', role: 'sponsor' }],
      impactSummary: 'Took hemp vapes of every cannabinoid off the Texas market.',
      trackerUrl: 'https://www.tpr.org/news/2025-08-29/texas-to-ban-sales-of-thc-vapes-starting-monday',
      fullTextUrl: 'http://capitol.texas.gov/tlodocs/89R/billtext/html/SB02024F.HTM',
      productTypes: ['vapes'],
    },
    {
      number: 'SB 3',
      title: 'Consumable hemp products: THC ban (89R)',
      description: 'Would have banned consumable hemp products containing any THC.',
      status: 'vetoed',
      introducedDate: '2025-01-14',
      lastAction: 'Vetoed by Governor Abbott; special session called',
      lastActionDate: '2025-06-22',
      sponsors: [],
      impactSummary: 'Veto kept the hemp THC market open.',
      trackerUrl:
        'https://www.tpr.org/bioscience-medicine/2025-06-23/gov-abbott-vetoes-texas-thc-ban-calls-special-session-to-regulate-hemp',
      fullTextUrl: 'https://capitol.texas.gov/tlodocs/89R/billtext/html/SB00003E.htm',
    },
    {
      number: 'SB 5 (89th, 1st called session)',
      title: 'Hemp THC ban (special session)',
      description: 'Special-session version of the THC ban.',
      status: 'dead',
      introducedDate: '2025-07-21',
      lastAction: 'Failed in special session (dates approximate)',
      lastActionDate: '2025-09-04',
      sponsors: [],
      impactSummary: 'No change.',
      trackerUrl: 'https://capitol.texas.gov/tlodocs/891/billtext/html/SB00005I.htm',
      fullTextUrl: 'https://capitol.texas.gov/tlodocs/891/billtext/html/SB00005I.htm',
    },
    {
      number: 'HB 28',
      title: 'Hemp regulation (special session)',
      description: 'Proposed regulation including 10 mg per serving.',
      status: 'dead',
      introducedDate: '2025-07-21',
      lastAction: 'Failed (dates approximate)',
      lastActionDate: '2025-09-04',
      sponsors: [],
      impactSummary: 'No change.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=TXB00080038&billsummary_session=89&billsummary_state=tx',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-09-01',
      reason:
        'SB 2024 (89R) took effect: marketing, advertising or selling e-cigarette products containing cannabinoids became a Class A misdemeanor (Health & Safety Code §161.0876)',
      productTypes: ['vapes'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before 1 Sep 2025 hemp vapes were sold in Texas by DSHS-registered retailers, with no statewide age limit and THC measured as delta-9 only.',
        minimumAge: null,
        ageVerificationMethod: null,
        enforcementDate: null,
        effectiveDate: '2020-08-02',
        thcMeasurementMethod: 'delta-9 THC',
        licenseType: 'DSHS manufacturer licence ($258); retail registration ($155)',
        penaltyRange: null,
        unknown: { penaltyRange: 'Penalties that applied to hemp vapes before SB 2024 were not researched' },
        cites: [tprVapes, texreg],
      },
    },
    {
      date: '2025-10-01',
      reason:
        'GA-56 / TABC emergency rules (16 TAC §51.1–51.2) and DSHS emergency §300.701–.702: 21+ with government ID, which also binds the vapes SB 2024 had already taken off the market',
      productTypes: ['vapes'],
      before: { minimumAge: null, ageVerificationMethod: null, cites: [ga56, tabcRel] },
    },
    {
      date: '2025-10-01',
      reason:
        'GA-56 / TABC emergency rules (16 TAC §51.1–51.2): 21+ with government ID enforced; DSHS emergency §300.701–.702 adopted 3 Oct 2025',
      substances: ['delta-9-thc', 'delta-8-thc', 'cbd', 'thca', 'cbg', 'cbn'],
      productTypes: NOT_VAPES,
      before: {
        status: 'legal_with_restrictions',
        summary: 'Before October 2025 Texas had no statewide age limit for consumable hemp products.',
        minimumAge: null,
        ageVerificationMethod: null,
        enforcementDate: null,
        cites: [ga56, tabcRel, veto],
      },
    },
    {
      date: '2026-03-31',
      reason: 'DSHS final 25 TAC ch. 300 amendments: THCA counted in total THC, higher fees, packaging and testing',
      substances: ['thca'],
      productTypes: NOT_VAPES,
      before: {
        status: 'legal_with_restrictions',
        summary: 'Before 31 Mar 2026 THCA flower was sold to adults 21+ tested on delta-9 THC only.',
        thcMeasurementMethod: 'delta-9 THC',
        licenseType: 'DSHS manufacturer licence ($258); retail registration ($155)',
        cites: [thbc],
      },
    },
    {
      date: '2026-03-31',
      reason: 'DSHS final rules raised fees and added packaging and testing requirements',
      substances: ['delta-9-thc', 'delta-8-thc', 'cbd', 'cbg', 'cbn'],
      productTypes: NOT_VAPES,
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before 31 Mar 2026 DSHS fees were $258 per manufacturer licence and $155 per retail registration, under the emergency 21+ rule.',
        licenseType: 'DSHS manufacturer licence ($258); retail registration ($155)',
        cites: [thbc],
      },
    },
  ],
  corrections: [
    {
      date: '2026-11-28',
      reason:
        'Status corrected to prohibited for hemp vapes: Texas SB 2024 (89R; Health & Safety Code §161.0876, in effect 1 Sep 2025) makes marketing, advertising, offering for sale or selling e-cigarette products containing cannabinoids a Class A misdemeanor (enrolled text: http://capitol.texas.gov/tlodocs/89R/billtext/html/SB02024F.HTM); the records had carried the DSHS consumable hemp status',
      substances: ['delta-9-thc', 'delta-8-thc', 'cbd', 'cbg', 'cbn'],
      productTypes: ['vapes'],
    },
  ],
} satisfies JurisdictionSeed
