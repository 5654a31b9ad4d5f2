/** The served variant's regulation shapes. */
import type { Variant } from '../../../env.ts'
import { columnRegulations } from './column.ts'
import { nestedRegulations } from './nested.ts'
import type { RegulationsShape } from './shape.ts'

const SHAPES: Record<Variant, RegulationsShape> = { nested: nestedRegulations, column: columnRegulations }

export const regulationsShape = (variant: Variant): RegulationsShape => SHAPES[variant]
