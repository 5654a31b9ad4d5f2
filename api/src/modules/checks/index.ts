/** POST /v1/widget/check, GET /v1/compliance/check and GET /v1/demo/compliance-check: one check, three audiences. */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { parseBody, readJsonBody } from '../../http/body.ts'
import { cachedEnvelope, cachedRead } from '../../http/respond.ts'
import { parseQuery } from '../../http/query.ts'
import { ApiError } from '../../lib/errors.ts'
import { normalizeProductType } from '../../http/params.ts'
import { assertStates } from '../../domain/access.ts'
import { charge } from '../../http/allowance.ts'
import { keyed, keyedRoute, keyless, type Authenticated } from '../../http/auth.ts'
import { describe } from '../../http/openapi.ts'
import { allowOrigin, assertOriginAllowed, preflight } from '../../http/cors.ts'
import { locateState } from './locate.ts'
import { complianceResult, demoResult, widgetResult } from './present.ts'
import { checkCompliance } from './service.ts'
import { checksModel } from './model.ts'

type Server = { requestIP(request: Request): { address: string } | null } | null | undefined

/** A check's body is three short fields; anything near this size is not one. */
const WIDGET_BODY_BYTES = 8 * 1024
const WIDGET_EXAMPLE = '{"substance": "cbd", "product_type": "edibles", "state": "TX"}'

interface WidgetBody {
  substance: string
  product_type: string
  state?: string
  [field: string]: unknown
}

export function checksModule(deps: AppDeps) {
  const { profile } = deps
  const { routes } = checksModel(profile)
  const ipField = profile.widget.ipField
  /** Gates and origin first: a caller the check refuses costs no body parsing. */
  function widgetCheck(
    request: Request,
    set: { headers: Record<string, string | number | undefined> },
    server: Server,
    who: Authenticated | null,
  ) {
    if (who) {
      const gate = profile.widget.gate(who.account.tier)
      if (gate) throw new ApiError(gate.code, gate.message)
      assertOriginAllowed(who.key.allowedOrigins, request.headers.get('origin'))
    }
    return readJsonBody(request, WIDGET_BODY_BYTES, WIDGET_EXAMPLE, body =>
      answerWidget(request, set, server, who, parseBody<WidgetBody>(routes.widget.body, body)),
    )
  }

  function answerWidget(
    request: Request,
    set: { headers: Record<string, string | number | undefined> },
    server: Server,
    who: Authenticated | null,
    input: WidgetBody,
  ) {
    const named =
      ipField && typeof input[ipField] === 'string'
        ? { field: ipField, address: String(input[ipField]).trim() }
        : undefined
    const located = locateState(deps, deps.store.current, { request, server, state: input.state, named })
    const productType = normalizeProductType(input.product_type)
    const footer = who ? profile.widget.footerHideable(who.account.tier) : null
    const key = `widget|${located.state}|${input.substance}|${productType}|${located.source}|${footer}`
    const answer = cachedEnvelope(deps, { request, set }, key, snapshot => {
      const outcome = checkCompliance(snapshot, { state: located.state, substance: input.substance, productType })
      const data = widgetResult(outcome, profile, located.source)
      return { data: footer === null ? data : { ...data, footer_hideable: footer } }
    })
    return who ? charge(deps, who, answer) : answer
  }

  return new Elysia({ name: 'hd-checks', prefix: '/v1' })
    .options('/widget/check', preflight(deps.security, 'POST, OPTIONS'), { detail: describe(routes.preflight) })
    .post(
      '/widget/check',
      ({ request, set, server }) => {
        // Before anything can fail: the page must be able to read our errors too.
        allowOrigin(request, set)
        const withKey = profile.widget.key === 'required' || request.headers.has('authorization')
        return withKey
          ? keyed(deps, { request, set }, { kind: 'publishable' }, who => widgetCheck(request, set, server, who))
          : keyless(deps, { request, set, server }, () => widgetCheck(request, set, server, null))
      },
      { parse: 'none', detail: describe(routes.widget) },
    )
    .get(
      '/compliance/check',
      keyedRoute(deps, { kind: 'secret', playground: routes.compliance.playground }, (who, { request, set }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, routes.compliance.query, (snapshot, q) => {
            const state = String(q.state).toUpperCase()
            assertStates(who.caller, [state])
            const outcome = checkCompliance(snapshot, {
              state,
              substance: String(q.substance),
              productType: normalizeProductType(String(q.product_type)),
            })
            return { data: complianceResult(outcome, profile) }
          }),
        ),
      ),
      { detail: describe(routes.compliance) },
    )
    .get(
      '/demo/compliance-check',
      ({ request, set, server }) => {
        allowOrigin(request, set)
        return keyless(deps, { request, set, server }, () => {
          const q = parseQuery(routes.demo.query, request.url)
          const located = locateState(deps, deps.store.current, {
            request,
            server,
            state: q.state as string | undefined,
          })
          const productType = normalizeProductType(String(q.product_type))
          return cachedEnvelope(
            deps,
            { request, set },
            `demo|${located.state}|${q.substance}|${productType}|${located.source}`,
            snapshot => {
              const outcome = checkCompliance(snapshot, {
                state: located.state,
                substance: String(q.substance),
                productType,
              })
              return { data: demoResult(outcome, profile, located.source) }
            },
          )
        })
      },
      { detail: describe(routes.demo) },
    )
}
