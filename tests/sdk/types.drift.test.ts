/**
 * The SDK's committed types must be what the service serves: /openapi.json of each variant and the
 * error codes of /errors.json, read from the running app on a real database. Fix a failure with
 * `npm run sdk:types` and commit the result.
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { generatedFile, generatedFiles, readServed } from '../../sdk/scripts/openapi-types.ts'
import { bothVariants } from '../support/api.ts'

const apps = bothVariants({ timeout: 60_000 })

describe('sdk/src/generated', () => {
  test('matches what both variants serve (run `npm run sdk:types` to update)', async () => {
    const served = {
      nested: await readServed(request => apps.nested.app.handle(request)),
      column: await readServed(request => apps.column.app.handle(request)),
    }
    const expected = await generatedFiles(served)
    expect(Object.keys(expected).sort()).toEqual(['column.ts', 'error-codes.ts', 'nested.ts'])
    for (const [name, text] of Object.entries(expected)) {
      const committed = readFileSync(generatedFile(name), 'utf8')
      expect(committed === text, `sdk/src/generated/${name} drifted from the service: run \`npm run sdk:types\``).toBe(
        true,
      )
    }
  })

  test('the generated paths cover every public endpoint the service serves', async () => {
    for (const variant of ['nested', 'column'] as const) {
      const committed = readFileSync(generatedFile(`${variant}.ts`), 'utf8')
      const { openapi } = await readServed(request => apps[variant].app.handle(request))
      const publicPaths = Object.keys(openapi.paths).filter(path => path.startsWith('/v1/'))
      expect(publicPaths.length).toBeGreaterThan(8)
      for (const path of publicPaths) expect(committed, `${variant}: ${path}`).toContain(`"${path}": {`)
      expect(committed).not.toContain('"/ops/')
    }
  })
})
