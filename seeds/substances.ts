import type { Substance } from '../api/src/domain/types.ts'

export const substanceSeeds: Substance[] = [
  {
    id: 'delta-9-thc',
    name: 'Delta-9 THC',
    description:
      'The main intoxicating cannabinoid in cannabis. Hemp-derived delta-9 is sold in gummies, beverages and tinctures made from hemp extract under the dry-weight limit.',
    federalStatus: 'restricted',
    federalThcLimit:
      'From 12 Nov 2026: hemp ≤0.3% total THC (incl. THCA) dry weight; final products ≤0.4 mg total THC per container',
    hr5371Relevance: 'high',
    commonProductTypes: ['edibles', 'beverages', 'tinctures', 'vapes'],
  },
  {
    id: 'delta-8-thc',
    name: 'Delta-8 THC',
    description:
      'An intoxicating THC isomer found only in trace amounts in the plant; commercial delta-8 is usually made by chemically converting CBD.',
    federalStatus: 'prohibited',
    federalThcLimit:
      'From 12 Nov 2026: cannabinoids synthesized or manufactured outside the plant are excluded from hemp; counts toward total THC',
    hr5371Relevance: 'high',
    commonProductTypes: ['edibles', 'vapes', 'tinctures', 'concentrates'],
  },
  {
    id: 'cbd',
    name: 'Cannabidiol (CBD)',
    description:
      'A non-intoxicating cannabinoid and the main compound in most hemp extracts; sold as oils, topicals, capsules and pet products.',
    federalStatus: 'legal_with_restrictions',
    federalThcLimit:
      'Final products ≤0.4 mg total THC per container from 12 Nov 2026; FDA bars CBD in food and dietary supplements',
    hr5371Relevance: 'medium',
    commonProductTypes: ['tinctures', 'topicals', 'edibles', 'pet-products', 'beverages'],
  },
  {
    id: 'thca',
    name: 'THCA (tetrahydrocannabinolic acid)',
    description:
      'The non-intoxicating acid precursor of delta-9 THC; it converts to THC when heated, so high-THCA hemp flower smokes like marijuana.',
    federalStatus: 'restricted',
    federalThcLimit:
      'Counted in total THC from 12 Nov 2026 (≤0.3% dry weight; ≤0.4 mg per container for final products)',
    hr5371Relevance: 'high',
    commonProductTypes: ['flower', 'smokable', 'concentrates', 'vapes'],
  },
  {
    id: 'cbg',
    name: 'Cannabigerol (CBG)',
    description:
      'A non-intoxicating minor cannabinoid, the precursor of THC and CBD in the plant; sold in oils, capsules and blends.',
    federalStatus: 'legal_with_restrictions',
    federalThcLimit: 'Final products ≤0.4 mg total THC per container from 12 Nov 2026; must not be synthesized',
    hr5371Relevance: 'low',
    commonProductTypes: ['tinctures', 'edibles', 'topicals'],
  },
  {
    id: 'cbn',
    name: 'Cannabinol (CBN)',
    description:
      'A mildly sedating cannabinoid formed as THC degrades; commercial CBN is often made by converting other cannabinoids and sold in sleep products.',
    federalStatus: 'unclear',
    federalThcLimit:
      'Final products ≤0.4 mg total THC per container; converted CBN likely excluded as synthesized; FDA similar-effect list pending',
    hr5371Relevance: 'medium',
    commonProductTypes: ['edibles', 'tinctures', 'beverages'],
  },
]
