import type { Cite, JurisdictionSeed } from './types.ts'

const R = '2026-06-30'
const s4315: Cite = {
  title: 'S. 4315 (119th) Hemp Safety Enforcement Act, introduced text (reproduces Sec. 781 as enacted)',
  url: 'https://www.govinfo.gov/content/pkg/BILLS-119s4315is.zip:BILLS-119s4315is/html/BILLS-119s4315is.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const sec781: Cite = {
  title: 'Sec. 781, Agriculture Appropriations Act 2026 (P.L. 119-37), 7 U.S.C. 1639o note',
  url: 'https://self-law.org/code/statute-compilations/comps-18369/sec-781',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const earthlaw: Cite = {
  title: 'Language set to change federal hemp policy as government shutdown ends',
  url: 'https://www.earthlawllc.com/post/language-set-to-change-federal-hemp-policy-as-government-shutdown-ends',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const dla: Cite = {
  title: 'New federal restrictions on hemp and hemp-derived products (DLA Piper)',
  url: 'https://www.dlapiper.com/en-pe/insights/publications/2025/11/new-federal-restrictions-on-hemp-and-hemp-derived-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const libation: Cite = {
  title: '0.4 mg THC cap: hemp beverages and the shutdown bill',
  url: 'https://libationlawblog.com/2025/11/13/0-4-mg-thc-cap-hemp-beverages-shutdown-bill',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const regov: Cite = {
  title: 'Hemp provisions effective 365 days after enactment',
  url: 'https://www.regulatoryoversight.com/?p=22197',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const cda: Cite = {
  title: 'Congress passes shutdown-ending bill with hemp provisions (Senate 60-40, signed 12 Nov 2025)',
  url: 'https://www.cdaweb.net/Public/ArticlePage.aspx?ContentId=5117',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const husch: Cite = {
  title: 'Congress ends shutdown: what the new funding law means for major industries',
  url: 'https://www.huschblackwell.com/newsandinsights/congress-ends-shutdown-what-the-new-funding-law-means-for-major-industries',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const filter: Cite = {
  title: 'FDA misses cannabinoid-list deadline; "container" definition',
  url: 'https://filtermag.org/fda-cannabinoid-deadline-hemp/amp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const fda: Cite = {
  title: 'Food and beverages containing CBD or THC remain illegal (FDA position)',
  url: 'https://www.harringtonheep.com/post/food-and-beverages-containing-cbd-or-thc-remain-illegal',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ecfr: Cite = {
  title: '7 CFR §990.1 Definitions (acceptable hemp THC level)',
  url: 'https://ecfr.io/Title-7/Section-990.1',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const cbtDryWeight: Cite = {
  title: "Delta-9 in edible hemp products: what's a dry weight basis anyway?",
  url: 'https://www.cannabisbusinesstimes.com/hemp/news/15693248/delta-9-in-edible-hemp-products-whats-a-dry-weight-basis-anyway',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const usc: Cite = {
  title: '7 U.S.C. §1639o (Definitions: hemp)',
  url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title7-section1639o&num=0&edition=prelim',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const pb22579: Cite = {
  title:
    'USPS Postal Bulletin 22579: Publication 52 revision, hemp-based products (sec. 453.37), effective 26 Aug 2021',
  url: 'https://about.usps.com/postal-bulletin/2021/pb22579/html/updt_002.htm',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
/** Corrects the ".03 percent" misprint of PB 22579 to 0.3 percent. */
const pb22581: Cite = {
  title:
    'USPS Postal Bulletin 22581: correction to Publication 52 sec. 453.37, mailable hemp THC limit is 0.3 percent (not .03)',
  url: 'https://about.usps.com/postal-bulletin/2021/pb22581/html/updt_003.htm',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const uspsNews: Cite = {
  title: 'USPS Link: In the mail (hemp-based products mailable domestically under Publication 52, sec. 453)',
  url: 'https://news.usps.com/2021/01/11/in-the-mail-5',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  kind: 'carrier_policy',
}
const ganja: Cite = {
  title: 'USPS updates policies to allow hemp shipping (quotes UPS and FedEx policies)',
  url: 'https://ganjapreneur.com/usps-updates-policies-to-allow-hemp-shipping',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
const shipSchool: Cite = {
  title: 'UPS shipping restrictions: items UPS restricts and prohibits',
  url: 'https://www.shippingschool.com/ups-shipping-restrictions-the-items-ups-restricts-prohibits/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
const fedexFasc: Cite = {
  title:
    'FedEx Authorized ShipCenter: double check for dangerous goods and prohibited items (marijuana, THC, marijuana-derived CBD)',
  url: 'https://fedex.com/en-us/shipping/fedex-authorized-ship-center/shipsource/due-diligence-for-dangerous-goods.html',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  kind: 'carrier_policy',
}
const hempBitchFedex: Cite = {
  title: 'Can you ship CBD with FedEx? (quotes the FedEx Service Guide prohibited-items text)',
  url: 'https://www.thehempbitch.com/post/can-you-ship-cbd-with-fedex',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
const vicenteShip: Cite = {
  title: 'Guide for shipping hemp and hemp-derived CBD products (Vicente LLP, Nov 2022)',
  url: 'https://vicentellp.com/updates/shipping-hemp-cbd-products/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
export const federalSeed = {
  code: 'US',
  name: 'United States (federal)',
  region: null,
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'USDA (hemp production, 7 CFR Part 990); FDA/HHS (foods, supplements, cannabinoid lists under Sec. 781); DEA (controlled substances)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'H.R. 5371 Sec. 781 (P.L. 119-37, signed 12 Nov 2025) takes effect 12 Nov 2026: hemp is ≤0.3% total THC including THCA on a dry-weight basis.',
    'Final hemp-derived cannabinoid products may contain no more than 0.4 mg combined total THC (incl. THCA and similar-effect cannabinoids) per container.',
    'Cannabinoids not naturally produced by the plant, or synthesized/manufactured outside the plant, are excluded from hemp (covers converted delta-8).',
    '"Container" is the innermost packaging in direct contact with the product as sold at retail (jar, bottle, bag, can, cartridge).',
    'FDA missed the ~10 Feb 2026 deadline for its three cannabinoid lists and container guidance; delay bills (H.R. 7010, Senate companion) were not enacted in any source found.',
  ],
  notes:
    "Until 12 Nov 2026 the 2018 Farm Bill definition applies (delta-9 THC ≤0.3% dry weight). Some outlets give 13 Nov 2026 as the effective date. FDA's position that CBD and THC cannot be added to food or marketed as dietary supplements is unchanged. Industry estimates up to 95% of current hemp products are barred.",
  hr5371Impact:
    'Sec. 781 redefines hemp by total THC (including THCA), caps final products at 0.4 mg total THC per container and excludes synthesized cannabinoids. From 12 Nov 2026 delta-9 gummies and drinks above the cap, converted delta-8 and THCA flower fall outside hemp and are controlled under the CSA; non-intoxicating CBD, CBG and industrial hemp remain lawful if they stay under the cap.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.3% total THC (incl. THCA) dry weight; final products ≤0.4 mg combined total THC per container',
    thcPctDryWeight: 0.3,
    thcMgPerContainer: 0.4,
    thcMeasurementMethod: 'total THC including THCA plus HHS-designated similar-effect cannabinoids, per container',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements: 'FD&C Act labeling; no drug claims',
    packagingRequirements: '0.4 mg cap applies per container (innermost packaging in direct contact with the product)',
    testingRequired: true,
    testingStandard: 'USDA pre-harvest total THC testing with measurement uncertainty (7 CFR 990)',
    licenseRequired: true,
    licenseType: 'USDA or state/tribal hemp production licence (cultivation)',
    enforcementAgency: 'USDA; FDA; DEA',
    penaltyRange: 'Products outside the hemp definition are marijuana under the CSA',
    salesChannels: ['general retail (compliant products)', 'online (compliant products)'],
    shippingStatus: 'allowed_with_conditions',
    effectiveDate: '2026-11-12',
    expiryDate: null,
    pendingChange: true,
    cites: [s4315, sec781, earthlaw, regov, cda, usc],
  },
  // Carriers' own policies (dated 2019-2022 pages, before §781 took effect; no later carrier page was found, so they may have changed since).
  carriers: {
    restrictions: [
      'USPS: hemp and hemp-based products incl. CBD with THC not over 0.3 percent mailable domestically only if the mailer complies with all federal, state and local laws and keeps lab results, licences or compliance reports for 3 years; no international or APO/FPO/DPO mail (Pub. 52 §453.37)',
      'UPS: accepts hemp products incl. CBD only as permitted by state and federal law, not hemp in plant form, and not from any location that sells marijuana; marijuana, marijuana-derived CBD and vape products prohibited',
      'FedEx: hemp-derived CBD with ≤0.3% THC accepted since 20 Jan 2020; marijuana, THC, marijuana-derived CBD, products over 0.3% delta-9 THC, synthetic cannabinoids and raw or unrefined hemp plants prohibited',
    ],
    cites: [pb22579, pb22581, uspsNews, ganja, shipSchool, fedexFasc, vicenteShip, hempBitchFedex],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'From 12 Nov 2026 hemp-derived delta-9 final products are lawful only at ≤0.4 mg total THC per container; typical gummies and THC drinks become controlled substances.',
      cites: [libation, dla],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'Delta-8 made by converting CBD is a cannabinoid synthesized outside the plant and is excluded from hemp from 12 Nov 2026.',
      cites: [dla, earthlaw],
      // The synthesized-cannabinoid exclusion applies whatever the form, so the flower rules below do not lift it.
      products: {
        flower: {
          status: 'prohibited',
          summary:
            'Flower sprayed or infused with converted delta-8 contains a synthesized cannabinoid and is excluded from hemp from 12 Nov 2026.',
        },
        smokable: {
          status: 'prohibited',
          summary:
            'Smokables with converted delta-8 contain a synthesized cannabinoid and are excluded from hemp from 12 Nov 2026.',
        },
      },
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products remain hemp if they hold ≤0.4 mg total THC per container and no synthesized cannabinoids; FDA still bars CBD in food and dietary supplements.',
      cites: [fda, cda],
    },
    thca: {
      status: 'restricted',
      summary:
        'THCA now counts toward total THC; THCA products are lawful only within 0.3% total THC and the 0.4 mg-per-container cap.',
      cites: [earthlaw],
      products: {
        flower: {
          status: 'restricted',
          summary:
            'High-THCA flower exceeds 0.3% total THC once THCA is counted and is marijuana from 12 Nov 2026; only flower within 0.3% total THC remains hemp.',
        },
        smokable: {
          status: 'restricted',
          summary:
            'THCA smokables count THCA toward total THC; most exceed 0.3% total THC or 0.4 mg per container and are controlled from 12 Nov 2026.',
        },
      },
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived CBG products remain hemp if they hold ≤0.4 mg total THC per container; FDA food/supplement position applies.',
      cites: [fda],
    },
    cbn: {
      status: 'unclear',
      summary:
        "CBN is commonly made by converting other cannabinoids, which would exclude it; naturally derived CBN may qualify, pending FDA's similar-effect cannabinoid list.",
      cites: [filter],
      products: {
        flower: {
          status: 'unclear',
          summary:
            "CBN flower products are usually converted CBN applied to hemp; converted CBN is excluded, natural CBN pending FDA's list.",
        },
        smokable: {
          status: 'unclear',
          summary:
            "CBN smokables are usually made with converted CBN, which is excluded; natural CBN pending FDA's list.",
        },
      },
    },
  },
  products: {
    flower: {
      status: 'legal_with_restrictions',
      thcMgPerContainer: null,
      thcLimitText: '≤0.3% total THC (incl. THCA) dry weight',
      summary:
        'Hemp flower is lawful only at ≤0.3% total THC including THCA; high-THCA flower is marijuana from 12 Nov 2026.',
      cites: [earthlaw, usc],
    },
    smokable: {
      status: 'legal_with_restrictions',
      thcLimitText: '≤0.3% total THC (incl. THCA); ≤0.4 mg total THC per container for final products',
      summary:
        'Smokable hemp is lawful only at ≤0.3% total THC including THCA and, as a final product, ≤0.4 mg total THC per container.',
      cites: [earthlaw],
    },
    edibles: { additionalRestrictions: 'FDA position: CBD and THC may not be added to food', cites: [fda] },
    beverages: {
      additionalRestrictions: 'FDA position: CBD and THC may not be added to food or beverages',
      cites: [fda, libation],
    },
  },
  bills: [
    {
      number: 'H.R. 7010',
      title: 'Hemp Planting Predictability Act',
      description: 'Strikes "365 days" and inserts "3 years" in Sec. 781, delaying the new definition to Nov 2028.',
      status: 'in_committee',
      introducedDate: '2026-01-12',
      lastAction: 'Introduced and referred; not enacted as of latest source',
      lastActionDate: '2026-01-12',
      sponsors: [
        { name: 'Jim Baird', party: 'R', role: 'sponsor' },
        { name: 'James Comer', party: 'R', role: 'cosponsor' },
        { name: 'Evans', party: 'unknown', role: 'cosponsor' },
        { name: 'Moore', party: 'unknown', role: 'cosponsor' },
        { name: 'Craig', party: 'unknown', role: 'cosponsor' },
      ],
      impactSummary: 'Would delay the federal hemp redefinition by two more years.',
      trackerUrl: 'https://roundtable.io/AMHEMP/hemp/bipartisan-bill-to-push-hemp-ban-back-two-more-years-filed',
      fullTextUrl: null,
    },
    {
      number: 'Senate Hemp Planting Predictability Act',
      title: 'Hemp Planting Predictability Act (Senate)',
      description: 'Senate companion delaying Sec. 781 to Nov 2028; bill number not found.',
      status: 'in_committee',
      introducedDate: '2026-01-15',
      lastAction: 'Introduced; not enacted as of latest source',
      lastActionDate: '2026-01-15',
      sponsors: [
        { name: 'Amy Klobuchar', party: 'D', role: 'sponsor' },
        { name: 'Rand Paul', party: 'R', role: 'cosponsor' },
        { name: 'Jeff Merkley', party: 'D', role: 'cosponsor' },
      ],
      impactSummary: 'Would delay the federal hemp redefinition.',
      trackerUrl:
        'https://four20post.com/2026/01/3-senators-file-bill-to-keep-intoxicating-hemp-products-legal-until-late-2028',
      fullTextUrl: null,
    },
    {
      number: 'H.R. 7212',
      title: 'Hemp Enforcement, Modernization, and Protection Act',
      description: 'Amends the FD&C Act to regulate cannabinoid hemp products.',
      status: 'in_committee',
      introducedDate: '2026-01-22',
      lastAction: 'Referred to Energy & Commerce',
      lastActionDate: '2026-01-22',
      sponsors: [
        { name: 'Morgan Griffith', party: 'R', role: 'sponsor' },
        { name: 'Marc Veasey', party: 'D', role: 'cosponsor' },
      ],
      impactSummary: 'Would create an FDA regulatory pathway for cannabinoid hemp products.',
      trackerUrl: 'https://www.govinfo.gov/content/pkg/BILLS-119hr7212ih/xml/BILLS-119hr7212ih.xml',
      fullTextUrl: 'https://www.govinfo.gov/content/pkg/BILLS-119hr7212ih/xml/BILLS-119hr7212ih.xml',
    },
    {
      number: 'S. 4315',
      title: 'Hemp Safety Enforcement Act',
      description:
        'Lets a state or tribe that files notice use its own definitions of "hemp" and "hemp-derived cannabinoid product", keeping the non-natural-cannabinoid exclusion.',
      status: 'in_committee',
      introducedDate: '2026-04-16',
      lastAction: 'Referred to Senate Agriculture',
      lastActionDate: '2026-04-16',
      sponsors: [
        { name: 'Rand Paul', party: 'R', role: 'sponsor' },
        { name: 'Amy Klobuchar', party: 'D', role: 'cosponsor' },
      ],
      impactSummary: 'Would let states opt out of the federal definitions.',
      trackerUrl: 'https://www.govwatch.app/bills/119/S/4315',
      fullTextUrl:
        'https://www.govinfo.gov/content/pkg/BILLS-119s4315is.zip:BILLS-119s4315is/html/BILLS-119s4315is.htm',
    },
    {
      number: 'HEMP Act (Paul)',
      title: 'Hemp Economic Mobilization Plan (HEMP) Act',
      description: 'Would raise the hemp THC limit to 1%; reintroduced 2025 (earlier S. 5153 in 2024).',
      status: 'introduced',
      introducedDate: '2025-01-01',
      lastAction: 'Reintroduced 2025 (date approximate)',
      lastActionDate: '2025-01-01',
      sponsors: [{ name: 'Rand Paul', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would loosen the plant THC limit.',
      trackerUrl:
        'https://www.potshopnews.com/rand-paul-files-bill-to-triple-federal-thc-limit-for-hemp-as-house-pursues-crackdown-on-consumable-cannabinoids',
      fullTextUrl: null,
    },
    {
      number: 'Baird Farm Bill amendment',
      title: 'One-year delay of Sec. 781 (2026 House Farm Bill amendment)',
      description: 'Amendment to the 2026 House Farm Bill delaying Sec. 781 by one year.',
      status: 'introduced',
      introducedDate: '2026-02-01',
      lastAction: 'Filed early 2026; outcome not found (date approximate)',
      lastActionDate: '2026-02-01',
      sponsors: [{ name: 'Jim Baird', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would delay the federal redefinition by one year.',
      trackerUrl: 'https://savvyherb.com/p/348038',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2026-11-12',
      reason:
        'H.R. 5371 Sec. 781 (P.L. 119-37) takes effect: total-THC definition, 0.4 mg per container cap, synthesized cannabinoids excluded',
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Under the 2018 Farm Bill, hemp and its derivatives were lawful at ≤0.3% delta-9 THC on a dry-weight basis; THCA was not counted at retail and there was no per-container cap.',
        thcLimitText: 'Delta-9 THC ≤0.3% dry weight (2018 Farm Bill, 7 U.S.C. 1639o)',
        thcMgPerContainer: null,
        thcMeasurementMethod: 'delta-9 THC dry weight (USDA pre-harvest testing used total THC)',
        effectiveDate: '2018-12-20',
        pendingChange: false,
        cites: [ecfr, cbtDryWeight, husch],
      },
    },
  ],
} satisfies JurisdictionSeed
