/**
 * The dashboard's end-to-end stage: HempData as a real process (fresh embedded database, its e-mail
 * going over SMTP to the in-process stand-in), Debian's Chromium, and the helpers of the journey:
 * axe-core on a page, its first paint, and the sign-in link read from the stand-in's inbox.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { ensureWidgetBuilt } from '../../widget/ensure-built.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { startSmtpStandIn, type SmtpStandIn } from './smtp-server.ts'
import { CHROMIUM } from './browser.ts'

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface DashboardStage {
  api: ServerProcess
  smtp: SmtpStandIn
  browser: Browser
  close(): Promise<void>
}

export async function startDashboardStage(variant: 'nested' | 'column'): Promise<DashboardStage> {
  await ensureWidgetBuilt()
  const smtp = await startSmtpStandIn()
  const dataDir = mkdtempSync(join(tmpdir(), `hempdata-dash-${variant}-`))
  const api = await startServer({ HD_DATA_DIR: dataDir, HD_API_VARIANT: variant, SMTP_URL: smtp.url }, 180_000)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  return {
    api,
    smtp,
    browser,
    async close() {
      await browser.close().catch(() => {})
      await api.stop()
      await smtp.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The sign-in link of the newest message to `to` at the stand-in, on the server's own address. */
export async function linkFor(stage: DashboardStage, to: string, count: number): Promise<string> {
  const mails = await stage.smtp.waitFor(count, 30_000)
  const mail = mails.filter(m => m.to && JSON.stringify(m.to).includes(to)).at(-1)
  const link = mail?.text && /https?:\/\/\S+\/login\/link\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no link for ${to} among ${mails.length} messages`)
  const url = new URL(link)
  return `${stage.api.url}${url.pathname}${url.search}`
}

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: number
}

/** axe-core's serious and critical violations on the page as it is now (evaluated over CDP, so the page's CSP is untouched). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // axe-core's own source as an expression (over CDP: the page's CSP, which allows no inline script, is not relaxed).
  await page.evaluate(AXE)
  const result = await page.evaluate(async () => {
    const axe = (window as any).axe
    const run = await axe.run(document, { resultTypes: ['violations'] })
    return run.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }))
  })
  return (result as AxeViolation[]).filter(v => v.impact === 'serious' || v.impact === 'critical')
}

/** The page's first paint in ms after navigation start (first-contentful-paint if first-paint is absent). */
export async function firstPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>(resolve => {
        const read = () => {
          const entries = performance.getEntriesByType('paint')
          const entry =
            entries.find(e => e.name === 'first-paint') ?? entries.find(e => e.name === 'first-contentful-paint')
          if (entry) resolve(entry.startTime)
          else requestAnimationFrame(read)
        }
        read()
      }),
  )
}
