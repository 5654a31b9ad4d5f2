/**
 * The storefront example in real Chromium against a real HempData process: badges of every colour
 * from the seeded data, state detection from real addresses, the age gate with a controlled clock,
 * the four DOM events, two widgets on one page, theming, the origin allow-list, the API down, and
 * the SDK itself running in the browser.
 * Screenshots of each state go to tests/e2e/artifacts/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ADDRESSES } from '../support/checks.ts'
import { readCpuTimes, stealShare } from '../support/host-steal.ts'
import {
  ARTIFACTS,
  chromiumAvailable,
  federalCbdTopicalsLegal,
  focused,
  startStage,
  visitor,
  waitForEvents,
  type Stage,
} from '../support/browser.ts'

const IDAHO = '132.178.0.1' // Boise State University

if (!chromiumAvailable)
  console.warn('e2e: skipped: /usr/bin/chromium is not installed (apt-get install chromium; .ci/run does it).')

describe.skipIf(!chromiumAvailable)('storefront in Chromium', () => {
  let stage: Stage

  beforeAll(async () => {
    stage = await startStage()
    await federalCbdTopicalsLegal(stage)
  }, 240_000)
  afterAll(async () => {
    await stage?.close()
  })

  const main = '#hempdata-widget'
  const related = '#related-badge'

  test('a Colorado visitor: yellow gummies and a green, themed balm, state detected from the address', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.CO)
    await page.goto(stage.storefrontUrl)
    await page.locator(`${main} .badge.hd-badge--yellow`).waitFor()
    await page.locator(`${related} .badge.hd-badge--green`).waitFor()
    expect(await page.locator(`${main} .headline`).textContent()).toBe('Restricted in Colorado')
    expect(await page.locator(`${related} .headline`).textContent()).toBe('Legal in Colorado')
    const loaded = events.filter(e => e.type === 'service:loaded')
    expect(loaded.map(e => e.container).sort()).toEqual(['hempdata-widget', 'related-badge'])
    for (const e of loaded) expect(e.detail).toMatchObject({ state: 'CO', state_source: 'ip_address' })
    // Theming through --hd-* only: the storefront's .hd-theme recolours the green badge and hides lines.
    const style = (selector: string, property: string) =>
      page.locator(selector).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)
    expect(await style(`${related} .badge`, 'background-color')).toBe('rgb(11, 61, 46)')
    expect(await style(`${related} .badge`, 'border-top-width')).toBe('2px')
    expect(await style(`${related} .confidence`, 'display')).toBe('none')
    expect(await style(`${main} .confidence`, 'display')).toBe('block')
    // The key is enterprise: its footer may be hidden, and the theme hides it.
    expect(await style(`${related} .footer`, 'display')).toBe('none')
    expect(await style(`${main} .footer`, 'display')).toBe('block')
    await page.screenshot({ path: `${ARTIFACTS}colorado-yellow-and-green-themed.png`, fullPage: true })
    await context.close()
  })

  test('an Idaho visitor: the gummies are red', async () => {
    const { context, page } = await visitor(stage, IDAHO)
    await page.goto(stage.storefrontUrl)
    await page.locator(`${main} .badge.hd-badge--red`).waitFor()
    expect(await page.locator(`${main} .headline`).textContent()).toBe('Not allowed in Idaho')
    await page.locator(`${related} .badge.hd-badge--yellow`).waitFor()
    await page.screenshot({ path: `${ARTIFACTS}idaho-red.png`, fullPage: true })
    await context.close()
  })

  test('a Texas visitor: one accessible age gate for both products; yes shows both badges and is kept 24 hours', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.TX)
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') })
    await page.goto(stage.storefrontUrl)
    const dialog = page.locator('[role="dialog"]')
    await dialog.waitFor()
    expect(await dialog.count()).toBe(1)
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await dialog.locator('h2').textContent()).toBe('Adults only')
    expect(await dialog.locator('p').textContent()).toBe('This product is for adults. Are you 21 or older?')
    expect(await focused(page)).toBe('button.confirm')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('button.deny')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('button.confirm')
    await page.screenshot({ path: `${ARTIFACTS}texas-age-gate.png` })

    await dialog.getByRole('button', { name: 'Yes, I am 21 or older' }).click()
    await page.locator(`${main} .badge.hd-badge--yellow`).waitFor()
    await page.locator(`${related} .badge.hd-badge--yellow`).waitFor()
    await waitForEvents(events, all => all.filter(e => e.type === 'service:age-confirmed').length === 2)
    for (const e of events.filter(e => e.type === 'service:age-confirmed'))
      expect(e.detail).toEqual({ minimum_age: 21 })
    await page.screenshot({ path: `${ARTIFACTS}texas-confirmed.png`, fullPage: true })

    // Within 24 hours: no gate.
    await page.clock.setSystemTime(new Date('2026-11-22T11:59:00Z'))
    await page.reload()
    await page.locator(`${main} .badge`).waitFor()
    expect(await dialog.count()).toBe(0)

    // After 24 hours: asked again. The installed clock runs on from 12:00:00 in real time, so the
    // "yes" was stamped some seconds after it; half an hour of margin covers a slow machine.
    await page.clock.setSystemTime(new Date('2026-11-22T12:30:00Z'))
    await page.reload()
    await dialog.waitFor()
    await page.screenshot({ path: `${ARTIFACTS}texas-age-gate-after-24h.png` })
    await context.close()
  })

  test('no → service:age-denied and the redirect to the denied URL', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.TX)
    await page.goto(stage.storefrontUrl)
    await page.locator('[role="dialog"]').getByRole('button', { name: 'No' }).click()
    await page.waitForURL('**/age-restricted.html')
    expect(await page.locator('h1').textContent()).toContain('adults only')
    expect(events.some(e => e.type === 'service:age-denied')).toBe(true)
    await page.screenshot({ path: `${ARTIFACTS}texas-denied-redirected.png` })
    await context.close()
  })

  test('without a denied URL, Escape answers no: both badges show the unavailable message; focus returns', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.TX)
    // The shopper is on "Add to cart" when the gate opens: focus must come back there afterwards.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => document.querySelector<HTMLElement>('button.buy')?.focus()),
    )
    await page.goto(`${stage.variantsUrl}/no-denied-url`)
    await page.locator('[role="dialog"]').waitFor()
    // Focus cannot leave the dialog while it is open.
    await page.locator('button.buy').focus()
    expect(await focused(page)).toBe('button.confirm')
    await page.keyboard.press('Escape')
    await page.locator(`${main} [part="unavailable"]`).waitFor()
    await page.locator(`${related} [part="unavailable"]`).waitFor()
    expect(await page.locator(`${main} [part="unavailable"]`).textContent()).toContain(
      'only available to visitors 21 or older',
    )
    await waitForEvents(events, all => all.filter(e => e.type === 'service:age-denied').length === 2)
    expect(await focused(page)).toBe('button.buy')
    expect(page.url()).toBe(`${stage.variantsUrl}/no-denied-url`)
    await page.screenshot({ path: `${ARTIFACTS}texas-denied-unavailable.png`, fullPage: true })
    await context.close()
  })

  test('the API down → a visible, polite error state and service:error', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.CO)
    await page.goto(`${stage.variantsUrl}/api-down`)
    const error = page.locator(`${main} .error`)
    await error.waitFor()
    expect(await error.getAttribute('role')).toBe('status')
    expect(await error.getAttribute('aria-live')).toBe('polite')
    expect(await error.textContent()).toContain('Compliance information is unavailable right now.')
    await waitForEvents(events, all => all.filter(e => e.type === 'service:error').length === 2)
    expect(events.find(e => e.type === 'service:error')!.detail).toEqual({ message: 'HempData could not be reached.' })
    await page.screenshot({ path: `${ARTIFACTS}api-down.png`, fullPage: true })
    await context.close()
  })

  test('the key’s origin allow-list: a page on another origin gets a readable 403 and the error state', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.CO)
    await page.goto(stage.copycatUrl)
    await page.locator(`${main} .error`).waitFor()
    await waitForEvents(events, all => all.some(e => e.type === 'service:error'))
    const message = events.find(e => e.type === 'service:error')!.detail.message
    expect(message).toContain('(FORBIDDEN)')
    expect(message).toContain(stage.copycatUrl)
    await context.close()
  })

  test('load to paint: the badge is painted within 150 ms of the script running (median of 7 loads)', async () => {
    const { context, page } = await visitor(stage, ADDRESSES.CO)
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const loads = async () => {
      const samples: { fromRun: number; fromRequest: number }[] = []
      // Two warm-up loads (the server's first geolocation maps the database, Chromium caches the preflight).
      for (let i = -2; i < 7; i++) {
        await page.goto(stage.storefrontUrl)
        await page.waitForFunction(() => performance.getEntriesByName('hempdata:badge-painted').length >= 2)
        const sample = await page.evaluate(() => {
          const start = performance.getEntriesByName('hempdata:script-start')[0].startTime
          const painted = Math.max(...performance.getEntriesByName('hempdata:badge-painted').map(m => m.startTime))
          const script = performance.getEntriesByType('resource').find(r => r.name.endsWith('/widget/v1/hempdata.js'))!
          return { fromRun: painted - start, fromRequest: painted - script.startTime }
        })
        if (i >= 0) samples.push(sample)
      }
      return samples
    }
    // A virtual machine's host can take a large share of its CPU for seconds at a time (steal), and
    // every load in that window is slow for reasons that are not the widget's. A median over the
    // budget is measured again, at most three times; a slow widget fails every attempt.
    let fromRun = Number.POSITIVE_INFINITY
    for (let attempt = 1; attempt <= 3 && fromRun > 150; attempt++) {
      const before = readCpuTimes()
      const samples = await loads()
      const steal = stealShare(before, readCpuTimes())
      fromRun = median(samples.map(s => s.fromRun))
      const fromRequest = median(samples.map(s => s.fromRequest))
      console.log(
        `e2e: both badges painted ${fromRun.toFixed(1)} ms after the script ran, ${fromRequest.toFixed(1)} ms after its request started (median of 7 after warm-up; runs: ${samples.map(s => s.fromRun.toFixed(0)).join(', ')} ms; attempt ${attempt}${steal === null ? '' : `, host steal ${(steal * 100).toFixed(0)} %`})`,
      )
    }
    expect(fromRun).toBeLessThanOrEqual(150)
    await context.close()
  })
  test('the SDK runs in the browser: a keyless demo check, and an API error as a HempDataError', async () => {
    const build = await Bun.build({
      entrypoints: [new URL('../../sdk/src/index.ts', import.meta.url).pathname],
      target: 'browser',
      format: 'esm',
      minify: true,
    })
    const sdk = await build.outputs[0].text()
    const pages = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: request =>
        new URL(request.url).pathname === '/sdk.js'
          ? new Response(sdk, { headers: { 'content-type': 'text/javascript' } })
          : new Response(
              '<!doctype html><title>SDK</title><script type="module">import * as sdk from "/sdk.js"; window.hempdata = sdk</script>',
              { headers: { 'content-type': 'text/html' } },
            ),
    })
    const page = await stage.browser.newPage()
    try {
      await page.goto(`http://127.0.0.1:${pages.port}/`)
      await page.waitForFunction(() => 'hempdata' in window)
      const result = await page.evaluate(async apiUrl => {
        const { HempData, HempDataError } = (window as any).hempdata
        const hd = new HempData({ baseUrl: apiUrl, maxRetries: 0 })
        const check = await hd.compliance.demo({ state: 'TX', substance: 'cbd', product_type: 'edibles' })
        try {
          await hd.compliance.demo({ state: 'ZZ', substance: 'cbd', product_type: 'edibles' })
          return { check: check.data, error: null }
        } catch (error: any) {
          return {
            check: check.data,
            error: {
              typed: error instanceof HempDataError,
              code: error.code,
              status: error.status,
              requestId: error.requestId,
            },
          }
        }
      }, stage.api.url)
      expect(result.check.state).toBe('TX')
      expect(result.check.demo).toBe(true)
      expect(['green', 'yellow', 'red']).toContain(result.check.badge_color)
      expect(result.error).toEqual({
        typed: true,
        code: 'VALIDATION_ERROR',
        status: 400,
        requestId: expect.stringMatching(/^req_/),
      })
    } finally {
      await page.close()
      pages.stop(true)
    }
  })
})
