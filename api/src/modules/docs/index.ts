/** /openapi.json, the interactive reference at /docs, and the /errors page. */
import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps.ts'
import { KEY_REGEX_SOURCE } from '../../lib/keys.ts'
import { SERVICE_VERSION } from '../status/index.ts'
import { OWN_PARAMETERS } from './describe.ts'
import { errorsHtml, errorsJson } from './errors-page.ts'

type Operation = Record<string, unknown> & { parameters?: unknown[] }

/** Puts each route's own parameter list (see describe.ts) in place; idempotent. */
function placeParameters(document: unknown): void {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> } | null)?.paths
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const own = operation[OWN_PARAMETERS] as unknown[] | undefined
      if (!own) continue
      delete operation[OWN_PARAMETERS]
      if (own.length > 0) operation.parameters = own
    }
  }
}

export function docsModule(deps: AppDeps) {
  const html = errorsHtml()
  return new Elysia({ name: 'hd-docs' })
    .onAfterHandle(({ path, response }) => {
      if (path === '/openapi.json') placeParameters(response)
    })
    .use(
      openapi({
        path: '/docs',
        specPath: '/openapi.json',
        // A pinned reference UI, so the docs page does not change under us with a CDN "latest".
        scalar: { version: '1.72.1' },
        // OPTIONS too: the widget check's CORS preflight is part of the contract a browser sees.
        exclude: { paths: ['/docs', '/openapi.json', '/errors', '/errors.json'], staticFile: true, methods: [] },
        documentation: {
          info: {
            title: `HempData API (${deps.profile.name} variant)`,
            version: SERVICE_VERSION,
            description: [
              'Hemp and cannabinoid compliance data for the 50 US states, DC and the federal layer: what may be sold where, with sources.',
              `This deployment serves the **${deps.profile.name}** interface variant; tiers: ${deps.profile.tiers.join(', ')}.`,
              'Errors are documented at [/errors](/errors). Keys look like `hd_live_sk_…` (secret) or `hd_live_pk_…` (publishable).',
            ].join('\n\n'),
          },
          servers: [{ url: deps.env.publicUrl }],
          components: {
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer', description: `Secret key, pattern ${KEY_REGEX_SOURCE}` },
              publishableKey: { type: 'http', scheme: 'bearer', description: 'Publishable key (`hd_live_pk_…`): the storefront widget only; safe in page source. May carry an origin allow-list.' },
              apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Accepted on the regulations endpoints.' },
              adminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key', description: 'Operator secret (HD_ADMIN_SECRET).' },
            },
          },
        },
      }),
    )
    .get('/errors', ({ set }) => {
      set.headers['content-type'] = 'text/html; charset=utf-8'
      set.headers['cache-control'] = 'public, max-age=3600'
      return html
    })
    .get('/errors.json', () => errorsJson())
}
