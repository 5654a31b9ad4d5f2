/** The federal layer: federal law for every substance × product type, with its history; sources and bills beside it. */
import { federalBills } from './federal-bills.ts'
import {
  s4315,
  sec781,
  earthlaw,
  dla,
  libation,
  regov,
  cda,
  husch,
  filter,
  fda,
  ecfr,
  cbtDryWeight,
  usc,
  pb22579,
  pb22581,
  uspsNews,
  ganja,
  shipSchool,
  fedexFasc,
  hempBitchFedex,
  vicenteShip,
  uscNote,
  pb22521,
  ritterTesting,
  ecfrTesting,
} from './federal-sources.ts'
import type { JurisdictionSeed } from './types.ts'

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
    'Shipping: since 12 Nov 2026 only products within the hemp definition may be shipped; a final product over 0.4 mg total THC per container, or with synthesized cannabinoids, is marijuana under the CSA and may not be mailed or shipped to anyone, whatever the destination state allows.',
    'FDA missed the ~10 Feb 2026 deadline for its three cannabinoid lists and container guidance; delay bills (H.R. 7010, Senate companion) were not enacted in any source found.',
  ],
  notes:
    "Until 12 Nov 2026 the 2018 Farm Bill definition applies (delta-9 THC ≤0.3% dry weight). Some outlets give 13 Nov 2026 as the effective date. FDA's position that CBD and THC cannot be added to food or marketed as dietary supplements is unchanged. Industry estimates up to 95% of current hemp products are barred.",
  hr5371Impact:
    'Sec. 781 redefines hemp by total THC (including THCA), caps final products at 0.4 mg total THC per container and excludes synthesized cannabinoids. From 12 Nov 2026 delta-9 gummies and drinks above the cap, converted delta-8 and THCA flower fall outside hemp and are controlled under the CSA; non-intoxicating CBD, CBG and industrial hemp remain lawful if they stay under the cap. For shipping, the 2018 Farm Bill protects interstate commerce in hemp only: products over 0.4 mg total THC per container or containing synthesized cannabinoids may no longer be mailed or shipped interstate or to consumers, and intermediate products may not be sold to consumers at all.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.3% total THC (incl. THCA) dry weight; final products ≤0.4 mg combined total THC per container',
    thcPctDryWeight: 0.3,
    thcMgPerContainer: 0.4,
    thcMeasurementMethod: 'total THC including THCA plus HHS-designated similar-effect cannabinoids, per container',
    minimumAge: null,
    ageVerificationMethod: null,
    thcMgPerServing: null,
    cbdMgPerServing: null,
    testingPanels: ['potency'],
    warningTextVerbatim: null,
    labelingRequired: true,
    labelingRequirements: 'FD&C Act labeling; no drug claims',
    packagingRequirements: '0.4 mg cap applies per container (innermost packaging in direct contact with the product)',
    testingRequired: true,
    testingStandard:
      'USDA pre-harvest total THC testing of the crop (post-decarboxylation, with measurement uncertainty) under 7 CFR 990; no federal testing standard for finished products',
    licenseRequired: true,
    licenseType: 'USDA or state/tribal hemp production licence (cultivation)',
    enforcementAgency: 'USDA; FDA; DEA',
    penaltyRange: 'Products outside the hemp definition are marijuana under the CSA',
    salesChannels: [
      'general retail (products within the hemp definition)',
      'online and shipped to consumers, only for products within the hemp definition: at most 0.3% total THC (incl. THCA) dry weight, at most 0.4 mg total THC per container for final products, no synthesized cannabinoids; never intermediate products',
    ],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Since 12 Nov 2026 a final product over 0.4 mg total THC per container, or containing synthesized cannabinoids, is outside the hemp definition and a controlled substance: it may not be mailed or shipped at all. Carriers add their own conditions (USPS Pub. 52 sec. 453.37: compliance with federal, state and local law and records kept 3 years; no international mail).',
    effectiveDate: '2026-11-12',
    expiryDate: null,
    pendingChange: true,
    noStateRule: {
      // For the federal layer "no state rule" means no federal rule: Sec. 781 and the hemp statute set none.
      minimumAge: [s4315, uscNote],
      thcMgPerServing: [s4315, uscNote],
      cbdMgPerServing: [s4315, uscNote],
      warningTextVerbatim: [s4315, uscNote],
    },
    cites: [s4315, sec781, earthlaw, regov, cda, usc, uscNote, ecfrTesting, ritterTesting],
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
      unknown: {
        thcMgPerContainer:
          "Whether hemp flower sold at retail is a 'final hemp-derived cannabinoid product' under the 0.4 mg per-container cap turns on the new definitions in 7 U.S.C. 1639o(2)-(3); the stored copies of Sec. 781 read (govinfo S. 4315, the U.S.C. notes) were cut off before those paragraphs, and FDA's container guidance was not issued.",
      },
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
    edibles: {
      additionalRestrictions:
        'FDA position: CBD and THC may not be added to food. Since 12 Nov 2026 an edible over 0.4 mg total THC per container, or with synthesized cannabinoids, is a controlled substance and may not be mailed or shipped at all.',
      cites: [fda],
    },
    beverages: {
      additionalRestrictions:
        'FDA position: CBD and THC may not be added to food or beverages. Since 12 Nov 2026 a drink over 0.4 mg total THC per container, or with synthesized cannabinoids, is a controlled substance and may not be mailed or shipped at all.',
      cites: [fda, libation],
    },
  },
  bills: federalBills,
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
        noStateRule: {
          minimumAge: [s4315, uscNote],
          thcMgPerServing: [s4315, uscNote],
          thcMgPerContainer: [uscNote],
          cbdMgPerServing: [s4315, uscNote],
          warningTextVerbatim: [s4315, uscNote],
        },
        thcMeasurementMethod: 'delta-9 THC dry weight (USDA pre-harvest testing used total THC)',
        salesChannels: [
          'general retail (hemp: at most 0.3% delta-9 THC dry weight)',
          'online and shipped interstate: the 2018 Farm Bill (secs. 10113, 10114) made interstate commerce in hemp lawful, including converted delta-8 and high-THCA products that met the delta-9 test; USPS mailed them under Pub. 52 sec. 453.37',
        ],
        effectiveDate: '2018-12-20',
        pendingChange: false,
        cites: [ecfr, cbtDryWeight, husch, pb22521],
      },
    },
  ],
} satisfies JurisdictionSeed
