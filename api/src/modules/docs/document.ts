/**
 * /openapi.json as customers' tools read it. The OpenAPI plugin inlines every schema where it is
 * used; this pass, run once per document, makes it a reference a generator can name things from:
 * the schemas a model marks with `named()` move to `components.schemas`, the response headers to
 * `components.headers`, operation ids become camelCase, tags are listed with their descriptions, and
 * the validator's own `error` messages move under an `x-` key.
 */
import { RESPONSE_HEADERS } from '../../http/openapi.ts'
import { SCHEMA_NAME } from '../../http/schemas.ts'
import { OWN_PARAMETERS } from '../../http/openapi.ts'

type Json = Record<string, unknown>
type Operation = Json & { parameters?: unknown[]; operationId?: string; tags?: string[] }

/** What each tag of the reference groups, in the order the reference shows them. */
export const TAGS: Record<string, string> = {
  Regulations: 'Rules per jurisdiction, substance and product type, with sources, confidence and history.',
  States: 'Each jurisdiction at a glance, and its full profile.',
  Reference: 'The substances and product types the data covers.',
  Checks: 'May this product be sold here? The compliance check and its keyless demo.',
  Compliance: 'Orders and products verified line by line against state and federal law, with signed receipts.',
  Answers: 'Questions in plain English, answered from the records with citations.',
  Predictions: 'How likely a jurisdiction is to change its rules, and why.',
  Webhooks: 'Signed notifications when a rule you follow changes.',
  Billing: 'Plans bought and managed through Stripe, and the events Stripe sends.',
  Playground: 'The published demo key and the page that tries the API in a browser.',
  Widget: 'The storefront badge: its check and its script.',
  Service: 'Health and version.',
  Docs: 'This reference and its viewer.',
  Retired: 'Endpoints that have been replaced; they answer 410 with the replacement.',
  Operations: 'Operator endpoints, behind the admin key.',
}

/** `getV1Product-types` → `getV1ProductTypes`; `…ByDelivery_idRetry` → `…ByDeliveryIdRetry`. */
export const camelOperationId = (id: string): string =>
  id.replace(/[-_.]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())

/** Puts each route's own parameter list (see http/openapi.ts) in place. */
function placeParameters(operation: Operation): void {
  const own = operation[OWN_PARAMETERS] as unknown[] | undefined
  if (!own) return
  delete operation[OWN_PARAMETERS]
  if (own.length > 0) operation.parameters = own
}

/**
 * Walks a value, moving the validator's `error` messages to `x-error` and each marked schema to
 * `components.schemas` (innermost first), leaving a `$ref` in its place.
 */
function refine(value: unknown, schemas: Json): unknown {
  if (Array.isArray(value)) return value.map(item => refine(item, schemas))
  if (value === null || typeof value !== 'object') return value
  const out: Json = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'error' && typeof inner === 'string') out['x-error'] = inner
    else if (key !== SCHEMA_NAME) out[key] = refine(inner, schemas)
  }
  const name = (value as Json)[SCHEMA_NAME]
  if (typeof name !== 'string') return out
  const known = schemas[name]
  // A use that adds to the named schema (a description of its own) stays inline.
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(out)) return out
  schemas[name] = out
  return { $ref: `#/components/schemas/${name}` }
}

export function refineDocument(document: unknown): Json {
  const doc = structuredClone(document) as Json & { paths?: Record<string, Record<string, Operation>> }
  const used = new Set<string>()
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      placeParameters(operation)
      if (operation.operationId) operation.operationId = camelOperationId(operation.operationId)
      for (const tag of operation.tags ?? []) used.add(tag)
    }
  }
  const components = (doc.components ?? {}) as Json
  const schemas: Json = {}
  doc.paths = refine(doc.paths, schemas) as typeof doc.paths
  const ordered = Object.keys(TAGS).filter(tag => used.has(tag))
  const unlisted = [...used].filter(tag => !(tag in TAGS)).sort()
  doc.tags = [...ordered, ...unlisted].map(name => ({ name, description: TAGS[name] }))
  doc.components = {
    ...components,
    schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    headers: Object.fromEntries(
      Object.entries(RESPONSE_HEADERS).map(([name, header]) => [name, { schema: { type: 'string' }, ...header }]),
    ),
  }
  return doc
}
