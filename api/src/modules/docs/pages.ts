/**
 * The HTML pages HempData serves (/docs and /errors), each with a Content-Security-Policy built from
 * the page itself: its inline scripts and styles are allowed by their hashes, nothing else inline
 * runs, and the pages cannot be framed.
 */
import { ScalarRender } from '@elysiajs/openapi/scalar'
import { contentSecurityPolicy, inlineHash } from '../../http/security-headers.ts'
import { errorsHtml } from './errors-page.ts'

/** A pinned reference UI, so the docs page does not change under us with a CDN "latest". */
export const SCALAR_VERSION = '1.72.1'
/** The pinned package on the CDN: its script and any file it loads next to it, nothing else there. */
const SCALAR_PACKAGE = `https://cdn.jsdelivr.net/npm/@scalar/api-reference@${SCALAR_VERSION}/`
const SCALAR_SCRIPT = `${SCALAR_PACKAGE}dist/browser/standalone.min.js`
/** The web fonts Scalar's stylesheet names. */
const SCALAR_FONTS = 'https://fonts.scalar.com'

export interface Page {
  html: string
  csp: string
}

/** The CSP sources of every inline `<tag>` of `html` (those without a src), by hash. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const inline = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g')
  return [...new Set([...html.matchAll(inline)].map(match => inlineHash(match[1])))]
}

/**
 * The interactive reference: Scalar's page as the OpenAPI plugin renders it, reading /openapi.json.
 * Scalar injects its own styles as it runs, so styles may be inline; scripts only from the pinned CDN
 * package and the page's own inline ones; requests only to this service (the document, "try it").
 */
export function docsPage(info: { title: string; description?: string; version: string }, publicUrl: string): Page {
  const html = ScalarRender(info, {
    url: 'openapi.json',
    version: SCALAR_VERSION,
    cdn: SCALAR_SCRIPT,
    _integration: 'elysiajs',
  } as never)
  const csp = contentSecurityPolicy({
    'default-src': ["'none'"],
    'script-src': [SCALAR_PACKAGE, ...inlineHashes(html, 'script')],
    'style-src': ["'unsafe-inline'"],
    'font-src': [SCALAR_FONTS, 'data:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", new URL(publicUrl).origin],
    'worker-src': ['blob:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  })
  return { html, csp }
}

/** The error reference every doc_url points into: its one inline stylesheet, nothing else. */
export function errorsPage(): Page {
  const html = errorsHtml()
  const csp = contentSecurityPolicy({
    'default-src': ["'none'"],
    'style-src': inlineHashes(html, 'style'),
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  })
  return { html, csp }
}
