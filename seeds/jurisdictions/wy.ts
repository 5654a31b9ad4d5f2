import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const hg: Cite = {
  title: 'Wyoming hemp THC law (SF0032)',
  url: 'https://hempgazette.com/news/wyoming-hemp-thc-hg2170',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ganja: Cite = {
  title: 'Wyoming governor signs bill to ban delta-8 THC',
  url: 'https://ganjapreneur.com/wyoming-gov-signs-bill-to-ban-delta-8-thc',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const gc: Cite = {
  title: 'Wyoming SF0032 enforcement provisions',
  url: 'https://goodcanna.green/?p=72689',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mjbiz: Cite = {
  title: 'Judge dismisses challenge to Wyoming ban on hemp-derived THC products',
  url: 'https://mjbizdaily.com/judge-dismisses-challenge-to-wyoming-ban-on-hemp-derived-thc-products/',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const csd: Cite = {
  title: "Judge tosses lawsuit to halt Wyoming's new THC laws; sellers to appeal",
  url: 'https://cowboystatedaily.com/2024/08/26/judge-tosses-lawsuit-to-halt-wyomings-new-thc-laws-wyoming-sellers-to-appeal',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const wda: Cite = {
  title: 'Wyoming Department of Agriculture hemp program',
  url: 'https://agriculture.wy.gov/divisions/chs/hemp',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const wyStat: Cite = {
  title:
    'W.S. 11-51-101 et seq. Hemp production (Wyoming Legislature, 2022 Wyoming Statutes; text before the 2024 SF0032 amendments)',
  url: 'https://wyoleg.gov/NXT/gateway.dll/2022%20Wyoming%20Statutes%2F2022%20Titles%2F564%2F656',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const T = '2026-11-28'
const sf0032: Cite = {
  title:
    'Wyoming SF0032 (2024), Enrolled Act 24: hemp and hemp products with no synthetic substance and ≤0.3% THC post-decarboxylation; THC includes psychoactive analogs (Keeping Law Simple copy of the enrolled text)',
  url: 'https://www.keepinglawsimple.org/states/wyoming/bills/2024/SF0032',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s351063: Cite = {
  title:
    'W.S. 35-7-1063 Exceptions (the Controlled Substances Act does not reach hemp or hemp products with no synthetic substances and ≤0.3% THC; CourtGPT copy)',
  url: 'https://courtgpt.ai/laws/wyoming/title-35/chapter-7/article-10/section-35-7-1063',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Wyoming's hemp chapter as read: a THC percentage and a synthetics ban; sale and transport of hemp products need no licence. */
const read: Cite[] = [wyStat, sf0032, s351063]

export default {
  code: 'WY',
  name: 'Wyoming',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Wyoming Department of Agriculture',
  hempProgramUrl: 'https://agriculture.wy.gov/divisions/chs/hemp',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'SF0032 (Enrolled Act 24, eff. 1 Jul 2024): no hemp or hemp products with >0.3% THC measured post-decarboxylation, counting psychoactive analogs and isomers.',
    'Adding any synthetic substance to hemp products is banned, which removes converted delta-8.',
    'Inspections and chemical analysis with corrective action plans, licence suspension and disposal.',
    'Green Room LLC v. Hill dismissed with prejudice on 15 Aug 2024; 10th Circuit appeal outcome not found.',
  ],
  notes:
    'W.S. 11-51 (hemp production, amended by SF0032) sets a THC percentage and a synthetics ban, and its §11-51-102(b) covers possession, purchase, sale, transportation and use of hemp products outside the licensing requirements; it sets no age, milligram, label or shipping rule.',
  hr5371Impact:
    'Wyoming already measures THC post-decarboxylation and bans synthetics, matching the federal definition. From 12 Nov 2026 the remaining naturally derived delta-9 edibles above 0.4 mg total THC per container also lose federal hemp status, since Wyoming uses a percentage limit rather than a per-container cap.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      '≤0.3% THC (post-decarboxylation; includes psychoactive analogs and isomers); no synthetic substances',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'THC incl. analogs and isomers, post-decarboxylation or similar',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product-specific labeling law found',
    packagingRequirements: 'No hemp-product-specific packaging law found',
    testingRequired: true,
    testingStandard: 'State inspection and chemical analysis',
    licenseRequired: true,
    licenseType: 'Wyoming Department of Agriculture hemp licence',
    enforcementAgency: 'Wyoming Department of Agriculture',
    penaltyRange: 'Corrective action plans, licence suspension, disposal',
    salesChannels: ['general retail'],
    shippingStatus: null,
    effectiveDate: '2024-07-01',
    expiryDate: null,
    noStateRule: {
      shippingStatus: read,
      minimumAge: read,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      testingPanels: read,
      labelingRequired: read,
      warningTextVerbatim: read,
    },
    cites: [hg, ganja, gc, wda, wyStat, sf0032],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived hemp delta-9 products are legal at ≤0.3% THC counting all analogs and isomers; no synthetics (inference for retail status).',
      cites: [hg],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'Delta-8 counts toward the 0.3% THC limit and converted delta-8 involves synthetic processing, which SF0032 bans.',
      cites: [ganja, mjbiz],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal if total THC is ≤0.3% post-decarboxylation and no synthetic substances are added.',
      cites: [hg],
    },
    thca: {
      status: 'restricted',
      summary:
        'Wyoming measures THC post-decarboxylation, so THCA products above 0.3% THC, flower included, are not hemp and may not be sold.',
      cites: [hg, csd, wyStat],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived CBG is legal within the THC limit (inference).',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived CBN is legal within the THC limit; synthetic CBN is banned (inference).',
    },
  },
  bills: [
    {
      number: 'SF0032',
      title: 'Hemp THC and synthetics (Enrolled Act 24, 2024)',
      description:
        'No hemp products >0.3% THC incl. analogs and isomers (post-decarboxylation); no synthetic additives; inspections and enforcement.',
      status: 'signed',
      introducedDate: '2024-02-12',
      lastAction: 'Signed; effective 1 Jul 2024 (introduction date approximate)',
      lastActionDate: '2024-03-07',
      sponsors: [],
      impactSummary: 'Created current Wyoming limits.',
      trackerUrl: 'https://ganjapreneur.com/wyoming-gov-signs-bill-to-ban-delta-8-thc',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
