/**
 * `bun tests/e2e/screenshot-dashboard.ts`: the README's picture of the dashboard, taken in Chromium
 * from a fresh HempData: sign up, sign in by the e-mailed link, a few requests with the test key,
 * a second key, then the overview. Writes api/src/modules/accounts/screenshot.png.
 */
import { linkFor, startDashboardStage } from '../support/dashboard.ts'

const OUT = new URL('../../api/src/modules/accounts/screenshot.png', import.meta.url).pathname

const stage = await startDashboardStage('nested')
try {
  const context = await stage.browser.newContext({ viewport: { width: 1200, height: 1000 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  const email = 'owner@hearth-hemp.example'
  await page.goto(`${stage.api.url}/signup`)
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByLabel('Company (optional)').fill('Hearth & Hemp')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.goto(await linkFor(stage, email, 1))
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click()
  await page.waitForURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Show my test secret key' }).click()
  const key = (await page.locator('.secret').textContent())!.trim()
  for (let i = 0; i < 8; i++)
    await fetch(`${stage.api.url}/v1/regulations?state=CO`, { headers: { authorization: `Bearer ${key}` } })
  await page.goto(`${stage.api.url}/dashboard/keys`)
  await page.getByLabel('Name').fill('Storefront badge')
  await page.getByLabel('Kind').selectOption('publishable')
  await page.getByRole('button', { name: 'Create key' }).click()
  await page.goto(`${stage.api.url}/dashboard`)
  await page.screenshot({ path: OUT, fullPage: false })
  console.log(`wrote ${OUT}`)
} finally {
  await stage.close()
}
