/**
 * The API reference page HempData serves (/docs), with a Content-Security-Policy built from
 * the page itself: its inline scripts and styles are allowed by their hashes, nothing else inline
 * runs, and the pages cannot be framed.
 */
import { ScalarRender } from '@elysiajs/openapi/scalar'
import { contentSecurityPolicy, inlineHash } from '../../http/security-headers.ts'
import { SCALAR_VERSION, VIEWER_PATH } from './viewer-bundle.ts'

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
 * Everything comes from this service: the viewer bundle (viewer-bundle.ts), its styles (injected as
 * it runs, so styles may be inline), the document and "try it". Scalar's web fonts stay off
 * (the system's fonts instead), so the page reaches no other host and works offline.
 */
export function docsPage(info: { title: string; description?: string; version: string }, publicUrl: string): Page {
  const html = ScalarRender(info, {
    url: 'openapi.json',
    version: SCALAR_VERSION,
    cdn: VIEWER_PATH,
    withDefaultFonts: false,
    // Offline and self-contained: no hosted AI agent, no developer toolbar (share, deploy) pointing elsewhere.
    agent: { disabled: true },
    showDeveloperTools: 'never',
    _integration: 'elysiajs',
  } as never)
  const csp = contentSecurityPolicy({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inlineHashes(html, 'script')],
    'style-src': ["'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", new URL(publicUrl).origin],
    'worker-src': ['blob:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  })
  return { html, csp }
}
