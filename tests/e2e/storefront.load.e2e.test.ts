/**
 * The storefront example in real Chromium against a real HempData process: the badge painted soon
 * after its script runs, and the SDK itself running in the browser.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ADDRESSES } from '../support/checks.ts'
import { readCpuTimes, stealShare } from '../support/host-steal.ts'
import { chromiumAvailable, federalCbdTopicalsLegal, startStage, visitor, type Stage } from '../support/browser.ts'

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
