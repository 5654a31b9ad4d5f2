import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const npm: Cite = {
  title: 'Nebraska Attorney General tells Omaha delta-8 retailers to pull products or face lawsuit',
  url: 'https://nebraskapublicmedia.org/en/news/news-articles/nebraska-attorney-general-tells-omaha-delta-8-retailers-to-pull-products-or-face-lawsuit/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const lb316b: Cite = {
  title: 'LB 316 proposal: 10 mg per package, CBD excise, safe harbor',
  url: 'https://www.daily8.com/en/article/5366834ffe5363f4ccc9bff000d42125',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const act: Cite = {
  title: 'Neb. Rev. Stat. §2-501 et seq. references (Hemp Farming Act)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NEB00013058&billsummary_session=109&billsummary_state=ne',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const nda: Cite = {
  title: 'Nebraska Department of Agriculture hemp program',
  url: 'https://nda.nebraska.gov/hemp/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const hfa: Cite = {
  title: 'Neb. Rev. Stat. §§2-501 to 2-519 (Nebraska Hemp Farming Act), Nebraska Legislature',
  url: 'https://nebraskalegislature.gov/laws/display_html.php?begin_section=2-501&end_section=2-519',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const s2504: Cite = {
  title:
    'Neb. Rev. Stat. §2-504 Authorized activities (lawful to possess, sell and purchase lawfully produced hemp products), Nebraska Legislature',
  url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=2-504&print=true',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const agoAction: Cite = {
  title: 'Attorney General Mike Hilgers Launches a Major Statewide Action (Nebraska AG)',
  url: 'https://protectthegoodlife.nebraska.gov/news/attorney-general-mike-hilgers-launches-major-statewide-action',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
/** Read for the fields the Nebraska Hemp Farming Act leaves to the federal layer. */
const hempLaw = [hfa, s2504]

export default {
  code: 'NE',
  name: 'Nebraska',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Nebraska Department of Agriculture (Nebraska Hemp Farming Act); Attorney General (consumer-protection enforcement)',
  hempProgramUrl: 'https://nda.nebraska.gov/hemp/',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'AG Hilgers says intoxicating hemp products are illegal under existing law; 15 consumer-protection suits since 2023, 12 settled.',
    'Cease-and-desist letters to 104 Omaha stores on 20 Mar 2025 covered delta-8, delta-10 and THC-A.',
    'No statutory mg caps, age limit or retail licensing.',
    'LB 316 (lesser of 0.3% total THC or 10 mg per package; 10% CBD excise) was passed over on Final Reading 30 May 2025 and carried to 2026.',
  ],
  notes:
    'Medical cannabis initiatives passed Nov 2024 and are being challenged by the AG. CBD legality confirmed on §2-504 (lawful sale of lawfully produced hemp products). Merchant fields: the Nebraska Hemp Farming Act (§§2-501 to 2-519, read on the Legislature site in Nov 2026) licenses and tests hemp production and makes the sale of lawfully produced hemp products lawful, but sets no shipping, age, mg cap, product testing, labeling or warning rule; LB 316 (10 mg per package) had not been enacted when last seen (passed over on Final Reading, May 2025; 2026 outcome not found).',
  hr5371Impact:
    "Nebraska's AG already treats intoxicating hemp as illegal; from 12 Nov 2026 federal law removes delta-8, THCA flower and delta-9 products above 0.4 mg total THC per container from hemp status, strengthening the AG's position. LB 316's proposed 10 mg per package would still be looser than the federal cap.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no statutory product mg cap',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No state hemp product labeling regime',
    packagingRequirements: 'No state hemp product packaging regime',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Nebraska Attorney General',
    penaltyRange: 'Consumer-protection lawsuits and settlements',
    salesChannels: ['general retail'],
    shippingStatus: null,
    effectiveDate: '2025-03-20',
    expiryDate: null,
    cites: [npm, act, nda, hfa],
    noStateRule: {
      shippingStatus: hempLaw,
      minimumAge: hempLaw,
      thcMgPerServing: hempLaw,
      thcMgPerContainer: hempLaw,
      cbdMgPerServing: hempLaw,
      testingStandard: hempLaw,
      testingPanels: hempLaw,
      labelingRequired: hempLaw,
      warningTextVerbatim: hempLaw,
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'unclear',
      summary:
        'Statute allows ≤0.3% delta-9 dry weight, but the AG says intoxicating hemp products are illegal and sues retailers over them.',
      cites: [npm],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'The AG has targeted delta-8 retailers with cease-and-desist letters and lawsuits, treating delta-8 as illegal.',
      cites: [npm, agoAction],
    },
    cbd: {
      status: 'legal',
      summary:
        'Neb. Rev. Stat. §2-504 makes it lawful to possess, transport, sell and purchase lawfully produced hemp products, so non-intoxicating CBD is legal; the absence of state product rules rests on memory.',
      cites: [nda, s2504],
    },
    thca: {
      status: 'unclear',
      summary: "THC-A was named in the AG's March 2025 cease-and-desist letters; no statute addresses it directly.",
      cites: [npm],
    },
    cbg: { status: 'unclear', summary: 'No Nebraska rule on CBG was found.' },
    cbn: { status: 'unclear', summary: 'No Nebraska rule on CBN was found.' },
  },
  bills: [
    {
      number: 'LB 316',
      title: 'Hemp product regulation (Kauth)',
      description:
        'Processed hemp ≤ lesser of 0.3% total THC or 10 mg total THC per package; 10% excise on CBD retail; consumer safe harbor to 31 Dec 2025.',
      status: 'passed_chamber',
      introducedDate: '2025-01-14',
      lastAction: 'Passed over on Final Reading; carried into 2026; 2026 outcome not found',
      lastActionDate: '2025-05-30',
      sponsors: [{ name: 'Kathleen Kauth', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would cap hemp THC at 10 mg per package.',
      trackerUrl: 'https://update.legislature.ne.gov/?p=39239',
      fullTextUrl: null,
    },
    {
      number: 'LB 16',
      title: 'Hemp regulation alternative (Cavanaugh)',
      description: 'Competing regulatory framework for hemp products.',
      status: 'in_committee',
      introducedDate: '2025-01-09',
      lastAction: 'Outcome not found (dates approximate)',
      lastActionDate: '2025-01-09',
      sponsors: [{ name: 'Cavanaugh', party: 'D', role: 'sponsor' }],
      impactSummary: 'Would regulate rather than ban.',
      trackerUrl: 'https://www.daily8.com/en/article/282b8b56896905125b9050596f985dac',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-03-20',
      reason: 'AG cease-and-desist letters to 104 Omaha retailers covering delta-8, delta-10 and THC-A',
      substances: ['delta-8-thc'],
      before: {
        status: 'unclear',
        summary:
          'Before the March 2025 letters, delta-8 was sold widely, with AG lawsuits against individual retailers since 2023.',
        cites: [lb316b],
      },
    },
  ],
} satisfies JurisdictionSeed
