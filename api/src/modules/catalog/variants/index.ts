/** The served variant's reference-list shapes. */
import type { Variant } from '../../../env.ts'
import { columnCatalog } from './column.ts'
import { nestedCatalog } from './nested.ts'
import type { CatalogShape } from './shape.ts'

const SHAPES: Record<Variant, CatalogShape> = { nested: nestedCatalog, column: columnCatalog }

export const catalogShape = (variant: Variant): CatalogShape => SHAPES[variant]
