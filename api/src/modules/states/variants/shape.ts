/** What a variant supplies for /v1/states and /v1/states/{code}: query schemas and parse, response schemas, presenters. */
import type { TObject } from '@sinclair/typebox'
import type { TSchema } from 'elysia'
import type { Jurisdiction, Regulation } from '../../../domain/types.ts'
import type { Stats } from '../../../snapshot/snapshot.ts'
import type { Includes, PresentContext } from '../../../variants/profile.ts'

export interface StateProfileRequest {
  substance: string | null
  productType: string | null
  includes: Includes
}

export interface StatesListRequest {
  sort: string
  order: 'asc' | 'desc'
}

export interface StatesShape {
  queries: { states: TObject; stateProfile: TObject }
  responses: Record<'states' | 'stateProfile', TSchema>
  parseStatesQuery(query: Record<string, unknown>): StatesListRequest
  parseStateProfileQuery(query: Record<string, unknown>): StateProfileRequest
  stateSummary(state: Jurisdiction, stats: Stats): Record<string, unknown>
  stateSortKey(sort: string): (state: Jurisdiction, stats: Stats) => string | number
  stateProfile(
    state: Jurisdiction,
    stats: Stats,
    regulations: Regulation[],
    ctx: PresentContext,
  ): Record<string, unknown>
}
