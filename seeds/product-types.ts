import type { ProductType } from '../api/src/domain/types.ts'

export const productTypeSeeds: ProductType[] = [
  {
    id: 'edibles',
    name: 'Edibles',
    description:
      'Gummies, chocolates, baked goods, capsules and other hemp-derived cannabinoid products eaten by mouth.',
    commonRestrictions: [
      'Per-serving and per-package THC caps',
      'Child-resistant packaging and no child-appealing shapes',
      '21+ age limit',
      'Ban on hemp in conventional food in some states (FDA position)',
    ],
  },
  {
    id: 'topicals',
    name: 'Topicals',
    description: 'Creams, balms, lotions and patches applied to the skin.',
    commonRestrictions: [
      'Labeling and COA requirements',
      'No unapproved drug claims',
      'Often exempt from age limits and THC-ratio rules',
    ],
  },
  {
    id: 'smokable',
    name: 'Smokable hemp',
    description: 'Pre-rolls, hemp cigarettes, cigars and other hemp products meant to be burned and inhaled.',
    commonRestrictions: [
      'Outright smokable or inhalable hemp bans',
      'Total-THC (incl. THCA) testing',
      '21+ age limit',
      'Tobacco-style sales restrictions',
    ],
  },
  {
    id: 'tinctures',
    name: 'Tinctures',
    description: 'Oil- or alcohol-based liquid extracts taken under the tongue or added to food.',
    commonRestrictions: [
      'Per-container THC caps',
      'CBD:THC ratio rules',
      'Dropper serving-size labeling',
      'Child-resistant packaging',
    ],
  },
  {
    id: 'beverages',
    name: 'Beverages',
    description: 'Cannabinoid-infused seltzers, sodas, shots and other drinks.',
    commonRestrictions: [
      'Per-container THC caps and can-size limits',
      'Sale only through alcohol or cannabis licensees',
      'Pack-size limits',
      'No mixing with alcohol',
      'FDA position against cannabinoids in food and beverages',
    ],
  },
  {
    id: 'flower',
    name: 'Hemp flower',
    description: 'Dried hemp buds sold raw, including high-THCA flower.',
    commonRestrictions: [
      'Total-THC (incl. THCA) limit of 0.3% dry weight',
      'Bans on raw plant sales to consumers',
      '21+ age limit',
      'Sale only through cannabis licensees',
    ],
  },
  {
    id: 'concentrates',
    name: 'Concentrates',
    description: 'Distillates, isolates, waxes, rosin and other concentrated extracts.',
    commonRestrictions: [
      'Bans on synthetic or converted cannabinoids',
      'Purity and contaminant testing',
      '21+ age limit',
      'Limited to cannabis licensees in some states',
    ],
  },
  {
    id: 'pet-products',
    name: 'Pet products',
    description: 'Hemp cannabinoid treats, oils and chews marketed for animals.',
    commonRestrictions: [
      'No THC or very low THC',
      'Feed and animal-drug labeling rules',
      'No unapproved health claims',
    ],
  },
  {
    id: 'vapes',
    name: 'Vapes',
    description: 'Vape cartridges, disposables and e-liquids containing hemp cannabinoids.',
    commonRestrictions: [
      'Inhalable hemp bans',
      'Bans on synthetic and converted cannabinoids',
      '21+ age limit and vape-product rules',
      'Cartridge counts as a container under the federal 0.4 mg cap',
    ],
  },
]
