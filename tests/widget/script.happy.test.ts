/**
 * The built artifacts: the IIFE's size budget (Lit included), and the IIFE itself run twice on a
 * happy-dom page against a real HempData: no error, one badge per script tag.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { WIDGET_DIST } from '../../api/src/modules/widget-assets/index.ts'
import { ensureWidgetBuilt } from '../../widget/ensure-built.ts'
import { publishableKey } from '../support/checks.ts'
import { nextEvent, registerDom, startApi, unregisterDom, until, type LiveApi } from '../support/dom.ts'

/** The contract's budget: the script-tag build, Lit inside, at most 12 KB gzip. */
const BUDGET_BYTES = 12 * 1024

let api: LiveApi
beforeAll(async () => {
  await ensureWidgetBuilt()
  api = await startApi()
}, 120_000)
afterAll(async () => {
  await api?.stop()
})

describe('size', () => {
  test(`hempdata.js is at most ${BUDGET_BYTES} bytes gzip, with Lit bundled in`, () => {
    const iife = readFileSync(`${WIDGET_DIST}hempdata.js`)
    const esm = readFileSync(`${WIDGET_DIST}hempdata.mjs`)
    const gzip = gzipSync(iife, { level: 9 }).byteLength
    console.log(
      `widget: hempdata.js ${iife.byteLength} B (${gzip} B gzip), hempdata.mjs ${esm.byteLength} B (${gzipSync(esm, { level: 9 }).byteLength} B gzip)`,
    )
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES)
    const code = iife.toString('utf8')
    // Self-contained: no imports left, Lit's runtime inside (its template marker and reactive update cycle).
    expect(code).not.toMatch(/\bimport\s*[({"'`]/)
    expect(code).toContain('lit$')
    expect(code).toContain('hempdata-badge')
    expect(code).not.toContain('Lit is in dev mode')
  })
})

describe('the IIFE on a page', () => {
  beforeAll(() => registerDom())
  afterAll(() => unregisterDom())

  test('runs twice without throwing and mounts one badge per script tag', async () => {
    const key = await publishableKey(api.t, 'professional')
    document.body.innerHTML = `<div id="hempdata-widget"></div><div id="second"></div>`
    for (const container of ['hempdata-widget', 'second']) {
      const script = document.createElement('script')
      script.src = `${api.url}/widget/v1/hempdata.js`
      Object.assign(script.dataset, { apiKey: key, substance: 'cbd', productType: 'edibles', state: 'CO', container })
      document.body.append(script)
    }
    // Both badges must settle before the page goes: a check still in flight would land on a closed window.
    const [firstLoaded, loaded] = ['hempdata-widget', 'second'].map(id =>
      nextEvent(document.getElementById(id)!, 'service:loaded'),
    )
    const code = readFileSync(`${WIDGET_DIST}hempdata.js`, 'utf8')
    expect(() => new Function(code)()).not.toThrow()
    expect(() => new Function(code)()).not.toThrow()
    expect(customElements.get('hempdata-badge')).toBeDefined()
    expect(await loaded).toMatchObject({ state: 'CO', badge_color: 'yellow' })
    expect(await firstLoaded).toMatchObject({ state: 'CO', badge_color: 'yellow' })
    expect(document.querySelectorAll('hempdata-badge')).toHaveLength(2)
    const badge = document.querySelector('#second hempdata-badge')!
    await until(() => !!badge.shadowRoot?.querySelector('.badge'))
    expect(badge.shadowRoot!.querySelector('.headline')!.textContent).toBe('Legal with conditions in Colorado')
  })
})
