/** The served variant's state shapes. */
import type { Variant } from '../../../env.ts'
import { columnStates } from './column.ts'
import { nestedStates } from './nested.ts'
import type { StatesShape } from './shape.ts'

const SHAPES: Record<Variant, StatesShape> = { nested: nestedStates, column: columnStates }

export const statesShape = (variant: Variant): StatesShape => SHAPES[variant]
