/**
 * The front door in Chromium: `/` and `/errors` render in the site's frame (stylesheet applied, the
 * icon loaded, header and footer), with the operator's contact, no serious or critical axe-core
 * violation, and a first paint within the dashboard pages' budget.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type Browser, chromium, type Page } from 'playwright-core'
import { testApp, type TestApp } from '../support/app.ts'
import { ARTIFACTS, CHROMIUM, chromiumAvailable } from '../support/browser.ts'
import { firstPaint, seriousViolations } from '../support/dashboard.ts'

const PAINT_BUDGET_MS = 300

describe.skipIf(!chromiumAvailable)('the front door in Chromium', () => {
  let t: TestApp
  let server: ReturnType<typeof Bun.serve>
  let browser: Browser
  let page: Page
  let base: string

  beforeAll(async () => {
    t = await testApp({ variant: 'nested', env: { HD_OPERATOR_CONTACT: 'ops@hempdata.example' } })
    server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: request => t.app.handle(request) })
    base = `http://127.0.0.1:${server.port}`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
    page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage()
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    server?.stop(true)
    await t?.close()
  })

  /** The frame: our stylesheet applied, the icon served, the brand leading home, the footer. */
  async function expectFrame() {
    expect(await page.locator('header.top .brand').getAttribute('href')).toBe('/')
    expect(await page.locator('footer.page').count()).toBe(1)
    const icon = await page.locator('link[rel="icon"]').getAttribute('href')
    // Fetched as the browser would (the page's CSP lets no script fetch it).
    const fetched = await page.request.get(new URL(icon!, page.url()).href)
    expect(fetched.headers()['content-type']).toBe('image/svg+xml')
    const mainWidth = await page.locator('main').evaluate(el => getComputedStyle(el).maxWidth)
    expect(mainWidth).not.toBe('none')
  }

  async function expectAccessible(name: string) {
    const found = (await seriousViolations(page)).map(v => `${v.id} (${v.impact}, ${v.nodes}): ${v.help}`)
    expect(found, `${name}: serious or critical accessibility violations`).toEqual([])
  }

  async function medianPaint(path: string): Promise<number> {
    const times: number[] = []
    for (let i = 0; i < 3; i++) {
      await page.goto(`${base}${path}`)
      times.push(await firstPaint(page))
    }
    return times.sort((a, b) => a - b)[1]
  }

  test('/: what HempData does, and the ways in', async () => {
    await page.goto(`${base}/`)
    expect(await page.locator('h1').textContent()).toBe('Hemp and cannabinoid compliance data')
    await expectFrame()
    for (const name of ['Sign up', 'Sign in', 'API reference', 'Error codes'])
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1)
    expect(await page.getByRole('link', { name: 'ops@hempdata.example' }).getAttribute('href')).toBe(
      'mailto:ops@hempdata.example',
    )
    await expectAccessible('/')
    await page.screenshot({ path: `${ARTIFACTS}front-door.png`, fullPage: true })
    await page.getByRole('link', { name: 'Sign up', exact: true }).click()
    await page.waitForURL(`${base}/signup`)
  })

  test('/errors: every code in the same frame, an anchor reachable, the contact', async () => {
    await page.goto(`${base}/errors#UNAUTHORIZED`)
    await expectFrame()
    expect(await page.locator('section.error-code').count()).toBeGreaterThan(20)
    expect(await page.locator('#UNAUTHORIZED h2').textContent()).toContain('HTTP 401')
    expect(await page.getByRole('link', { name: 'ops@hempdata.example' }).count()).toBe(1)
    await expectAccessible('/errors')
  })

  test('first paint within the budget', async () => {
    const paints = { '/': await medianPaint('/'), '/errors': await medianPaint('/errors') }
    console.log(`[front door] first paint, median of 3 loads (ms): ${JSON.stringify(paints)}`)
    for (const [path, ms] of Object.entries(paints)) expect(ms, path).toBeLessThanOrEqual(PAINT_BUDGET_MS)
  })
})
