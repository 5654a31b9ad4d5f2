/**
 * `bun tests/e2e/screenshot-badge.ts`: the widget README's pictures of the badge, taken in Chromium
 * from a real HempData: green, yellow, red, the age gate and the fallback, as a shopper sees them on
 * a desktop and on a phone. Writes widget/screenshots/<mode>-<desktop|phone>.png.
 */
import { mkdirSync } from 'node:fs'
import { MODES, startBadgeStage } from '../support/badge-theme.ts'

const OUT = new URL('../../widget/screenshots/', import.meta.url).pathname
const SCREENS = { desktop: { width: 1000, height: 640 }, phone: { width: 390, height: 640 } }

mkdirSync(OUT, { recursive: true })
const stage = await startBadgeStage()
try {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    const context = await stage.browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const mode of Object.keys(MODES)) {
      await page.goto(stage.pageUrl(mode, 'none'))
      const shown = mode === 'age-gate' ? '.modal' : mode === 'fallback' ? '.fallback' : '.badge'
      await page.locator(shown).waitFor()
      const path = `${OUT}${mode}-${screen}.png`
      // The gate covers the page: shown whole; a badge is shown with its product text around it.
      if (mode === 'age-gate') await page.screenshot({ path })
      else await page.locator('main').screenshot({ path })
      console.log(`wrote ${path}`)
    }
    await context.close()
  }
} finally {
  await stage.close()
}
