/**
 * The /playground page in Chromium against a real HempData process on its embedded default (the
 * playground on, its own origin allowed): from the service's own origin a request sent with the
 * plain form shows its answer, and the page is axe-clean; the same form on a page of another origin
 * is refused DEMO_ORIGIN_DENIED.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM, chromiumAvailable } from '../support/browser.ts'
import { seriousViolations } from '../support/dashboard.ts'
import { startServer, type ServerProcess } from '../support/server-process.ts'

describe.skipIf(!chromiumAvailable)('the playground in Chromium', () => {
  let api: ServerProcess
  let browser: Browser
  let other: ReturnType<typeof Bun.serve>
  let own: string
  const dataDir = mkdtempSync(join(tmpdir(), 'hempdata-playground-'))

  beforeAll(async () => {
    api = await startServer({ HD_DATA_DIR: dataDir }, 180_000)
    // The service's own origin, as its public URL names it (localhost and its port).
    own = api.url.replace('127.0.0.1', 'localhost')
    other = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () =>
        new Response(
          `<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body><main><form method="post" action="${own}/playground"><input type="hidden" name="request" value="states"><button type="submit">Send</button></form></main></body></html>`,
          { headers: { 'content-type': 'text/html; charset=utf-8' } },
        ),
    })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  }, 240_000)

  afterAll(async () => {
    await browser?.close().catch(() => {})
    other?.stop(true)
    await api?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('from its own origin: pick, edit, send, see the answer; axe-clean before and after', async () => {
    const page = await browser.newPage()
    await page.goto(`${own}/playground`)
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.textContent('main')).toContain('hd_demo_')
    // The copy buttons appear with the script.
    expect(await page.isVisible('button[data-copy="curl"]')).toBe(true)
    await page.check('#request-compliance-check')
    await page.fill('#param-state', 'CO')
    await page.fill('#param-substance', 'cbd')
    await page.fill('#param-product_type', 'edibles')
    await page.click('button[type="submit"]')
    await page.waitForSelector('#answer')
    expect(await page.textContent('#answer-heading'), (await page.textContent('#answer')) ?? '').toContain('200')
    expect(await page.textContent('#answer')).toContain('"success": true')
    expect(await page.textContent('#curl')).toContain('state=CO')
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  test('from another origin: the same form is refused DEMO_ORIGIN_DENIED', async () => {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${other.port}/`)
    await page.click('button[type="submit"]')
    await page.waitForSelector('#answer')
    expect(await page.textContent('#answer-heading')).toContain('403')
    expect(await page.textContent('#answer')).toContain('DEMO_ORIGIN_DENIED')
    await page.close()
  })
})
