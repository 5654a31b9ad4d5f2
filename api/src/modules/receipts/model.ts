/** Route specs of the receipts' public side: the key set that verifies them, and a stored verification. */
import { t } from 'elysia'
import { KEYED, type RouteSpec } from '../../http/openapi.ts'
import { dateTime, envelope, meta } from '../../http/schemas.ts'
import { verifyResponse } from '../compliance/schemas.ts'

export const RECEIPT_ID_PATTERN = '^rcp_[a-z2-7]{24}$'
export const JWKS_CACHE_CONTROL = 'public, max-age=300'

const TAG = 'Compliance'

export const jwk = t.Object({
  kty: t.Literal('OKP'),
  crv: t.Literal('Ed25519'),
  x: t.String({ description: 'The public key, base64url.' }),
  kid: t.String({ description: 'Named in the `kid` header of the receipts this key signed.' }),
  alg: t.Literal('EdDSA'),
  use: t.Literal('sig'),
})

export const receiptRoutes = {
  jwks: {
    security: 'none',
    tag: TAG,
    summary: 'Public keys that verify receipts (JWKS)',
    description: `No key. The Ed25519 keys of verification receipts as a JSON Web Key Set (RFC 7517), no envelope: the key that signs now, then keys replaced by a rotation until their overlap ends, so receipts signed just before a rotation still verify. Cache-Control: ${JWKS_CACHE_CONTROL}; a receipt whose \`kid\` is not in a cached copy means fetch it again. Any JOSE library verifies a receipt with it (jose: \`compactVerify(jws, createRemoteJWKSet(url))\`).`,
    ok: t.Object({ keys: t.Array(jwk) }),
    errors: ['RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  },
  stored: {
    security: 'secret',
    tag: TAG,
    summary: 'A stored verification, by its receipt id',
    description:
      "The verification as it was answered (the POST's `data`, with its `receipt`) and the `request` it answered, kept seven years from `issued_at`. Only the account that asked reads it: another account's receipt id is 404 NOT_FOUND, as is an id that is not one.",
    path: [{ name: 'receipt_id', description: 'The receipt id (`rcp_…`).', pattern: RECEIPT_ID_PATTERN }],
    ok: envelope(
      t.Composite([
        verifyResponse,
        t.Object({
          request: t.Unknown({ description: 'The request body the verification answered, as signed.' }),
          keep_until: dateTime(),
        }),
      ]),
      meta(),
    ),
    errors: [...KEYED, 'NOT_FOUND'],
  },
} satisfies Record<string, RouteSpec>
