/** The check routes' specs, in the served variant's words: one per route, feeding both validation and the OpenAPI document. */
import { GEO_ATTRIBUTION } from '../../engines/geo/ip-database.ts'
import type { ErrorCode } from '../../lib/errors.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import { allowanceDocs } from '../docs/allowance.ts'
import { KEYED, PLAYGROUND_ERRORS, type RouteSpec } from '../../http/openapi.ts'
import { checkSchemas } from './schemas.ts'

const RULE = [
  'The answer is the more restrictive of the state’s rule and federal law for that substance and product type (a seller must satisfy both; not knowing is not permission).',
  'Badge: `green` legal under both layers, `yellow` legal with conditions, restricted or unclear, `red` prohibited or blocked. `restrictions` lists what a seller must still meet (age, THC limits, licences, testing, labeling, shipping).',
  'An age gate is required when a minimum buyer age applies and the product may be sold.',
].join(' ')

const DETECTION = [
  'When `state` is omitted the service detects it: from the CDN region header the deployment trusts (HD_GEO_REGION_HEADER, e.g. `CO` or `US-CO`), else from the client address (behind HD_TRUSTED_PROXIES, from X-Forwarded-For) in an offline IP database.',
  `${GEO_ATTRIBUTION}. Outside the 50 states and DC, or an address the database cannot place: 400 STATE_REQUIRED.`,
].join(' ')

export function checksModel(profile: VariantProfile) {
  const schemas = checkSchemas(profile)
  const keyed = profile.widget.key === 'required'
  const ipField = profile.widget.ipField
  // Tiers with a monthly allowance (the column variant's free tier) can run out.
  const quota = allowanceDocs(profile, 'product check')
  const allowance = quota.errors
  const widgetErrors: ErrorCode[] = [
    'VALIDATION_ERROR',
    'MISSING_FIELDS',
    'STATE_REQUIRED',
    'NOT_FOUND',
    'RATE_LIMITED',
    ...allowance,
    'UNAUTHORIZED',
    'FORBIDDEN',
    'INVALID_KEY_TYPE',
    'SERVICE_UNAVAILABLE',
    'INTERNAL_ERROR',
  ]
  const routes = {
    widget: {
      tag: 'Widget',
      summary: 'Check a product for the storefront badge',
      description: [
        keyed
          ? `Send a **publishable** key (\`hd_live_pk_…\`); ${profile.widget.gate('starter') ? 'the professional and enterprise tiers have the widget.' : ''} A secret key gets 400 INVALID_KEY_TYPE.`
          : 'No key needed (limited per client address: 120 a minute, X-Demo-IP-Limit and X-Demo-IP-Remaining). A publishable key may be sent: then its origin allow-list applies and `footer_hideable` says whether its tier may hide the footer.',
        'Browsers call this cross-origin: `OPTIONS` answers the preflight; every response, errors included, carries Access-Control-Allow-Origin. A key with allowed origins answers only pages on those origins (another Origin, or none: 403 FORBIDDEN).',
        RULE,
        DETECTION,
        ipField
          ? `\`${ipField}\` names the visitor’s address to locate instead of the caller’s (for a storefront server calling on a visitor’s behalf); a region header is then ignored.`
          : '',
        'Missing substance or product_type: 400 MISSING_FIELDS. `vape` is accepted for `vapes`. A body that is not JSON, or over 8 KiB: 400 VALIDATION_ERROR.',
        quota.note ? `With a key: ${quota.note}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      security: keyed ? 'publishable' : 'none-or-publishable',
      body: schemas.widgetBody,
      ok: schemas.widgetResponse,
      errors: widgetErrors,
      // A read with a body: it counts toward an allowance, and changes nothing anyone acts on.
      audit: false,
    } satisfies RouteSpec,
    preflight: {
      tag: 'Widget',
      summary: 'CORS preflight for the widget check',
      description:
        'Answers 204 with Access-Control-Allow-Methods (POST), -Headers (Authorization, Content-Type) and -Max-Age (7200). The origin allow-list of a key is enforced on the POST itself, where the key is known.',
      security: 'none',
      okStatus: 204,
      okContent: {},
      errors: [],
    } satisfies RouteSpec,
    compliance: {
      conditional: true,
      security: 'secret',
      tag: 'Checks',
      summary: 'Compliance check with reasons and citations',
      description: [
        'The widget’s answer for a server: needs a **secret** key. Adds both layers (`state_rule`, `federal_rule`), which decided (`decided_by`), `block_sale`, the `reasons` in plain words and the `citations` of both layers.',
        RULE,
        'A starter plan reads only its chosen states (403 FORBIDDEN otherwise).',
        ...(quota.note ? [quota.note] : []),
      ].join('\n\n'),
      query: schemas.complianceQuery,
      ok: schemas.complianceResponse,
      playground: true,
      errors: [...KEYED, ...PLAYGROUND_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND', ...allowance, 'SERVICE_UNAVAILABLE'],
    } satisfies RouteSpec,
    demo: {
      tag: 'Checks',
      summary: 'Public demo of the compliance check',
      description: [
        'No key; limited to 120 requests a minute per client address (X-Demo-IP-Limit, X-Demo-IP-Remaining). Callable from any web page (Access-Control-Allow-Origin).',
        'The widget’s answer marked `demo: true` with a `notice`; not legal advice.',
        RULE,
        DETECTION,
      ].join('\n\n'),
      security: 'none',
      query: schemas.demoQuery,
      ok: schemas.demoResponse,
      errors: ['VALIDATION_ERROR', 'STATE_REQUIRED', 'NOT_FOUND', 'RATE_LIMITED', 'INTERNAL_ERROR'],
    } satisfies RouteSpec,
  }
  return { schemas, routes }
}
