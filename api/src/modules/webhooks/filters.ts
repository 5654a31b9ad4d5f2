/**
 * A creation body's filters checked against what HempData knows: jurisdictions in the snapshot
 * (the 50 states, DC and US for the federal layer), its substances and product types, and the
 * deliverable event types. An empty list means "all", as an omitted one does; values are kept
 * canonical (state codes upper-case, product-type aliases resolved) and without repeats.
 */
import type { WebhookFilters } from '../../db/schema/index.ts'
import { normalizeProductType } from '../../http/params.ts'
import { ApiError } from '../../lib/errors.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import { WEBHOOK_EVENT_TYPES } from './model.ts'

type RawFilters = Partial<Record<'states' | 'jurisdictions' | 'substances' | 'product_types' | 'event_types', string[]>>

export function checkFilters(
  raw: RawFilters | undefined,
  stateKey: 'states' | 'jurisdictions',
  snapshot: Snapshot,
): WebhookFilters {
  const filters: WebhookFilters = {}
  if (!raw) return filters
  const check = (
    key: keyof RawFilters,
    canonical: (value: string) => string,
    known: (value: string) => boolean,
    what: string,
  ): string[] | undefined => {
    const values = raw[key]
    if (!values || values.length === 0) return undefined
    const out: string[] = []
    values.forEach((value, index) => {
      const name = canonical(value.trim())
      if (!known(name))
        throw new ApiError('VALIDATION_ERROR', `body.filters.${key}[${index}]: "${value}" is not a known ${what}`)
      if (!out.includes(name)) out.push(name)
    })
    return out
  }
  filters.states = check(
    stateKey,
    v => v.toUpperCase(),
    v => snapshot.jurisdiction.has(v),
    'jurisdiction code',
  )
  filters.substances = check(
    'substances',
    v => v.toLowerCase(),
    v => snapshot.substance.has(v),
    'substance',
  )
  filters.product_types = check(
    'product_types',
    v => normalizeProductType(v.toLowerCase()),
    v => snapshot.productType.has(v),
    'product type',
  )
  filters.event_types = check(
    'event_types',
    v => v.toLowerCase(),
    v => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(v),
    `event type (one of ${WEBHOOK_EVENT_TYPES.join(', ')})`,
  )
  for (const key of Object.keys(filters) as (keyof WebhookFilters)[]) if (!filters[key]) delete filters[key]
  return filters
}
