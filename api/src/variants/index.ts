import type { Variant } from '../env.ts'
import { columnProfile } from './column.ts'
import { nestedProfile } from './nested.ts'
import type { VariantProfile } from './profile.ts'

export const PROFILES: Record<Variant, VariantProfile> = { nested: nestedProfile, column: columnProfile }
