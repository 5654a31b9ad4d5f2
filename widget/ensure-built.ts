/**
 * Builds the widget when widget/dist is missing or older than its sources; `npm start` runs it
 * first (prestart), so a fresh clone serves /widget/v1/hempdata.js without a separate step.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))
const OUTPUTS = ['hempdata.js', 'hempdata.mjs'].map(name => join(root, 'dist', name))

function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** True when a build ran. */
export async function ensureWidgetBuilt(): Promise<boolean> {
  const sources = Math.max(newestSource(join(root, 'src')), statSync(join(root, 'vite.config.ts')).mtimeMs)
  const fresh = OUTPUTS.every(path => existsSync(path) && statSync(path).mtimeMs >= sources)
  if (fresh) return false
  const { build } = await import('vite')
  await build({ configFile: join(root, 'vite.config.ts') })
  return true
}

if (import.meta.main) {
  const started = performance.now()
  if (await ensureWidgetBuilt())
    console.log(`Built the widget into widget/dist in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}
