/**
 * The badge in Chromium as shoppers and merchants see it, on a plain page, under a hostile theme and
 * under Bootstrap's and Bulma's base styles: every colour and the fallback keep the badge's own type
 * (no capitals, spacing or rem growth from the page; the page's font family kept), a shopper reads no
 * error code, fee, statute, confidence or sentence against the verdict, and a merchant reads it all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { chromiumAvailable } from '../support/browser.ts'
import { type BadgeStage, startBadgeStage, THEMES } from '../support/badge-theme.ts'

/** What only a merchant may read: a fee, a statute section, a confidence figure, an error code. */
const MERCHANT_ONLY = /\$\s?\d|§|\bsec(tion|\.)\s*\d|confidence|\d\s?%|\b[A-Z]{2,}_[A-Z_]+\b/i
const COLOURS = ['green', 'yellow', 'red'] as const

describe.skipIf(!chromiumAvailable)('the badge under storefront themes', () => {
  let stage: BadgeStage
  let page: Page

  beforeAll(async () => {
    stage = await startBadgeStage()
    page = await (await stage.browser.newContext({ viewport: { width: 1000, height: 700 } })).newPage()
  }, 240_000)
  afterAll(async () => {
    await stage?.close()
  })

  const style = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

  /** The badge's type whatever the page sets: 14px text (a headline 1.05em), line height 1.4. */
  async function expectOwnType(selector: string, size = 14) {
    expect(Number.parseFloat(await style(selector, 'font-size'))).toBeCloseTo(size, 1)
    expect(Number.parseFloat(await style(selector, 'line-height'))).toBeCloseTo(size * 1.4, 1)
    expect(await style(selector, 'text-transform')).toBe('none')
    expect(await style(selector, 'letter-spacing')).toBe('normal')
    expect(await style(selector, 'word-spacing')).toBe('0px')
    expect(await style(selector, 'font-style')).toBe('normal')
    expect(await style(selector, 'text-align')).toBe('start')
    expect(await style(selector, 'font-family')).toBe(await style('main', 'font-family'))
  }

  for (const theme of THEMES) {
    test(`${theme}: green, yellow and red for a shopper, in the badge's own type`, async () => {
      for (const colour of COLOURS) {
        await page.goto(stage.pageUrl(colour, theme))
        await page.locator(`.badge.hd-badge--${colour}`).waitFor()
        await expectOwnType('.badge')
        await expectOwnType('.headline', 14 * 1.05)
        expect(Number.parseFloat(await style('.badge', 'width'))).toBeLessThanOrEqual(28 * 14)
        const words = (await page.locator('.headline, .age, .reason').allTextContents()).join(' ')
        expect(words).not.toMatch(MERCHANT_ONLY)
        expect(await page.locator('hempdata-badge').evaluate(el => el.shadowRoot!.textContent)).not.toMatch(
          MERCHANT_ONLY,
        )
        expect(await page.locator('.reason').count()).toBe(1)
        // Nothing under a red verdict says the product is legal (the footer's "Not legal advice" aside).
        if (colour === 'red') expect(words).not.toMatch(/(?<!not )\blegal\b|21\+|adults/i)
      }
    })

    test(`${theme}: the fallback when the visitor cannot be placed, with no code`, async () => {
      await page.goto(stage.pageUrl('fallback', theme))
      await page.locator('.fallback').waitFor()
      await expectOwnType('.fallback')
      expect(await page.locator('.fallback').textContent()).toBe('Availability in your state is confirmed at checkout.')
      expect(await page.locator('hempdata-badge').evaluate(el => el.shadowRoot!.textContent)).not.toContain(
        'STATE_REQUIRED',
      )
    })
  }

  test('hostile theme: a merchant reads the full detail, and the error with its code', async () => {
    await page.goto(stage.pageUrl('red', 'hostile', { detail: 'merchant' }))
    await page.locator('.badge.hd-badge--red .summary').waitFor()
    await expectOwnType('.summary')
    expect(await page.locator('.confidence').textContent()).toMatch(/^Confidence: \d+%$/)
    await page.goto(stage.pageUrl('fallback', 'hostile', { detail: 'merchant' }))
    await page.locator('.error').waitFor()
    expect(await page.locator('.error .detail').textContent()).toContain('(STATE_REQUIRED)')
  })

  test('hostile theme: the age gate keeps its size; a designer restyles through --hd-* and parts', async () => {
    await page.goto(stage.pageUrl('age-gate', 'hostile'))
    await page.locator('.modal').waitFor()
    expect(await style('.modal h2', 'font-size')).toBe('16.8px')
    expect(await style('.modal .confirm', 'text-transform')).toBe('none')
    await page.locator('.modal .confirm').click()
    await page.locator('.badge.hd-badge--yellow .age').waitFor()
    expect(await page.locator('.age').textContent()).toBe('For adults 21 and older.')
    await page.addStyleTag({
      content:
        '#hempdata-widget { --hd-font-family: monospace; --hd-yellow-bg: rgb(1, 2, 3) } hempdata-badge::part(reason) { font-weight: 900 }',
    })
    expect(await style('.badge', 'background-color')).toBe('rgb(1, 2, 3)')
    expect(await style('.badge', 'font-family')).toBe('monospace')
    expect(await style('.reason', 'font-weight')).toBe('900')
  })
})
