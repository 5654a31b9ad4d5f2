/** Regulation reads over the snapshot: list (JSON or CSV), one record, changelog and compare. */
import { stringify } from 'csv-stringify/sync'
import { assertStates, canRead, windowStart } from '../../domain/access.ts'
import type { Regulation } from '../../domain/types.ts'
import { ApiError } from '../../lib/errors.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import type { Caller, PresentContext, VariantProfile } from '../../variants/profile.ts'
import { noIncludes } from '../../variants/shared.ts'
import type { ChangelogFilter, CompareRequest, RegulationFilter, RegulationsShape } from './variants/shape.ts'

/** The served variant: its profile (gates, ids, windows) and its regulation shapes. */
export interface RegulationsView {
  profile: VariantProfile
  shape: RegulationsShape
}

export interface Page<T> {
  items: T[]
  meta: { page: number; per_page: number; total: number; total_pages: number }
}

export function paginate<T>(items: T[], page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage
  return {
    items: items.slice(start, start + perPage),
    meta: { page, per_page: perPage, total: items.length, total_pages: Math.max(1, Math.ceil(items.length / perPage)) },
  }
}

/** Rejects codes that name no jurisdiction, naming the parameter. */
export function assertKnownStates(snapshot: Snapshot, codes: string[], param: string): void {
  const unknown = codes.filter(code => !snapshot.jurisdiction.has(code))
  if (unknown.length > 0)
    throw new ApiError(
      'VALIDATION_ERROR',
      `${param}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a jurisdiction' : 'are not jurisdictions'} HempData covers`,
    )
}

function context(snapshot: Snapshot, profile: VariantProfile, caller: Caller, includes = noIncludes): PresentContext {
  return { snapshot, caller, includes, changesSince: windowStart(profile.changelogWindowDays(caller.tier)) }
}

function matching(snapshot: Snapshot, caller: Caller, f: RegulationFilter): Regulation[] {
  const pool = f.states
    ? f.states.flatMap(code => snapshot.byState.get(code) ?? [])
    : caller.states
      ? caller.states.flatMap(code => snapshot.byState.get(code) ?? [])
      : snapshot.regulations
  return pool.filter(
    r =>
      (f.substance === null || r.substance === f.substance) &&
      (f.productType === null || r.productType === f.productType) &&
      (f.status === null || f.status(r)) &&
      r.confidence >= f.minConfidence &&
      (f.verifiedAfter === null || r.lastVerified > f.verifiedAfter),
  )
}

function prepare(snapshot: Snapshot, { profile, shape }: RegulationsView, caller: Caller, filter: RegulationFilter) {
  if (filter.states) {
    assertKnownStates(snapshot, filter.states, 'query.state')
    assertStates(caller, filter.states)
  }
  const ctx = context(snapshot, profile, caller, shape.grantedIncludes(filter.includes, caller))
  return { ctx, found: matching(snapshot, caller, filter) }
}

export function listRegulations(snapshot: Snapshot, view: RegulationsView, caller: Caller, filter: RegulationFilter) {
  const { shape } = view
  const { ctx, found } = prepare(snapshot, view, caller, filter)
  const page = paginate(found, filter.page, filter.perPage)
  const meta = { ...page.meta, applied_filters: filter.applied, ...shape.regulationsMeta(filter.includes, caller) }
  return { data: page.items.map(r => shape.regulation(r, ctx)), meta }
}

/** Every matching record as CSV (not paginated), for the tiers whose plan includes export. */
export function exportRegulations(snapshot: Snapshot, view: RegulationsView, caller: Caller, filter: RegulationFilter) {
  const gate = view.profile.csvGate(caller.tier)
  if (gate) throw new ApiError(gate.code, gate.message)
  const { ctx, found } = prepare(snapshot, view, caller, filter)
  const { shape } = view
  return { csv: toCsv(found.map(r => shape.csvRow(r, ctx))), total: found.length }
}

function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return ''
  return stringify(rows, { header: true, cast: { boolean: value => String(value) } })
}

export function getRegulation(
  snapshot: Snapshot,
  { profile, shape }: RegulationsView,
  caller: Caller,
  publicId: string,
) {
  const uuid = profile.regulationUuid(publicId)
  const regulation = uuid ? snapshot.regulation.get(uuid) : undefined
  if (!regulation) throw new ApiError('NOT_FOUND', `No regulation ${publicId}.`)
  assertStates(caller, [regulation.state])
  return shape.regulation(regulation, context(snapshot, profile, caller))
}

export function listChanges(
  snapshot: Snapshot,
  { profile, shape }: RegulationsView,
  caller: Caller,
  f: ChangelogFilter,
) {
  const gate = profile.changelogGate(caller.tier)
  if (gate) throw new ApiError(gate.code, gate.message)
  if (f.state) {
    assertKnownStates(snapshot, [f.state], 'query.state')
    assertStates(caller, [f.state])
  }
  const days = profile.changelogWindowDays(caller.tier)
  const since =
    [windowStart(days), f.since]
      .filter((v): v is string => v !== null)
      .sort()
      .at(-1) ?? null
  const events = snapshot.changes.filter(
    c =>
      (f.state === null || c.state === f.state) &&
      canRead(caller, c.state) &&
      (f.substance === null || c.substance === f.substance) &&
      (f.regulationId === null || c.regulationId === f.regulationId) &&
      (since === null || c.changedAt > since) &&
      (f.until === null || c.changedAt < f.until),
  )
  const rows = shape.changelog(events, context(snapshot, profile, caller))
  const page = paginate(rows, f.page, f.perPage)
  return { data: page.items, meta: { ...page.meta, history_window_days: days } }
}

export const MIN_COMPARE = 2
export const MAX_COMPARE = 10

export function compareStates(
  snapshot: Snapshot,
  { profile, shape }: RegulationsView,
  caller: Caller,
  request: CompareRequest,
) {
  if (request.states.length < MIN_COMPARE || request.states.length > MAX_COMPARE) {
    throw new ApiError(
      'VALIDATION_ERROR',
      `query.states: compare ${MIN_COMPARE} to ${MAX_COMPARE} distinct states; got ${request.states.length}`,
    )
  }
  assertKnownStates(snapshot, request.states, 'query.states')
  assertStates(caller, request.states)
  const rows = request.states.map(state => ({
    state,
    jurisdiction: snapshot.jurisdiction.get(state) ?? null,
    regulations: (snapshot.byState.get(state) ?? []).filter(
      r =>
        (request.substance === null || r.substance === request.substance) &&
        (request.productType === null || r.productType === request.productType),
    ),
  }))
  return shape.compare(rows, request, context(snapshot, profile, caller))
}
