/** GET /widget/v1/*: the built widget with cache headers, gzip, 304 and CORS for module scripts. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import {
  WIDGET_CACHE_CONTROL,
  WIDGET_DIST,
  widgetAssetsModule,
} from '../../../../api/src/modules/widget-assets/index.ts'
import { ensureWidgetBuilt } from '../../../../widget/ensure-built.ts'
import { variantApps, expectError } from '../../../support/api.ts'
import { errorHandling } from '../../../../api/src/http/errors.ts'
import { Elysia } from 'elysia'

const apps = variantApps(['nested'])
beforeAll(async () => {
  await ensureWidgetBuilt()
}, 60_000)

describe('GET /widget/v1/{file}', () => {
  for (const [file, type] of [
    ['hempdata.js', 'text/javascript'],
    ['hempdata.mjs', 'text/javascript'],
    ['hempdata.js.map', 'application/json'],
    ['hempdata.mjs.map', 'application/json'],
  ]) {
    test(`${file}: the built file, ${type}, public cache, strong ETag, CORS`, async () => {
      const res = await apps.nested.get(`/widget/v1/${file}`)
      expect(res.status).toBe(200)
      expect(res.text).toBe(readFileSync(`${WIDGET_DIST}${file}`, 'utf8'))
      expect(res.headers.get('content-type')).toStartWith(type)
      expect(res.headers.get('cache-control')).toBe(WIDGET_CACHE_CONTROL)
      expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
    })
  }

  test('the scripts point at their source maps', async () => {
    expect((await apps.nested.get('/widget/v1/hempdata.js')).text).toContain('//# sourceMappingURL=hempdata.js.map')
    expect((await apps.nested.get('/widget/v1/hempdata.mjs')).text).toContain('//# sourceMappingURL=hempdata.mjs.map')
  })

  test('If-None-Match with the ETag → 304 without a body or Content-Type (RFC 9110 §15.4.5); another tag → 200', async () => {
    const first = await apps.nested.get('/widget/v1/hempdata.js')
    const etag = first.headers.get('etag')!
    const again = await apps.nested.get('/widget/v1/hempdata.js', undefined, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('content-type')).toBeNull()
    expect(again.headers.get('cache-control')).toBe(WIDGET_CACHE_CONTROL)
    expect((await apps.nested.get('/widget/v1/hempdata.js', undefined, { 'if-none-match': '"other"' })).status).toBe(
      200,
    )
  })

  test('gzip when accepted, identical once inflated', async () => {
    const response = await apps.nested.app.handle(
      new Request('http://localhost/widget/v1/hempdata.js', { headers: { 'accept-encoding': 'gzip' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(gunzipSync(bytes).toString('utf8')).toBe(readFileSync(`${WIDGET_DIST}hempdata.js`, 'utf8'))
  })

  test('other files → 404 NOT_FOUND in the envelope', async () => {
    for (const file of ['index.html', '..%2Fpackage.json', 'hempdata.ts'])
      expectError(await apps.nested.get(`/widget/v1/${file}`), 'NOT_FOUND')
  })

  test('a server without a build says how to build it', async () => {
    const app = new Elysia()
      .use(errorHandling(apps.nested.services))
      .use(widgetAssetsModule(apps.nested.services.security, '/nonexistent/'))
    const res = await app.handle(new Request('http://localhost/widget/v1/hempdata.js'))
    expect(res.status).toBe(404)
    expect((await res.json()).errors[0].message).toContain('npm run build:widget')
  })
})
