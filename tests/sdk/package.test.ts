/**
 * @hempdata/sdk as it would be published: built with tsc, linted by publint and Are the Types Wrong,
 * zero runtime dependencies, no Node or Bun built-ins (so it bundles for browsers), and the built
 * files working on Node against a real HempData.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { testApp, type TestApp } from '../support/app.ts'
import { buildSdk, ROOT, SDK_DIR } from '../support/sdk-build.ts'

const manifest = JSON.parse(readFileSync(`${SDK_DIR}/package.json`, 'utf8'))

function distFiles(dir = `${SDK_DIR}/dist`): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? distFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

beforeAll(() => buildSdk(), 120_000)

describe('package shape', () => {
  test('ESM, side-effect free, typed entry points, zero runtime dependencies, Node 20+', () => {
    expect(manifest.name).toBe('@hempdata/sdk')
    expect(manifest.type).toBe('module')
    expect(manifest.sideEffects).toBe(false)
    expect(manifest.dependencies ?? {}).toEqual({})
    expect(manifest.peerDependencies ?? {}).toEqual({})
    expect(manifest.engines.node).toBe('>=20')
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' })
    expect(manifest.exports['./column']).toEqual({ types: './dist/column.d.ts', default: './dist/column.js' })
    const files = distFiles().map(file => file.slice(SDK_DIR.length + 1))
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/column.js', 'dist/column.d.ts'])
      expect(files).toContain(file)
  })

  test('the built code imports only its own files (no node:, bun: or packages)', () => {
    for (const file of distFiles().filter(f => f.endsWith('.js') || f.endsWith('.d.ts'))) {
      const text = readFileSync(file, 'utf8')
      for (const [, specifier] of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/gm))
        expect(specifier, file).toMatch(/^\.\.?\/.*\.js$/)
      expect(text, file).not.toMatch(/\brequire\(|\bimport\(["'](?!\.)/)
    }
  })

  test('publint (strict) finds nothing', async () => {
    const { messages, pkg } = await publint({ pkgDir: SDK_DIR, strict: true, pack: 'npm' })
    expect(messages.map(message => formatMessage(message, pkg))).toEqual([])
  }, 60_000)

  test('Are the Types Wrong finds no problem for ESM consumers (node16 and bundlers)', () => {
    const result = spawnSync(
      `${ROOT}node_modules/.bin/attw`,
      ['--pack', SDK_DIR, '--profile', 'esm-only', '--format', 'json'],
      { encoding: 'utf8', cwd: ROOT },
    )
    const report = JSON.parse(result.stdout)
    // esm-only: CommonJS require() and node10 (no `exports`) consumers are out of scope by design.
    const problems = report.analysis.problems.filter(
      (p: { resolutionKind?: string }) => !['node10', 'node16-cjs'].includes(p.resolutionKind ?? ''),
    )
    expect(problems).toEqual([])
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual(['.', './column', './package.json'])
  }, 60_000)

  test('bundles for browsers; the whole client stays small', async () => {
    const build = await Bun.build({ entrypoints: [`${SDK_DIR}/dist/index.js`], target: 'browser', minify: true })
    expect(build.success).toBe(true)
    const code = await build.outputs[0].text()
    const gzipped = gzipSync(code).length
    console.log(`@hempdata/sdk browser bundle: ${code.length} B minified, ${gzipped} B gzip`)
    expect(gzipped).toBeLessThan(6 * 1024)
  })
})

describe('on Node', () => {
  let t: TestApp
  let server: ReturnType<typeof Bun.serve>
  let key: string
  beforeAll(async () => {
    t = await testApp()
    key = await t.key('professional')
    server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: request => t.app.handle(request) })
  }, 120_000)
  afterAll(async () => {
    server?.stop(true)
    await t?.close()
  })

  test('the built package reads regulations and reports errors as HempDataError', async () => {
    const script = `
      import { HempData, HempDataError } from ${JSON.stringify(`${SDK_DIR}/dist/index.js`)}
      const hd = new HempData({ apiKey: process.env.KEY, baseUrl: process.env.URL })
      const { data, meta } = await hd.regulations.list({ state: 'TX', substance: 'delta-8-thc' })
      let count = 0
      for await (const _ of hd.regulations.listAll({ state: 'TX', per_page: 20 })) count++
      let error = null
      try { await hd.regulations.get('reg_00000000-0000-0000-0000-000000000000') } catch (e) { error = e }
      console.log(JSON.stringify({ node: process.versions.node, states: [...new Set(data.map((r) => r.state))], total: meta.total, count,
        error: { instance: error instanceof HempDataError, code: error.code, status: error.status, requestId: error.requestId } }))
    `
    // Asynchronously: this process serves the API the child calls.
    const child = Bun.spawn(['node', '--input-type=module', '-e', script], {
      env: { ...process.env, KEY: key, URL: server.url.origin },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const [stdout, stderr] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ])
    expect(stderr).toBe('')
    const out = JSON.parse(stdout)
    expect(Number(out.node.split('.')[0])).toBeGreaterThanOrEqual(20)
    expect(out.states).toEqual(['TX'])
    expect(out.total).toBeGreaterThan(0)
    expect(out.count).toBe(t.services.store.current.regulations.filter(r => r.state === 'TX').length)
    expect(out.error).toMatchObject({ instance: true, code: 'NOT_FOUND', status: 404 })
    expect(out.error.requestId).toMatch(/^req_/)
  }, 60_000)
})
