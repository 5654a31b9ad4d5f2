/** POST /v1/compliance/verify: an order verified per line against the law in force on its date, with a signed receipt. */
import { Elysia } from 'elysia'
import { assertStates } from '../../domain/access.ts'
import { verifyOrder } from '../../engines/verify/index.ts'
import { charge } from '../../http/allowance.ts'
import { keyedRoute } from '../../http/auth.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/deps.ts'
import { ok } from '../../http/envelope.ts'
import { describe } from '../../http/openapi.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { secure } from '../../http/security-headers.ts'
import { earliestAnswerable, recordsAsOf } from '../../snapshot/as-of.ts'
import { complianceRoutes, VERIFY_BODY_BYTES, VERIFY_EXAMPLE } from './model.ts'
import { readOrder } from './order-body.ts'
import { verificationResult } from './present.ts'

const today = (): string => new Date().toISOString().slice(0, 10)

export function complianceModule(deps: AppDeps) {
  const routes = complianceRoutes(deps.profile)
  return new Elysia({ name: 'hd-compliance', prefix: '/v1/compliance' }).post(
    '/verify',
    keyedRoute(deps, { kind: 'secret' }, (who, { request, set }) => {
      set.headers['cache-control'] = 'no-store'
      return readJsonBody(request, VERIFY_BODY_BYTES, VERIFY_EXAMPLE, async raw => {
        const snapshot = deps.store.current
        const { order, body } = readOrder(raw, today(), earliestAnswerable(snapshot))
        assertStates(who.caller, [order.state])
        const dataVersion = String(snapshot.version)
        const result = verificationResult(
          order,
          verifyOrder(recordsAsOf(snapshot, order.asOf), order),
          dataVersion,
          deps.profile,
        )
        // Counted once answered, before the receipt is stored: a refusal leaves no receipt behind.
        await charge(deps, who, null)
        const receipt = await deps.receipts.issueReceipt({
          accountId: who.account.id,
          request: body,
          result,
          asOf: order.asOf,
          dataVersion,
        })
        secure(deps.security, request, set.headers)
        return ok({ ...result, receipt }, requestIdOf(set))
      })
    }),
    { parse: 'none', detail: describe(routes.verify) },
  )
}
