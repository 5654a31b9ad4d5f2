/** Column-variant states: flat summaries, profiles with the caller's tier of regulation columns; no query parameters. */
import { t } from 'elysia'
import type { Jurisdiction, Regulation } from '../../../domain/types.ts'
import * as p from '../../../http/params.ts'
import { dateTime, envelope, integer, literalUnion, meta, nullable, named } from '../../../http/schemas.ts'
import type { Stats } from '../../../snapshot/snapshot.ts'
import type { PresentContext } from '../../../variants/profile.ts'
import { noIncludes } from '../../../variants/shared.ts'
import { type Columns, presentRegulation } from '../../regulations/variants/column-present.ts'
import { regulation, upgradeHint } from '../../regulations/variants/column-schemas.ts'
import type { StatesShape } from './shape.ts'

const stance = literalUnion(['permissive', 'moderate', 'restrictive', 'prohibitive'])

const stateSummary = named(
  'StateSummary',
  t.Object({
    code: t.String(),
    name: t.String(),
    regulation_count: integer(),
    overall_stance: stance,
    last_updated: dateTime(),
  }),
)

const stateProfile = named(
  'StateProfile',
  t.Object({
    code: t.String(),
    name: t.String(),
    overall_stance: stance,
    regulation_count: integer(),
    regulations: t.Array(regulation),
    regulatory_agency: t.String(),
    hemp_program_url: nullable(t.String({ format: 'uri' })),
    notes: nullable(t.String()),
    last_updated: dateTime(),
  }),
)

function presentStateSummary(state: Jurisdiction, stats: Stats): Columns {
  return {
    code: state.code,
    name: state.name,
    regulation_count: stats.total,
    overall_stance: state.overallStance,
    last_updated: stats.lastUpdated,
  }
}

function presentStateProfile(state: Jurisdiction, stats: Stats, regs: Regulation[], ctx: PresentContext): Columns {
  return {
    ...presentStateSummary(state, stats),
    regulations: regs.map(r => presentRegulation(r, ctx)),
    regulatory_agency: state.regulatoryAuthority,
    hemp_program_url: state.hempProgramUrl,
    notes: state.notes,
  }
}

export const columnStates: StatesShape = {
  queries: { states: p.query({}), stateProfile: p.query({}) },
  responses: {
    states: envelope(t.Array(stateSummary), meta({ total: integer() })),
    stateProfile: envelope(stateProfile, meta({ upgrade_hint: upgradeHint })),
  },
  parseStatesQuery: () => ({ sort: 'name', order: 'asc' }),
  parseStateProfileQuery: () => ({ substance: null, productType: null, includes: noIncludes }),
  stateSummary: presentStateSummary,
  stateSortKey: () => s => s.name,
  stateProfile: presentStateProfile,
}
