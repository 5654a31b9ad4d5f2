import type { JurisdictionSeed } from '../types.ts'
import {
  sen2024,
  stat,
  age,
  herald,
  veto,
  fp,
  fd2026,
  sb1876,
  sb921,
  fdacs,
  rule034,
  hb7027,
  dbpr,
  sen2024Read,
  vetoRead,
} from './fl-sources.ts'

export default {
  code: 'FL',
  name: 'Florida',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Florida Department of Agriculture & Consumer Services (FDACS) State Hemp Program',
  hempProgramUrl: 'https://www.fdacs.gov/Business-Services/Hemp',
  adultUse: false,
  overallStance: 'permissive',
  keyHighlights: [
    'Hemp extract for ingestion or inhalation may be sold only to adults 21+ (SB 1676, 2023).',
    'FDACS hemp extract permits; products need an independent-lab COA, batch number, QR code and expiration date, and no child-attractive packaging.',
    'No per-serving THC cap: the 2024 bill (SB 1698) was vetoed and SB 438 (2025) passed the Senate but died in the House.',
    'Delta-8 and THCA products remain on the market; a 2026 bill proposing a smokable ban was filed, status not found.',
  ],
  notes: 'Medical marijuana only; Amendment 3 adult-use failed in Nov 2024 with about 56%.',
  hr5371Impact:
    'Florida has no state mg cap, so the federal rule becomes the binding limit: from 12 Nov 2026 delta-9 gummies and drinks above 0.4 mg total THC per container, delta-8 and THCA flower fall outside federal hemp even though state law still allows them, creating a wide state-federal gap for the large Florida hemp retail market.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state per-serving or per-package cap',
    thcPctDryWeight: 0.3,
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'Batch number, QR code or website linking to the COA, expiration date, cannabinoid content, and a statement that the product contains a total delta-9 THC concentration not exceeding 0.3 percent on a dry-weight basis (§581.217(7)); that statement is a content statement, not a warning, and HempData quotes no warning wording',
    packagingRequirements: 'No packaging attractive to children',
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from an independent testing laboratory showing ≤0.3% total delta-9 THC and no contaminants unsafe for human consumption (Fla. Stat. §581.217(3), (7))',
    testingPanels: ['potency', 'microbials', 'pesticides', 'residual_solvents', 'heavy_metals'],
    licenseRequired: true,
    licenseType: 'FDACS hemp extract / food permit',
    enforcementAgency: 'FDACS',
    penaltyRange:
      'Selling hemp extract to a person under 21 is enforced by arrest (DBPR reported 127 arrests from July to September 2024); hemp extract that does not meet §581.217 is adulterated or misbranded food under chapter 500, F.S., subject to FDACS stop-sale and enforcement (statutory penalty classes not read)',
    salesChannels: ['general retail', 'smoke and vape shops', 'online (buyers 21+)'],
    shippingStatus: null,
    effectiveDate: '2023-07-01',
    expiryDate: null,
    noStateRule: {
      // HB 7027 (2025) would have created Florida's first delivery-sale rules (s. 581.218); it was not enacted in any source found.
      shippingStatus: [rule034, hb7027, sen2024Read],
      thcMgPerServing: [rule034, sen2024Read, vetoRead],
      thcMgPerContainer: [rule034, sen2024Read, vetoRead],
      cbdMgPerServing: [rule034, sen2024Read],
    },
    unknown: {
      warningTextVerbatim:
        'Fla. Stat. §581.217(7) requires a content statement (total delta-9 THC not over 0.3 percent), not a warning; the labelling paragraphs of R. 5K-4.034 were not read in full, so whether any warning wording is prescribed was not determined.',
    },
    cites: [stat, age, herald, fdacs, sb1876, sb921, dbpr],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 edibles and beverages are legal for adults 21+ with FDACS permits, testing and labeling; there is no state mg cap.',
      cites: [sen2024],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary: 'Delta-8 remains legal for adults 21+ because the 2024 ban was vetoed and SB 438 (2025) did not pass.',
      cites: [veto, fp],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD hemp extract is legal with FDACS permits, COA testing and labeling; ingestible and inhalable products are 21+.',
    },
    thca: {
      status: 'unclear',
      summary:
        'THCA flower is sold openly and is believed legal under the current delta-9-only definition (memory); a 2026 smokable-ban bill was pending.',
      cites: [fd2026],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG hemp extract products follow the same FDACS permit, testing and 21+ rules as CBD.',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN hemp extract products follow the same FDACS permit, testing and 21+ rules as CBD.',
    },
  },
  products: {
    // The 21+ rule covers hemp extract intended for ingestion or inhalation (SB 1676, 2023).
    topicals: {
      minimumAge: null,
      ageReason: "Florida's 21+ rule covers hemp extract intended for ingestion or inhalation, not topical products",
      noStateRule: { minimumAge: [rule034, age] },
    },
    'pet-products': {
      minimumAge: null,
      ageReason: "Florida's 21+ rule covers hemp extract intended for human ingestion or inhalation, not pet products",
      noStateRule: { minimumAge: [rule034, age] },
    },
  },
  bills: [
    {
      number: 'SB 1698',
      title: 'Hemp (2024)',
      description:
        'Would have capped delta-9 at 5 mg per serving and 50 mg per container and banned delta-8, delta-10, HHC, THC-O, THCP and THCV.',
      status: 'vetoed',
      introducedDate: '2024-01-09',
      lastAction: 'Vetoed by Governor DeSantis',
      lastActionDate: '2024-07-10',
      sponsors: [],
      impactSummary: 'Veto left Florida without potency caps.',
      trackerUrl: 'https://legiscan.com./FL/text/S1698/id/2953930',
      fullTextUrl: 'http://www.flsenate.gov/Session/Bill/2024/1698/BillText/er/HTML',
    },
    {
      number: 'SB 438',
      title: 'Hemp (2025)',
      description: '5 mg/50 mg caps, delta-8 ban, THC beverages only at alcohol licensees, 500-ft buffers.',
      status: 'dead',
      introducedDate: '2025-03-04',
      lastAction: 'Passed Senate unanimously Apr 2025; died in House (memory)',
      lastActionDate: '2025-05-02',
      sponsors: [
        { name: 'Colleen Burton', party: 'R', role: 'sponsor' },
        { name: 'Davis', party: 'unknown', role: 'cosponsor' },
      ],
      impactSummary: 'Would have imposed caps and banned delta-8.',
      trackerUrl: 'https://flsenate.gov/Session/Bill/2025/438',
      fullTextUrl: null,
      substances: ['delta-9-thc', 'delta-8-thc'],
    },
    {
      number: '2026 §581.217 amendment',
      title: 'State hemp program amendments (2026)',
      description: 'Would ban smokable hemp and require advertising pre-approval, effective 1 Jul 2026.',
      status: 'introduced',
      introducedDate: '2026-01-13',
      lastAction: 'Filed; status not found (dates approximate)',
      lastActionDate: '2026-01-13',
      sponsors: [],
      impactSummary: 'Would remove THCA flower and smokables from the market.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=FLB00034761&billsummary_session=2026&billsummary_state=fl',
      fullTextUrl: null,
      productTypes: ['smokable', 'flower', 'vapes'],
    },
  ],
} satisfies JurisdictionSeed
