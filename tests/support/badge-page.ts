/**
 * The product page of the badge suites: happy-dom registered for the file, a real HempData located
 * in Colorado for the visitor, publishable keys of two tiers, and the merchant's embed snippet.
 * Call badgePage() at the top of a test file, before importing the widget.
 */
import { afterAll, beforeAll, beforeEach } from 'bun:test'
import { ADDRESSES, publishableKey } from './checks.ts'
import { registerDom, startApi, unregisterDom, type LiveApi } from './dom.ts'

export interface BadgePage {
  api: LiveApi
  keys: { professional: string; enterprise: string }
  /** Adds a container and the merchant's script tag for it, as pasted on a product page. */
  embed(data: Record<string, string>, container?: string, src?: string): HTMLElement
}

export function badgePage(): BadgePage {
  registerDom()
  const page: BadgePage = {
    api: undefined as unknown as LiveApi,
    keys: { professional: '', enterprise: '' },
    embed(data, container = data.container ?? 'hempdata-widget', src = `${page.api.url}/widget/v1/hempdata.js`) {
      const div = document.createElement('div')
      div.id = container
      document.body.append(div)
      const script = document.createElement('script')
      script.src = src
      for (const [name, value] of Object.entries(data)) script.dataset[name] = value
      document.body.append(script)
      return div
    },
  }
  beforeAll(async () => {
    page.api = await startApi(ADDRESSES.CO)
    page.keys.professional = await publishableKey(page.api.t, 'professional')
    page.keys.enterprise = await publishableKey(page.api.t, 'enterprise')
  }, 120_000)
  afterAll(async () => {
    // Badges whose check is still in flight settle (and emit their events) while this page's DOM is
    // still registered: not in the next file's window, where their events would be foreign.
    document.body.innerHTML = ''
    await Bun.sleep(100)
    await page.api?.stop()
    await Bun.sleep(100)
    await unregisterDom()
  })
  beforeEach(() => {
    document.body.innerHTML = ''
    localStorage.clear()
  })
  return page
}
