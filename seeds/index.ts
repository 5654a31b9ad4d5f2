/** The curated dataset HempData loads by default. */
import type { SeedInput } from './compile.ts'
import { federalSeed } from './federal.ts'
import { jurisdictionSeeds } from './jurisdictions/index.ts'
import { productTypeSeeds } from './product-types.ts'
import { substanceSeeds } from './substances.ts'

export const seedInput: SeedInput = {
  federal: federalSeed,
  jurisdictions: jurisdictionSeeds,
  substances: substanceSeeds,
  productTypes: productTypeSeeds,
}
