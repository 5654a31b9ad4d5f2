import type { Variant } from '../env.ts'
import { columnProfile } from './column/index.ts'
import { nestedProfile } from './nested/index.ts'
import type { VariantProfile } from './profile.ts'

export const PROFILES: Record<Variant, VariantProfile> = { nested: nestedProfile, column: columnProfile }
