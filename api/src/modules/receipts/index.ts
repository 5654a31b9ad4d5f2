/**
 * The public side of verification receipts: GET /.well-known/jwks.json (keyless, cacheable: the
 * keys any JOSE library checks a receipt with) and GET /v1/compliance/verify/{receipt_id} (a stored
 * verification, for the account that asked). Receipts are issued by the verification route through
 * deps.receipts; the key set is read from the database at most once every few seconds.
 */
import { Elysia } from 'elysia'
import { keyedRoute, keyless } from '../../http/auth.ts'
import type { AppDeps } from '../../http/deps.ts'
import { ok } from '../../http/envelope.ts'
import { describe } from '../../http/openapi.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { secure } from '../../http/security-headers.ts'
import { ApiError } from '../../lib/errors.ts'
import type { PublicJwk } from '../../receipts/index.ts'
import { presentStored } from './present.ts'
import { JWKS_CACHE_CONTROL, RECEIPT_ID_PATTERN, receiptRoutes } from './model.ts'

const KEYS_FRESH_MS = 5_000
const RECEIPT_ID = new RegExp(RECEIPT_ID_PATTERN)

export function receiptsModule(deps: AppDeps) {
  let keys: { json: string; readAt: number } | null = null
  async function keySet(): Promise<string> {
    if (keys && Date.now() - keys.readAt < KEYS_FRESH_MS) return keys.json
    const published: PublicJwk[] = await deps.receipts.keys.published()
    keys = { json: JSON.stringify({ keys: published }), readAt: Date.now() }
    return keys.json
  }

  return new Elysia({ name: 'hd-receipts' })
    .get(
      '/.well-known/jwks.json',
      ({ request, set, server }) =>
        keyless(deps, { request, set, server }, async () => {
          const json = await keySet()
          secure(deps.security, request, set.headers)
          return new Response(json, {
            headers: {
              ...(set.headers as Record<string, string>),
              'content-type': 'application/jwk-set+json',
              'cache-control': JWKS_CACHE_CONTROL,
              'access-control-allow-origin': '*',
            },
          })
        }),
      { detail: describe(receiptRoutes.jwks) },
    )
    .get(
      '/v1/compliance/verify/:receipt_id',
      keyedRoute(deps, { kind: 'secret' }, async (who, { request, set, params }) => {
        set.headers['cache-control'] = 'no-store'
        const id = params.receipt_id ?? ''
        const stored = RECEIPT_ID.test(id) ? await deps.receipts.find(who.account.id, id) : null
        if (!stored) throw new ApiError('NOT_FOUND', `No verification with receipt id ${id} for this account.`)
        secure(deps.security, request, set.headers)
        return ok(presentStored(stored), requestIdOf(set))
      }),
      { detail: describe(receiptRoutes.stored) },
    )
}
