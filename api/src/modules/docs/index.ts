/** /openapi.json, the interactive reference at /docs, and /errors.json (the /errors page: accounts/home). */
import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { secure } from '../../http/security-headers.ts'
import { KEY_REGEX_SOURCE } from '../../lib/keys.ts'
import { SERVICE_VERSION } from '../status/index.ts'
import { SECURITY } from '../../http/openapi.ts'
import { refineDocument } from './document.ts'
import { errorsJson } from './errors-page.ts'
import { docsPage, type Page } from './pages.ts'

/** Pages for people and the document itself: open to all, and not operations of the API. */
const OPEN_PAGE = { hide: true, security: SECURITY.none }

type Set = { headers: Record<string, string | number | undefined> }

function html(page: Page, set: Set): string {
  set.headers['content-type'] = 'text/html; charset=utf-8'
  set.headers['content-security-policy'] = page.csp
  set.headers['cache-control'] = 'public, max-age=3600'
  return page.html
}

export function docsModule(deps: AppDeps) {
  const info = {
    title: `HempData API (${deps.profile.name} variant)`,
    version: SERVICE_VERSION,
    description: [
      'Hemp and cannabinoid compliance data for the 50 US states, DC and the federal layer: what may be sold where, with sources.',
      `This deployment serves the **${deps.profile.name}** interface variant; tiers: ${deps.profile.tiers.join(', ')}.`,
      'Errors are documented at [/errors](/errors). Keys look like `hd_live_sk_…` (secret) or `hd_live_pk_…` (publishable).',
    ].join('\n\n'),
    contact: { name: 'HempData', url: `${deps.env.publicUrl}/` },
    license: { name: 'HempData terms of service', url: `${deps.env.publicUrl}/docs` },
  }
  const documents = new WeakMap<object, unknown>()
  // The plugin builds its document once; it is refined once, on first request.
  const refined = (raw: unknown) => {
    if (raw === null || typeof raw !== 'object') return raw
    const known = documents.get(raw)
    if (known) return known
    const doc = refineDocument(raw)
    documents.set(raw, doc)
    return doc
  }
  const pages = { docs: docsPage(info, deps.env.publicUrl) }
  const module = new Elysia({ name: 'hd-docs' })
    .onAfterHandle(({ path, response, request, set }) => {
      secure(deps.security, request, set.headers)
      if (path === '/openapi.json') return refined(response)
    })
    .use(
      openapi({
        // The page is served below, with a Content-Security-Policy made for it.
        provider: null,
        specPath: '/openapi.json',
        // OPTIONS too: the widget check's CORS preflight is part of the contract a browser sees.
        // A path with a dot is documented like any other (/.well-known/jwks.json): the files served
        // for people (the dashboard's stylesheet and CSV) are hidden by their own detail.
        exclude: { paths: ['/docs', '/openapi.json', '/errors', '/errors.json'], staticFile: false, methods: [] },
        documentation: {
          info,
          servers: [{ url: deps.env.publicUrl }],
          components: {
            securitySchemes: {
              bearer: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'hd_live_sk_… or hd_test_sk_… (secret key)',
                description: `Secret key (\`hd_live_sk_…\`, \`hd_test_sk_…\`): server-side only. A publishable key here is refused with INVALID_KEY_TYPE. Keys match ${KEY_REGEX_SOURCE}; \`sk\` is the kind.`,
              },
              publishableKey: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'hd_live_pk_… or hd_test_pk_… (publishable key)',
                description:
                  'Publishable key (`hd_live_pk_…`): the storefront widget only; safe in page source. May carry an origin allow-list.',
              },
              apiKeyHeader: {
                type: 'apiKey',
                in: 'header',
                name: 'X-API-Key',
                description: 'A secret key in this header instead of Authorization: accepted on every keyed endpoint.',
              },
              adminKey: {
                type: 'apiKey',
                in: 'header',
                name: 'X-Admin-Key',
                description: 'Operator secret (HD_ADMIN_SECRET).',
              },
              playgroundKey: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'hd_demo_… (the published playground key)',
                description:
                  'The playground demo key, published on /playground: curated reads only, from allowed origins (exact match), capped per client address and globally.',
              },
              processorSignature: {
                type: 'apiKey',
                in: 'header',
                name: 'Stripe-Signature',
                description:
                  "Stripe's signature over the raw body with the endpoint secret (STRIPE_WEBHOOK_SECRET): sent by Stripe, not by clients.",
              },
            },
          },
        },
      }),
    )
    .get('/docs', ({ set }) => html(pages.docs, set), { detail: OPEN_PAGE })
    .get('/errors.json', () => errorsJson(), { detail: OPEN_PAGE })
  // The plugin mounts /openapi.json without a way to pass its detail: declared here, like the pages.
  for (const route of module.routes) if (route.path === '/openapi.json') route.hooks.detail = OPEN_PAGE
  return module
}
