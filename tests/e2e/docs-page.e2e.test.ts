/**
 * The /docs page under its Content-Security-Policy in real Chromium. The reference UI comes from a
 * CDN this machine may not reach, so a stand-in is served at its pinned address that does what the
 * UI needs the policy to allow: read the page's inline configuration, fetch /openapi.json, inject
 * styles with a web font, start a blob worker. It must run without a single violation, while a
 * script the page did not ship is refused. (With Scalar 1.72.1's real bundle in its place the page
 * renders the whole reference; its one refused call is an `eval` it does without.)
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { chromium, type Browser } from 'playwright-core'
import { listen } from '../../api/src/server/threads.ts'
import { testApp, type TestApp } from '../support/app.ts'
import { CHROMIUM, chromiumAvailable } from '../support/browser.ts'

const STAND_IN = `(async () => {
  const config = JSON.parse(document.getElementById('api-reference').dataset.configuration)
  const doc = await (await fetch(config.url)).json()
  const style = document.createElement('style')
  style.textContent = "@font-face { font-family: Inter; src: url(https://fonts.scalar.com/inter-latin.woff2) } body { font-family: Inter }"
  document.head.append(style)
  // The stand-in font is empty and fails to decode; what matters is that the policy lets it be fetched.
  await document.fonts.load('16px Inter').catch(() => {})
  const worker = new Worker(URL.createObjectURL(new Blob(['postMessage("worker")'], { type: 'text/javascript' })))
  await new Promise((resolve) => { worker.onmessage = resolve })
  document.body.dataset.rendered = doc.info.title
})()`

describe.skipIf(!chromiumAvailable)('/docs in Chromium', () => {
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

  test('the reference UI runs under the page’s policy; a script the page did not ship does not', async () => {
    const page = await browser.newPage()
    const violations: string[] = []
    await page.exposeFunction('__violation', (what: string) => violations.push(what))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', e =>
        (window as any).__violation(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    await page.route('https://cdn.jsdelivr.net/**', route =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: STAND_IN,
      }),
    )
    await page.route('https://fonts.scalar.com/**', route =>
      route.fulfill({ contentType: 'font/woff2', headers: { 'access-control-allow-origin': '*' }, body: '' }),
    )
    await page.goto(`http://127.0.0.1:${server.server!.port}/docs`)
    await page.locator('body[data-rendered]').waitFor({ state: 'attached', timeout: 10_000 })
    expect(await page.locator('body').getAttribute('data-rendered')).toBe('HempData API (nested variant)')
    expect(violations).toEqual([])

    await page.evaluate(() => {
      const injected = document.createElement('script')
      injected.textContent = 'document.body.dataset.injected = "ran"'
      document.body.append(injected)
    })
    await page.waitForTimeout(100)
    expect(await page.locator('body').getAttribute('data-injected')).toBeNull()
    expect(violations.some(v => v.startsWith('script-src'))).toBe(true)
    await page.close()
  })
})
