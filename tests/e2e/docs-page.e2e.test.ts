/**
 * The /docs page in real Chromium with no internet: every request to another host is aborted, so
 * the reference must render from what HempData serves itself (the viewer bundle from the pinned
 * npm package, /openapi.json), under the page's Content-Security-Policy, while a script the page did
 * not ship is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { chromium, type Browser } from 'playwright-core'
import { listen } from '../../api/src/server/threads.ts'
import { testApp, type TestApp } from '../support/app.ts'
import { CHROMIUM, chromiumAvailable } from '../support/browser.ts'

interface Operation {
  summary: string
  tags: string[]
}

describe.skipIf(!chromiumAvailable)('/docs in Chromium, offline', () => {
  let t: TestApp
  let server: ReturnType<typeof listen>
  let browser: Browser
  beforeAll(async () => {
    t = await testApp({ variant: 'nested' })
    server = listen(t.app, t.services, 0, false)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    server?.stop(true)
    await t?.close()
  })

  test('the reference renders every endpoint from this server alone, under the page’s policy', async () => {
    const origin = `http://127.0.0.1:${server.server!.port}`
    const page = await browser.newPage()
    const elsewhere: string[] = []
    await page.route('**', route => {
      const url = route.request().url()
      if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
      elsewhere.push(url)
      return route.abort('internetdisconnected')
    })
    const violations: string[] = []
    await page.exposeFunction('__violation', (what: string) => violations.push(what))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', e =>
        (window as any).__violation(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })

    await page.goto(`${origin}/docs`)
    const spec = (await t.get('/openapi.json')).body
    const operations = Object.values(spec.paths as Record<string, Record<string, Operation>>).flatMap(item =>
      Object.values(item),
    )
    const tags = [...new Set(operations.map(operation => operation.tags[0]))]
    expect(operations.length).toBeGreaterThan(15)
    await page.getByText('HempData API (nested variant)').first().waitFor({ timeout: 30_000 })
    // Each tag is a group in the sidebar; opened, it lists its operations by summary.
    for (const tag of tags) {
      const group = page.getByRole('button', { name: new RegExp(`^(${tag}\\s*Open Group|Open Group - ${tag})$`) })
      if (await group.count()) await group.click()
      for (const { summary } of operations.filter(operation => operation.tags[0] === tag)) {
        await page.getByText(summary, { exact: true }).first().waitFor({ timeout: 15_000 })
      }
    }
    expect(elsewhere).toEqual([])
    // The one refusal: the bundle's schema library probes `Function('')` to see whether it may compile
    // validators, and falls back to interpreting them when the policy says no.
    expect(violations.filter(v => v !== 'script-src eval')).toEqual([])

    await page.evaluate(() => {
      const injected = document.createElement('script')
      injected.textContent = 'document.body.dataset.injected = "ran"'
      document.body.append(injected)
    })
    for (let i = 0; i < 50 && !violations.includes('script-src-elem inline'); i++) await page.waitForTimeout(100)
    expect(await page.locator('body').getAttribute('data-injected')).toBeNull()
    expect(violations.filter(v => v !== 'script-src eval')).toEqual(['script-src-elem inline'])
    await page.close()
  }, 120_000)
})
