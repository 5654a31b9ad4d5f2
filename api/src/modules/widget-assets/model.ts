/** The widget script route's spec: keyless, served with a short public cache. */
import { t } from 'elysia'
import type { RouteSpec } from '../../http/openapi.ts'

export const WIDGET_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

export const widgetAssetRoutes = {
  script: {
    tag: 'Widget',
    summary: 'The storefront widget script',
    description: [
      '`hempdata.js` (IIFE, for a classic script tag’s src), `hempdata.mjs` (ES module) and their `.map` source maps. See widget/README.md for the data-* attributes, events and --hd-* custom properties.',
      `Cache-Control: ${WIDGET_CACHE_CONTROL}; a strong ETag answers If-None-Match with 304. gzip when accepted.`,
    ].join('\n\n'),
    security: 'none',
    path: [{ name: 'file', description: 'hempdata.js, hempdata.mjs, hempdata.js.map or hempdata.mjs.map' }],
    okContent: {
      'text/javascript': { schema: t.String({ description: 'hempdata.js and hempdata.mjs' }) },
      'application/json': { schema: t.Object({}, { description: 'The source maps (.map)' }) },
    },
    conditional: true,
    errors: ['NOT_FOUND'],
  } satisfies RouteSpec,
}
