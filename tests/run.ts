/**
 * `npm test`: type-check, lint, then the suites. Every suite runs on the storage the environment
 * names (embedded PGlite and in-memory limits by default). With `TEST_DATABASE_URL` set (CI's second
 * pass, on a Postgres server and Redis), only the suites whose outcome can depend on the storage
 * driver or the counter store run again; the rest (pure engines, the seed data, the SDK, the badge,
 * the browser journeys, the document's lint) ran in the first pass and would only repeat it.
 * `HD_TEST_ALL=1` runs everything on the server too; `bun tests/run.ts --list` prints the chosen files.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Suites that never reach the storage driver or Redis in a way that could change their outcome. */
export const DRIVER_INDEPENDENT = [
  'tests/seeds/',
  'tests/widget/',
  'tests/sdk/',
  'tests/examples/',
  'tests/e2e/',
  'tests/bench/',
  'tests/api/engines/',
  'tests/api/lib/',
  'tests/api/env.test.ts',
  'tests/api/contract/openapi.lint.test.ts',
  'tests/api/contract/openapi.traffic.test.ts',
  'tests/api/webhooks/signing.test.ts',
  'tests/api/webhooks/ssrf.test.ts',
  'tests/api/http/response-cache.test.ts',
  'tests/api/modules/answer/',
  'tests/api/modules/catalog/',
  // The playground's settings are one row read through Drizzle either way, its caps a private Redis
  // of the suite's own; a Postgres server deployment starts with the playground off (no row), so the
  // embedded default these suites start from is the embedded database's.
  'tests/api/modules/playground/',
  'tests/api/modules/widget-assets/',
  'tests/api/modules/checks/restrictions.test.ts',
  'tests/api/workers/machine-load.test.ts',
]

const root = join(import.meta.dir, '..')
const onServer = Boolean(process.env.TEST_DATABASE_URL) && process.env.HD_TEST_ALL !== '1'

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return testFiles(path)
    return name.endsWith('.test.ts') ? [relative(root, path)] : []
  })
}

const independent = (file: string): boolean => DRIVER_INDEPENDENT.some(prefix => file.startsWith(prefix))

/** What failed; every batch runs, so one run reports every failing suite. */
const failed: string[] = []

function run(what: string, command: string, args: string[]): void {
  console.log(`\n== ${what}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) failed.push(what)
}

const all = testFiles(join(root, 'tests')).sort()
const chosen = onServer ? all.filter(file => !independent(file)) : all
if (process.argv.includes('--list')) {
  for (const file of chosen) console.log(file)
  process.exit(0)
}
const browser = chosen.filter(file => file.startsWith('tests/e2e/'))
const rest = chosen.filter(file => !file.startsWith('tests/e2e/'))
if (onServer)
  console.log(
    `Postgres server pass: ${rest.length} storage suites (${all.length - chosen.length} ran in the first pass)`,
  )

if (!onServer) {
  run('type-check', 'npx', ['tsc', '--noEmit', '-p', '.'])
  run('lint and format', 'npx', ['biome', 'ci'])
}
// In batches, each a process of its own: one process for every suite grew past 20 GB (each suite's
// embedded databases stay in its heap), and the machine has 24 GB.
const BATCH = 40
for (let i = 0; i < rest.length; i += BATCH) {
  const batch = rest.slice(i, i + BATCH)
  run(`suites ${i + 1}–${i + batch.length} of ${rest.length}`, 'bun', [
    'test',
    '--timeout',
    '60000',
    ...batch.map(file => `./${file}`),
  ])
}
// The browser suites run in a process of their own: their load-to-paint timings must not share a heap.
if (browser.length > 0)
  run('browser suites', 'bun', ['test', '--timeout', '60000', ...browser.map(file => `./${file}`)])
if (failed.length > 0) {
  console.log(`\nfailed: ${failed.join('; ')}`)
  process.exit(1)
}
