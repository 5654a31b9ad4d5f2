/**
 * The storefront's static pages with the HempData address and publishable key filled in, as a
 * merchant's page would have them pasted. Used by `serve.ts` and by the end-to-end tests.
 */
import { readFileSync } from 'node:fs'

const here = new URL('.', import.meta.url).pathname
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/age-restricted.html': 'age-restricted.html',
}

export interface StorefrontOptions {
  /** HempData's base address, e.g. http://localhost:3000. */
  apiUrl: string
  /** A publishable key (hd_live_pk_…). */
  publishableKey: string
  port?: number
  hostname?: string
}

export function storefrontHtml(page: string, options: Pick<StorefrontOptions, 'apiUrl' | 'publishableKey'>): string {
  return readFileSync(`${here}${page}`, 'utf8')
    .replaceAll('__HEMPDATA_API__', options.apiUrl.replace(/\/$/, ''))
    .replaceAll('__HEMPDATA_KEY__', options.publishableKey)
}

export function startStorefront(options: StorefrontOptions) {
  return Bun.serve({
    port: options.port ?? 8080,
    hostname: options.hostname ?? '127.0.0.1',
    fetch(request) {
      const page = PAGES[new URL(request.url).pathname]
      if (!page) return new Response('Not found', { status: 404 })
      return new Response(storefrontHtml(page, options), { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
}
