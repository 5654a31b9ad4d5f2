/**
 * A product page for the badge in Chromium: a real HempData in process (its visitor in London, so
 * auto-detection cannot place them), the built widget served by it, and a page per mode and theme:
 * no theme, a hostile theme (the rules real storefront themes ship), and Bootstrap's and Bulma's
 * base styles from npm. Used by tests/e2e/badge-theme.e2e.test.ts and tests/e2e/screenshot-badge.ts.
 */
import { readFileSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { ensureWidgetBuilt } from '../../widget/ensure-built.ts'
import { ADMIN_SECRET } from './app.ts'
import { CHROMIUM } from './browser.ts'
import { ADDRESSES, publishableKey } from './checks.ts'
import { type LiveApi, startApi } from './dom.ts'

export const HOSTILE_CSS = `html { font-size: 22px }
body { text-transform: uppercase; letter-spacing: 4px; line-height: 3; word-spacing: 6px; text-align: center;
  font-style: italic; font-weight: 300; color: #f0f; font-family: Georgia, serif }
* { box-sizing: content-box }`

const CSS_FILES: Record<string, string> = {
  bootstrap: 'node_modules/bootstrap/dist/css/bootstrap.min.css',
  bulma: 'node_modules/bulma/css/bulma.min.css',
}

export const THEMES = ['none', 'hostile', 'bootstrap', 'bulma'] as const
export type Theme = (typeof THEMES)[number]

/** A badge mode: its data-* attributes. `fallback` asks auto-detection, which cannot place a London visitor. */
export const MODES: Record<string, Record<string, string>> = {
  green: { substance: 'cbd', 'product-type': 'topicals', state: 'CO' },
  yellow: { substance: 'cbd', 'product-type': 'edibles', state: 'CO' },
  red: { substance: 'delta-8-thc', 'product-type': 'edibles', state: 'TX' },
  'age-gate': { substance: 'delta-9-thc', 'product-type': 'edibles', state: 'AL' },
  fallback: { substance: 'cbd', 'product-type': 'edibles', 'auto-detect-state': 'true' },
}

export interface BadgeStage {
  api: LiveApi
  browser: Browser
  /** The page with one badge of `mode` under `theme`; `extra` adds data-* attributes (without the prefix). */
  pageUrl(mode: string, theme: Theme, extra?: Record<string, string>): string
  close(): Promise<void>
}

const attributeText = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function pageHtml(api: string, key: string, theme: Theme, data: Record<string, string>): string {
  const style =
    theme === 'none'
      ? ''
      : theme === 'hostile'
        ? `<style>${HOSTILE_CSS}</style>`
        : `<link rel="stylesheet" href="/css/${theme}">`
  const attributes = Object.entries({ 'api-key': key, ...data })
    .map(([name, value]) => ` data-${name}="${attributeText(value)}"`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gummies</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${style}</head>
<body><main><h1>Hemp gummies</h1><p>Product text of the storefront.</p><div id="hempdata-widget"></div></main>
<script src="${api}/widget/v1/hempdata.js"${attributes}></script></body></html>`
}

/** The federal CBD topicals rule made unconditional (as an operator would), so one product is green. */
async function oneGreenProduct(api: LiveApi): Promise<void> {
  const key = await api.t.key('enterprise')
  const federal = (await api.t.get('/v1/states/US?substance=cbd&product_type=topicals', key)).body.data.regulations[0]
  const headers = { 'x-admin-key': ADMIN_SECRET, 'content-type': 'application/json' }
  const body = JSON.stringify({ reason: 'badge pictures: a federal rule without conditions', legal_status: 'legal' })
  const res = await api.t.request(`/ops/regulations/${federal.id}`, { method: 'PATCH', headers, body })
  if (res.status !== 200) throw new Error(`PATCH federal rule: ${res.status} ${res.text}`)
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await Bun.sleep(100)) {
    const check = await api.t.get('/v1/demo/compliance-check?state=CO&substance=cbd&product_type=topicals')
    if (check.body.data?.badge_color === 'green') return
  }
  throw new Error('CBD topicals in Colorado did not turn green')
}

export async function startBadgeStage(): Promise<BadgeStage> {
  await ensureWidgetBuilt()
  const api = await startApi(ADDRESSES.LONDON)
  await oneGreenProduct(api)
  const key = await publishableKey(api.t, 'enterprise')
  const pages = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const url = new URL(request.url)
      const css = CSS_FILES[url.pathname.replace('/css/', '')]
      if (url.pathname.startsWith('/css/') && css)
        return new Response(readFileSync(css), { headers: { 'content-type': 'text/css' } })
      const data = JSON.parse(url.searchParams.get('data') ?? '{}')
      const theme = (url.searchParams.get('theme') ?? 'none') as Theme
      return new Response(pageHtml(api.url, key, theme, data), { headers: { 'content-type': 'text/html' } })
    },
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  return {
    api,
    browser,
    pageUrl: (mode, theme, extra = {}) =>
      `http://127.0.0.1:${pages.port}/?theme=${theme}&data=${encodeURIComponent(JSON.stringify({ ...MODES[mode], ...extra }))}`,
    async close() {
      await browser.close()
      pages.stop(true)
      await api.stop()
    },
  }
}
