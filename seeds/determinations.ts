/**
 * Each merchant-facing field of a record, determined through the layers: a value, no state rule (the
 * law was read and sets none), or unknown with the reason. The last layer that speaks of a field
 * decides it; a layer that sets the field to null without saying why leaves it unknown.
 */
import {
  MERCHANT_FIELDS,
  type Determinations,
  type FieldDetermination,
  type MerchantField,
} from '../api/src/domain/types.ts'
import type { Cite, RuleFacts } from './types.ts'

/** The reason a field holds when no layer determines it. */
export const NOT_RESEARCHED = 'not yet researched'

export interface LayeredDetermination {
  state: FieldDetermination['state']
  note: string | null
  cites: Cite[]
}

const titles = (cites: Cite[]): string => cites.map(cite => cite.title).join('; ')

/** What a single layer says of one field, or undefined when it says nothing. */
function layerSays(layer: RuleFacts, field: MerchantField): LayeredDetermination | undefined {
  const value = layer[field]
  if (value !== undefined && value !== null) return { state: 'value', note: null, cites: layer.cites ?? [] }
  const read = layer.noStateRule?.[field]
  if (read) return { state: 'no_state_rule', note: `Read: ${titles(read)}`, cites: read }
  const reason = layer.unknown?.[field]
  if (reason) return { state: 'unknown', note: reason, cites: [] }
  if (value === null) return { state: 'unknown', note: NOT_RESEARCHED, cites: [] }
  return undefined
}

/** Every merchant-facing field through the layers, lowest first. */
export function determine(layers: RuleFacts[]): Record<MerchantField, LayeredDetermination> {
  const out = {} as Record<MerchantField, LayeredDetermination>
  for (const field of MERCHANT_FIELDS) {
    let current: LayeredDetermination = { state: 'unknown', note: NOT_RESEARCHED, cites: [] }
    for (const layer of layers) current = layerSays(layer, field) ?? current
    out[field] = current
  }
  return out
}

/** The citations read for fields that have no state rule: they join the record's sources as details. */
export function readForNoRule(layers: RuleFacts[]): Cite[] {
  return layers.flatMap(layer => Object.values(layer.noStateRule ?? {}).flat())
}

/** The record's determinations, pointing at its sources by id. */
export function toDeterminations(
  layered: Record<MerchantField, LayeredDetermination>,
  sourceIdOf: (cite: Cite) => string,
): Determinations {
  const out = {} as Determinations
  for (const field of MERCHANT_FIELDS) {
    const { state, note, cites } = layered[field]
    out[field] = { state, note, sourceIds: [...new Set(cites.map(sourceIdOf))] }
  }
  return out
}
