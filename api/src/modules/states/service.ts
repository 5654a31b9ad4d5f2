/** State summaries and profiles over the snapshot. */
import { assertStates, windowStart } from '../../domain/access.ts'
import { FEDERAL } from '../../domain/types.ts'
import { ApiError } from '../../lib/errors.ts'
import { emptyStats, type Snapshot } from '../../snapshot/snapshot.ts'
import type { Caller, VariantProfile } from '../../variants/profile.ts'
import type { StateProfileRequest, StatesListRequest, StatesShape } from './variants/shape.ts'

export function listStates(snapshot: Snapshot, shape: StatesShape, request: StatesListRequest) {
  const key = shape.stateSortKey(request.sort)
  const rows = snapshot.states.map(state => {
    const stats = snapshot.stateStats.get(state.code) ?? emptyStats()
    return { state, stats, key: key(state, stats) }
  })
  const direction = request.order === 'desc' ? -1 : 1
  rows.sort((a, b) =>
    a.key < b.key ? -direction : a.key > b.key ? direction : a.state.name.localeCompare(b.state.name),
  )
  return { data: rows.map(row => shape.stateSummary(row.state, row.stats)), meta: { total: rows.length } }
}

export function stateProfile(
  snapshot: Snapshot,
  { profile, shape }: { profile: VariantProfile; shape: StatesShape },
  caller: Caller,
  code: string,
  request: StateProfileRequest,
) {
  if (code.length !== 2) throw new ApiError('VALIDATION_ERROR', 'path.code: expected a two-letter state code (or US)')
  const upper = code.toUpperCase()
  const state = snapshot.jurisdiction.get(upper)
  if (!state || !/^[A-Z]{2}$/.test(upper))
    throw new ApiError(
      'NOT_FOUND',
      `No state ${code}. Use a two-letter code such as CO, DC, or ${FEDERAL} for the federal layer.`,
    )
  assertStates(caller, [upper])
  const regulations = (snapshot.byState.get(upper) ?? []).filter(
    r =>
      (request.substance === null || r.substance === request.substance) &&
      (request.productType === null || r.productType === request.productType),
  )
  const ctx = {
    snapshot,
    caller,
    includes: request.includes,
    changesSince: windowStart(profile.changelogWindowDays(caller.tier)),
  }
  return shape.stateProfile(state, snapshot.stateStats.get(upper) ?? emptyStats(), regulations, ctx)
}
