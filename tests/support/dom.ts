/**
 * happy-dom as the page, with Bun's own networking kept: the widget's fetch goes over real HTTP to
 * a real HempData (in-process app behind Bun.serve), so nothing of ours is stubbed.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator'
import { testApp, type TestApp } from './app.ts'

export const PAGE_URL = 'http://shop.test/product'

/** Registers happy-dom globally but keeps Bun's fetch, Request, Response, Headers and URL. */
export function registerDom(url = PAGE_URL): void {
  const native = { fetch, Request, Response, Headers, URL, AbortController, AbortSignal, performance }
  // Script tags are only data for the loader here: happy-dom must not fetch or run them.
  GlobalRegistrator.register({
    url,
    settings: {
      disableCSSFileLoading: true,
      disableJavaScriptFileLoading: true,
      disableJavaScriptEvaluation: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  })
  Object.assign(globalThis, native)
}

export const unregisterDom = (): Promise<void> => GlobalRegistrator.unregister()

export interface LiveApi {
  t: TestApp
  url: string
  stop(): Promise<void>
}

/**
 * A real HempData on a local port. `visitor` plays the load balancer: it adds the visitor's address
 * as X-Forwarded-For, which the app trusts from loopback (HD_TRUSTED_PROXIES).
 */
export async function startApi(visitor?: string): Promise<LiveApi> {
  const t = await testApp({ variant: 'nested', env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      if (!visitor) return t.app.handle(request)
      const headers = new Headers(request.headers)
      headers.set('x-forwarded-for', visitor)
      return t.app.handle(new Request(request, { headers }))
    },
  })
  return {
    t,
    url: `http://127.0.0.1:${server.port}`,
    async stop() {
      server.stop(true)
      await t.close()
    },
  }
}

/** Resolves with the detail of the next `type` event on `target`. */
export function nextEvent(target: EventTarget, type: string, timeoutMs = 10_000): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs)
    target.addEventListener(
      type,
      event => {
        clearTimeout(timer)
        resolve((event as CustomEvent).detail)
      },
      { once: true },
    )
  })
}

/** Waits until `check` holds (rendering is asynchronous). */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise(r => setTimeout(r, 10))
  }
}
