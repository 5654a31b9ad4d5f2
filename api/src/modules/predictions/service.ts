/**
 * Forecasts with their 24-hour cache in Postgres (table prediction_cache), shared by every instance.
 * A cached forecast is reused while it is younger than 24 hours and was computed from the same data
 * version (model version + a hash of its inputs); refresh=true recomputes. The disclaimer is never
 * stored: every response gets the current one. A store that fails or does not answer in time is 503.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { predictionCache } from '../../db/schema/index.ts'
import { withDeadline } from '../../lib/deadline.ts'
import { ApiError } from '../../lib/errors.ts'
import { forecast } from '../../engines/predictions/forecast.ts'
import { fingerprint, inputsFor } from '../../engines/predictions/inputs.ts'
import type { Forecast } from '../../engines/predictions/types.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'

export const CACHE_TTL_MS = 24 * 3600 * 1000

export const PREDICTION_DISCLAIMER =
  'Preview forecast, not legal advice. It is computed by a deterministic model from the bills, rules and history HempData tracks, ' +
  'which may be incomplete or out of date; actual changes may differ in timing and direction. Check the cited bills and the ' +
  'current law, and consult a qualified attorney before acting on it.'

export const LEGAL_NOTICE =
  'HempData provides regulatory information, not legal advice. Forecasts are a preview feature and carry no warranty.'

const STORE = 'The predictions store'

export interface PredictionResult {
  data: Forecast & { disclaimer: string }
  meta: { cached: boolean; calculated_at: string; legal_notice: string }
}

/** jsonb keeps keys in its own order; a hit is put back in the contract's, so hit and miss give the same bytes. */
function inContractOrder(f: Forecast): Forecast {
  return {
    state: f.state,
    horizon_days: f.horizon_days,
    change_probability: f.change_probability,
    confidence: f.confidence,
    risk_level: f.risk_level,
    predicted_changes: f.predicted_changes.map(c => ({
      substance: c.substance,
      direction: c.direction,
      estimated_effective_date: c.estimated_effective_date,
      likely_triggers: c.likely_triggers.map(t => ({
        type: t.type,
        reference_id: t.reference_id,
        label: t.label,
        weight: t.weight,
      })),
      reasoning: c.reasoning,
    })),
    signal_counts: {
      active_bills: f.signal_counts.active_bills,
      pending_regulations: f.signal_counts.pending_regulations,
      federal_triggers: f.signal_counts.federal_triggers,
    },
    methodology_notes: f.methodology_notes,
    calculated_at: f.calculated_at,
  }
}

export class PredictionService {
  constructor(
    private readonly database: Database,
    private readonly timeoutMs: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async predict(snapshot: Snapshot, state: string, horizonDays: number, refresh: boolean): Promise<PredictionResult> {
    const inputs = inputsFor(snapshot, state)
    if (!inputs)
      throw new ApiError(
        'VALIDATION_ERROR',
        `path.state: no jurisdiction ${state}; use a state code such as CO, DC, or US for the federal layer`,
      )
    const version = fingerprint(inputs)
    const now = this.clock()
    if (!refresh) {
      const hit = await this.cached(state, horizonDays, version, now)
      if (hit) return this.respond(hit, true)
    }
    const computed = forecast(inputs, { now, horizonDays }).forecast
    await this.store(state, horizonDays, version, computed)
    return this.respond(computed, false)
  }

  private async cached(state: string, horizonDays: number, version: string, now: Date): Promise<Forecast | null> {
    const rows = await withDeadline(
      this.database.db
        .select()
        .from(predictionCache)
        .where(and(eq(predictionCache.state, state), eq(predictionCache.horizonDays, horizonDays)))
        .limit(1),
      this.timeoutMs,
      STORE,
    )
    const row = rows[0]
    if (!row || row.dataVersion !== version) return null
    const age = now.getTime() - Date.parse(row.calculatedAt)
    return age >= 0 && age < CACHE_TTL_MS ? inContractOrder(row.payload as Forecast) : null
  }

  private async store(state: string, horizonDays: number, version: string, computed: Forecast): Promise<void> {
    const row = { state, horizonDays, dataVersion: version, payload: computed, calculatedAt: computed.calculated_at }
    await withDeadline(
      this.database.db
        .insert(predictionCache)
        .values(row)
        .onConflictDoUpdate({
          target: [predictionCache.state, predictionCache.horizonDays],
          set: { dataVersion: version, payload: computed, calculatedAt: computed.calculated_at },
        }),
      this.timeoutMs,
      STORE,
    )
  }

  private respond(computed: Forecast, cached: boolean): PredictionResult {
    return {
      data: { ...computed, disclaimer: PREDICTION_DISCLAIMER },
      meta: { cached, calculated_at: computed.calculated_at, legal_notice: LEGAL_NOTICE },
    }
  }
}
