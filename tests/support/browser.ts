/**
 * The end-to-end stage: HempData as a real server process (fresh embedded database, behind a
 * "trusted proxy" so a visitor's address can be given as X-Forwarded-For), the storefront example on
 * its own origin, and Debian's Chromium driven by playwright-core.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startStorefront, storefrontHtml } from '../../examples/storefront/server.ts'
import { ensureWidgetBuilt } from '../../widget/ensure-built.ts'
import { freePort, startServer, type ServerProcess } from './server-process.ts'

export const CHROMIUM = '/usr/bin/chromium'
export const chromiumAvailable = existsSync(CHROMIUM)
export const ARTIFACTS = new URL('../e2e/artifacts/', import.meta.url).pathname
const ADMIN = 'e2e-admin-secret-0123456789'

export interface Stage {
  api: ServerProcess
  storefront: ReturnType<typeof startStorefront>
  storefrontUrl: string
  /** The same page with a change (`/no-denied-url`, `/api-down`), on a second origin the key allows. */
  variantsUrl: string
  /** The same page on an origin the key does not allow. */
  copycatUrl: string
  browser: Browser
  publishableKey: string
  secretKey: string
  close(): Promise<void>
}

async function ops(api: ServerProcess, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { 'x-admin-key': ADMIN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json.data
}

export async function startStage(): Promise<Stage> {
  await ensureWidgetBuilt()
  mkdirSync(ARTIFACTS, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'hempdata-e2e-'))
  const api = await startServer(
    { HD_DATA_DIR: dataDir, HD_ADMIN_SECRET: ADMIN, HD_TRUSTED_PROXIES: '127.0.0.1', HD_API_VARIANT: 'nested' },
    180_000,
  )
  // The page reads its options per request: the key is filled in once issued for the page's origin.
  const page = { apiUrl: api.url, publishableKey: '', port: 0 }
  const storefront = startStorefront(page)
  const storefrontUrl = `http://127.0.0.1:${storefront.port}`
  const down = `http://127.0.0.1:${await freePort()}`
  const variants: Record<string, (html: string) => string> = {
    '/no-denied-url': html => html.replace(/\s*data-age-gate-denied-url="[^"]*"/g, ''),
    // The script still comes from HempData; its checks go to an address where nothing listens.
    '/api-down': html => html.replaceAll('data-api-key=', `data-api-url="${down}" data-api-key=`),
    '/': html => html,
  }
  // Real servers on loopback: Chromium refuses a page it does not know to be local calling a local API.
  const pageServer = () =>
    Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch(request) {
        const variant = variants[new URL(request.url).pathname]
        if (!variant) return new Response('Not found', { status: 404 })
        return new Response(variant(storefrontHtml('index.html', page)), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      },
    })
  const variantsServer = pageServer()
  const copycatServer = pageServer()
  const variantsUrl = `http://127.0.0.1:${variantsServer.port}`
  const copycatUrl = `http://127.0.0.1:${copycatServer.port}`
  const account = await ops(api, 'POST', '/ops/accounts', {
    name: 'Hearth & Hemp',
    email: 'shop@hearth.example',
    tier: 'enterprise',
    rate_limit_per_minute: 100_000,
  })
  // The merchant's key only answers the storefront's origin.
  const publishableKey = (
    await ops(api, 'POST', `/ops/accounts/${account.id}/keys`, {
      kind: 'publishable',
      allowed_origins: [storefrontUrl, variantsUrl],
    })
  ).key
  const secretKey = (await ops(api, 'POST', `/ops/accounts/${account.id}/keys`, {})).key
  page.publishableKey = publishableKey
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  return {
    api,
    storefront,
    storefrontUrl,
    variantsUrl,
    copycatUrl,
    browser,
    publishableKey,
    secretKey,
    async close() {
      await browser.close().catch(() => {})
      storefront.stop(true)
      variantsServer.stop(true)
      copycatServer.stop(true)
      await api.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Nothing in the November 2026 data is green: every federal hemp rule carries conditions since
 * H.R. 5371 §781. To show a green badge from the running service, an operator sets the federal CBD
 * topicals rule to `legal` through /ops (the change service, as any edit), and the test waits for
 * the new snapshot.
 */
export async function federalCbdTopicalsLegal(stage: Stage): Promise<void> {
  const res = await fetch(`${stage.api.url}/v1/states/US?substance=cbd&product_type=topicals`, {
    headers: { authorization: `Bearer ${stage.secretKey}` },
  })
  const id = (await res.json()).data.regulations[0].id
  await ops(stage.api, 'PATCH', `/ops/regulations/${id}`, {
    reason: 'end-to-end test: a federal rule without conditions',
    legal_status: 'legal',
  })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const check = await fetch(
      `${stage.api.url}/v1/demo/compliance-check?state=CO&substance=cbd&product_type=topicals`,
    ).then(r => r.json())
    if (check.data?.badge_color === 'green') return
    await Bun.sleep(100)
  }
  throw new Error('the federal edit did not reach the snapshot')
}

export interface RecordedEvent {
  type: string
  container: string
  detail: any
}

/** A visitor from `address`: a browser context whose requests reach HempData through the trusted proxy. */
export async function visitor(
  stage: Stage,
  address: string,
): Promise<{ context: BrowserContext; page: Page; events: RecordedEvent[] }> {
  const context = await stage.browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': address },
    viewport: { width: 1100, height: 900 },
  })
  const events: RecordedEvent[] = []
  // Recorded in the test process, so events survive a navigation (the denied-URL redirect).
  await context.exposeFunction('__hdRecord', (event: RecordedEvent) => events.push(event))
  await context.addInitScript(() => {
    for (const type of ['service:loaded', 'service:age-confirmed', 'service:age-denied', 'service:error']) {
      document.addEventListener(
        type,
        event => {
          ;(window as any).__hdRecord({
            type,
            container: (event.target as HTMLElement).id,
            detail: (event as CustomEvent).detail,
          })
        },
        true,
      )
    }
  })
  const page = await context.newPage()
  return { context, page, events }
}

/** The element focused inside shadow roots, described as `tag.class`. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active ? `${active.tagName.toLowerCase()}.${active.className}` : 'none'
  })
}

export async function waitForEvents(
  events: RecordedEvent[],
  predicate: (events: RecordedEvent[]) => boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!predicate(events)) {
    if (Date.now() > deadline)
      throw new Error(`events not seen in time: ${JSON.stringify(events.map(e => `${e.type}@${e.container}`))}`)
    await Bun.sleep(20)
  }
}
