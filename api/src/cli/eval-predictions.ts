/**
 * `npm run eval:predictions`: backtests the forecast model on the curated dataset (loaded into an
 * in-memory database, as a fresh start would) and prints the Brier score per horizon beside a
 * base-rate forecaster. Options: --until YYYY-MM-DD (outcomes known up to; default today),
 * --from YYYY-MM-DD (first origin), --json.
 */
import { PGlite } from '@electric-sql/pglite'
import { seedInput } from '../../../seeds/index.ts'
import { loadSeeds } from '../changes/seed-import.ts'
import { wrapEmbedded } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { runBacktest, type BacktestResult } from '../engines/predictions/backtest.ts'
import { SnapshotStore } from '../snapshot/store.ts'

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? undefined : process.argv[at + 1]
}

export function formatBacktest(result: BacktestResult): string {
  const lines = [
    `HempData forecast backtest: ${result.jurisdictions} jurisdictions, monthly origins from ${result.first_origin}, outcomes known to ${result.observed_until}`,
    "Outcome: the state's own law changed (a material changelog entry beyond the federal status) within the horizon.",
    '',
    'horizon  origins  forecasts  event rate  mean forecast  Brier (model)  Brier (base rate)  skill',
  ]
  for (const h of result.horizons) {
    lines.push(
      [
        `${h.horizon_days} d`.padEnd(9),
        String(h.origins).padEnd(9),
        String(h.forecasts).padEnd(11),
        h.event_rate.toFixed(4).padEnd(12),
        h.mean_forecast.toFixed(4).padEnd(15),
        h.brier.toFixed(4).padEnd(15),
        h.base_rate_brier.toFixed(4).padEnd(19),
        h.skill.toFixed(4),
      ].join(''),
    )
  }
  lines.push(
    '',
    'skill = 1 − Brier(model) / Brier(base rate); above 0 the signals add to the base rate, below 0 they hurt.',
  )
  return lines.join('\n')
}

if (import.meta.main) {
  const client = new PGlite()
  await client.waitReady
  const database = wrapEmbedded(client)
  await migrateDatabase(database)
  await loadSeeds(database.db, seedInput)
  const store = await SnapshotStore.open(database)
  const result = runBacktest(store.current, {
    observedUntil: option('until') ?? new Date().toISOString().slice(0, 10),
    firstOrigin: option('from'),
  })
  console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatBacktest(result))
  await database.close()
}
