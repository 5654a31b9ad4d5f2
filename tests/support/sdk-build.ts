/** Builds @hempdata/sdk into sdk/dist once per test process, as `npm run sdk:build` does. */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SDK_DIR = `${ROOT}sdk`

let built: Promise<void> | null = null

export function buildSdk(): Promise<void> {
  built ??= (async () => {
    const result = spawnSync(
      process.execPath,
      [`${ROOT}node_modules/typescript/bin/tsc`, '-p', `${SDK_DIR}/tsconfig.build.json`],
      { encoding: 'utf8' },
    )
    if (result.status !== 0) throw new Error(`the SDK build failed:\n${result.stdout}${result.stderr}`)
  })()
  return built
}
