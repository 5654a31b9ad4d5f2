/**
 * The storefront example in real Chromium against a real HempData process: badges of every colour
 * from the seeded data, state detection from real addresses, the age gate with a controlled clock,
 * the four DOM events, two widgets on one page, theming, the origin allow-list and the API down
 * (load to paint and the SDK in the browser: storefront.load.e2e.test.ts).
 * Screenshots of each state go to tests/e2e/artifacts/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ADDRESSES } from '../support/checks.ts'
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
    // Shoppers read the verdict and one reason, not the merchant's detail.
    expect(await page.locator(`${main} .reason`).textContent()).toBe('State rules apply to this product in Colorado.')
    expect(await page.locator(`${related} .reason`).textContent()).toBe('Available to customers in Colorado.')
    expect(await page.locator('.confidence, .summary, .restrictions').count()).toBe(0)
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

  test('the API down → the shopper reads a polite, neutral fallback; service:error tells the page why', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.CO)
    await page.goto(`${stage.variantsUrl}/api-down`)
    const fallback = page.locator(`${main} .fallback`)
    await fallback.waitFor()
    expect(await fallback.getAttribute('role')).toBe('status')
    expect(await fallback.getAttribute('aria-live')).toBe('polite')
    expect(await fallback.textContent()).toBe('Availability in your state is confirmed at checkout.')
    await waitForEvents(events, all => all.filter(e => e.type === 'service:error').length === 2)
    expect(events.find(e => e.type === 'service:error')!.detail).toEqual({
      message: 'HempData could not be reached.',
      code: null,
    })
    await page.screenshot({ path: `${ARTIFACTS}api-down.png`, fullPage: true })
    await context.close()
  })

  test('the key’s origin allow-list: a page on another origin gets a readable 403, the shopper the fallback', async () => {
    const { context, page, events } = await visitor(stage, ADDRESSES.CO)
    await page.goto(stage.copycatUrl)
    await page.locator(`${main} .fallback`).waitFor()
    await waitForEvents(events, all => all.some(e => e.type === 'service:error'))
    const { message, code } = events.find(e => e.type === 'service:error')!.detail
    expect(code).toBe('FORBIDDEN')
    expect(message).toContain(stage.copycatUrl)
    expect(await page.locator(`${main} hempdata-badge`).evaluate(el => el.shadowRoot!.textContent)).not.toContain(
      'FORBIDDEN',
    )
    await context.close()
  })
})
