/**
 * The seed files' own commands (the data lives in seeds/; this is only its command line):
 *   npm run seeds:check     coverage table and every problem found, a field below its floor included (exit 1 on any)
 *   npm run seeds:fields    the merchant fields' determinations, per field and per jurisdiction
 *   npm run seeds:compile   writes the compiled records to seeds/dist/dataset.json
 *   npm run seeds:load      imports the seed files into the configured database through the change service
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { compileDataset } from '../../../seeds/compile.ts'
import { checkDataset, coverage, restsOnOfficialSource } from '../../../seeds/check.ts'
import { fieldCoverage, fieldCoverageByJurisdiction } from '../../../seeds/field-coverage.ts'
import { seedInput } from '../../../seeds/index.ts'
import { readEnv } from '../env.ts'
import { boot } from '../server/boot.ts'
import { hold } from '../server/data-dir-lock.ts'

const command = process.argv[2]
const dataset = compileDataset(seedInput)

if (command === 'check') {
  const pad = (v: unknown, n: number) => String(v).padStart(n)
  console.log(
    `${'code'.padEnd(5)}${pad('legal', 7)}${pad('w/restr', 9)}${pad('restr', 7)}${pad('prohib', 8)}${pad('unclear', 9)}${pad('official', 10)}${pad('mean conf', 11)}`,
  )
  for (const row of coverage(dataset)) {
    const c = row.counts
    console.log(
      `${row.code.padEnd(5)}${pad(c.legal, 7)}${pad(c.legal_with_restrictions, 9)}${pad(c.restricted, 7)}${pad(c.prohibited, 8)}${pad(c.unclear, 9)}${pad(`${Math.round(row.officialShare * 100)}%`, 10)}${pad(row.meanConfidence.toFixed(2), 11)}`,
    )
  }
  printFieldCoverage()
  const problems = checkDataset(seedInput, dataset)
  const official = dataset.regulations.filter(restsOnOfficialSource).length / dataset.regulations.length
  console.log(
    `\n${dataset.regulations.length} records, ${dataset.bills.length} bills; ${Math.round(official * 100)}% rest on an official source.`,
  )
  for (const p of problems) console.log(`  ✗ ${p.where}: ${p.problem}`)
  console.log(problems.length === 0 ? 'seeds: all checks pass' : `seeds: ${problems.length} problems`)
  process.exit(problems.length === 0 ? 0 : 1)
} else if (command === 'fields') {
  printFieldCoverage(true)
} else if (command === 'compile') {
  mkdirSync('seeds/dist', { recursive: true })
  writeFileSync('seeds/dist/dataset.json', `${JSON.stringify(dataset, null, 1)}\n`)
  console.log(`seeds/dist/dataset.json: ${dataset.regulations.length} records`)
} else if (command === 'load') {
  const env = readEnv()
  const release = env.databaseUrl ? () => {} : hold(env.dataDir)
  const services = await boot({ ...env, seedOnStart: true }, { reimport: true, listen: false })
  console.log(services.seeded)
  await services.close()
  release()
} else {
  console.log('usage: bun api/src/cli/seeds.ts check|fields|compile|load')
  process.exit(2)
}

/** Merchant fields: value / no state rule / unknown over the records whose sale the state allows. */
function printFieldCoverage(perJurisdiction = false): void {
  const pct = (n: number) => `${(n * 100).toFixed(0)}%`.padStart(6)
  console.log(`\n${'merchant field'.padEnd(28)} value  no rule unknown determined  floor`)
  for (const row of fieldCoverage(dataset.regulations)) {
    const { value, no_state_rule, unknown } = row.counts
    console.log(
      `${row.column.padEnd(28)}${String(value).padStart(6)}${String(no_state_rule).padStart(8)}${String(unknown).padStart(8)}${pct(row.determined).padStart(11)}${row.floor === null ? '      -' : pct(row.floor).padStart(7)}`,
    )
  }
  if (!perJurisdiction) return
  const rows = fieldCoverageByJurisdiction(dataset.regulations)
  const fields = fieldCoverage(dataset.regulations).map(r => r.field)
  console.log(`\ncode ${fields.map(f => f.slice(0, 8).padStart(9)).join('')}`)
  for (const [code, shares] of rows)
    console.log(`${code.padEnd(5)}${fields.map(f => pct(shares[f]).padStart(9)).join('')}`)
}
