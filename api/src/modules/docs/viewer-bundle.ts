/**
 * The reference viewer behind /docs: Scalar's standalone bundle (MIT), served by HempData itself from
 * the pinned npm package, so the docs work on a laptop with no internet and depend on no CDN.
 * Its file name carries the package version, so it is cached for a year and a release that moves
 * the pin changes the address the page asks for.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { Elysia, t } from 'elysia'
import { acceptsGzip } from '../../http/gzip.ts'
import { describe } from '../../http/openapi.ts'
import { secure, type SecurityHeaders } from '../../http/security-headers.ts'
import { ApiError } from '../../lib/errors.ts'

/** The package root, found through its main entry (its exports map does not list the browser build). */
const PACKAGE = join(dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference'))), '..')

export const SCALAR_VERSION: string = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')).version

/** The one self-contained build of the viewer (the ES build loads chunks next to it). */
const SOURCE = join(PACKAGE, 'dist/browser/standalone.js')

export const VIEWER_FILE = `scalar-api-reference-${SCALAR_VERSION}.js`
export const VIEWER_PATH = `/docs/assets/${VIEWER_FILE}`
export const VIEWER_CACHE_CONTROL = 'public, max-age=31536000, immutable'

interface Bundle {
  body: Uint8Array
  gzip: Uint8Array
}

/** 4.3 MB read and gzip-compressed (to 1.3 MB) on the first request, not at start: most starts never serve it. */
let bundle: Bundle | undefined
function load(): Bundle {
  if (!bundle) {
    const body = readFileSync(SOURCE)
    bundle = { body, gzip: gzipSync(body, { level: 6 }) }
  }
  return bundle
}

export function viewerBundleModule(security: SecurityHeaders) {
  return new Elysia({ name: 'hd-docs-viewer' }).get(
    '/docs/assets/:file',
    ({ params, request, set }) => {
      if (params.file !== VIEWER_FILE) throw new ApiError('NOT_FOUND', `No docs asset ${params.file}.`)
      const { body, gzip } = load()
      secure(security, request, set.headers)
      set.headers['content-type'] = 'text/javascript; charset=utf-8'
      set.headers['cache-control'] = VIEWER_CACHE_CONTROL
      set.headers.vary = 'Accept-Encoding'
      if (acceptsGzip(request.headers.get('accept-encoding'))) {
        set.headers['content-encoding'] = 'gzip'
        return gzip
      }
      return body
    },
    {
      params: t.Object({ file: t.String() }),
      detail: describe({
        tag: 'Docs',
        summary: 'The reference viewer behind /docs',
        description: `Scalar's standalone bundle, version in the file name (\`${VIEWER_FILE}\`). Cache-Control: ${VIEWER_CACHE_CONTROL}. gzip when accepted.`,
        security: 'none',
        path: [{ name: 'file', description: VIEWER_FILE }],
        okContent: { 'text/javascript': { schema: t.String() } },
        errors: ['NOT_FOUND'],
      }),
    },
  )
}
