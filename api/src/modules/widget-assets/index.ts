/**
 * GET /widget/v1/{file}: the storefront script as built by Vite (widget/dist): the IIFE for a
 * script tag, the ES module, and their source maps. Read once, gzip-compressed once, served with a
 * strong ETag and a short public cache so a new release reaches storefronts within minutes while
 * revalidation costs one 304.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { Elysia, t } from 'elysia'
import { acceptsGzip } from '../../http/gzip.ts'
import { secure, type SecurityHeaders } from '../../http/security-headers.ts'
import { ApiError } from '../../lib/errors.ts'
import { describe } from '../../http/openapi.ts'
import { newRequestId } from '../../http/request-id.ts'
import { WIDGET_CACHE_CONTROL, widgetAssetRoutes } from './model.ts'

export const WIDGET_DIST = new URL('../../../../widget/dist/', import.meta.url).pathname

const FILES: Record<string, string> = {
  'hempdata.js': 'text/javascript; charset=utf-8',
  'hempdata.mjs': 'text/javascript; charset=utf-8',
  'hempdata.js.map': 'application/json; charset=utf-8',
  'hempdata.mjs.map': 'application/json; charset=utf-8',
}

export { WIDGET_CACHE_CONTROL }

interface Asset {
  body: Uint8Array
  gzip: Uint8Array
  etag: string
  type: string
}

function load(name: string, dist: string): Asset | null {
  const path = `${dist}${name}`
  if (!existsSync(path)) return null
  const body = readFileSync(path)
  return {
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    type: FILES[name],
  }
}

const matches = (header: string | null, etag: string): boolean =>
  !!header && (header.trim() === '*' || header.split(',').some(tag => tag.trim().replace(/^W\//, '') === etag))

export function widgetAssetsModule(security: SecurityHeaders, dist = WIDGET_DIST) {
  const assets = new Map<string, Asset>()
  return new Elysia({ name: 'hd-widget-assets' }).get(
    '/widget/v1/:file',
    ({ params, request, set }) => {
      if (!(params.file in FILES))
        throw new ApiError('NOT_FOUND', `No widget file ${params.file}. Files: ${Object.keys(FILES).join(', ')}.`)
      // Loaded on first request, so a build made after the server started is picked up.
      let asset = assets.get(params.file)
      if (!asset) {
        const loaded = load(params.file, dist)
        if (!loaded)
          throw new ApiError(
            'NOT_FOUND',
            'The widget is not built on this server. Run `npm run build:widget` (npm start does it when missing).',
          )
        assets.set(params.file, loaded)
        asset = loaded
      }
      secure(security, request, set.headers)
      set.headers['x-request-id'] = newRequestId()
      set.headers.etag = asset.etag
      set.headers['cache-control'] = WIDGET_CACHE_CONTROL
      set.headers.vary = 'Accept-Encoding'
      // Module scripts are fetched in CORS mode from the merchant's page.
      set.headers['access-control-allow-origin'] = '*'
      set.headers['cross-origin-resource-policy'] = 'cross-origin'
      if (matches(request.headers.get('if-none-match'), asset.etag)) {
        set.status = 304
        return null
      }
      // Only with a body: a 304 sends no representation metadata beyond what caching needs (RFC 9110 §15.4.5).
      set.headers['content-type'] = asset.type
      if (acceptsGzip(request.headers.get('accept-encoding'))) {
        set.headers['content-encoding'] = 'gzip'
        return asset.gzip
      }
      return asset.body
    },
    {
      params: t.Object({ file: t.String() }),
      detail: describe(widgetAssetRoutes.script),
    },
  )
}
