/**
 * GET /v1/predictions/{state} sits behind a secret key and the standard rate-limited pipeline: keys
 * are checked before anything else, a starter plan reads only its states (cache hits included), and
 * the per-minute limit applies with its headers.
 */
import { describe, expect, test } from 'bun:test'
import { generateKey } from '../../../../api/src/lib/keys.ts'
import {
  account,
  bothVariants,
  expectError,
  expectOk,
  keyPerVariant,
  STARTER_STATES,
  VARIANTS,
  withoutRequestId,
} from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

for (const variant of VARIANTS) {
  describe(`${variant}: keys and scope`, () => {
    test('no key, an unknown key and a malformed one get the same 401, before the state or horizon is looked at', async () => {
      const t = apps[variant]
      const none = await t.get('/v1/predictions/ZZ?horizon_days=9999')
      expectError(none, 'UNAUTHORIZED')
      for (const key of [generateKey('secret', 'live'), 'hd_live_sk_short', 'not a key']) {
        const res = await t.get('/v1/predictions/ZZ?horizon_days=9999', key)
        expectError(res, 'UNAUTHORIZED')
        expect(withoutRequestId(res.body)).toEqual(withoutRequestId(none.body))
      }
    })

    test('X-API-Key is accepted like Bearer; a publishable key → 400 INVALID_KEY_TYPE', async () => {
      const t = apps[variant]
      expectOk(await t.get('/v1/predictions/CO', undefined, { 'x-api-key': keys[variant] }))
      const pk = await t.key('enterprise', { kind: 'publishable' })
      expectError(await t.get('/v1/predictions/CO', pk), 'INVALID_KEY_TYPE')
    })

    test('a deactivated key → 403 FORBIDDEN', async () => {
      const t = apps[variant]
      const a = await account(t, t.services.profile.topTier)
      expectOk(await t.get('/v1/predictions/CO', a.secret))
      await t.services.accounts.deactivateKey(a.keyId)
      expectError(await t.get('/v1/predictions/CO', a.secret), 'FORBIDDEN')
    })

    // Only the nested variant sells a plan limited to chosen states (starter).
    test.if(variant === 'nested')(
      'a starter plan reads the forecasts of its five states and the federal one, and no other, even when cached',
      async () => {
        const t = apps[variant]
        const wide = keys[variant]
        // Put Oregon's forecast in the cache with a key that may read it.
        expectOk(await t.get('/v1/predictions/OR', wide))
        const narrow = (await account(t, 'starter', { states: STARTER_STATES })).secret
        expectOk(await t.get('/v1/predictions/CO', narrow))
        expectOk(await t.get('/v1/predictions/US', narrow))
        const res = await t.get('/v1/predictions/OR', narrow)
        expectError(res, 'FORBIDDEN')
        expect(res.body.errors[0].message).toContain('OR')
        expect(res.text).not.toContain('change_probability')
      },
    )

    test('the per-minute limit applies: headers on every answer, then 429 RATE_LIMITED with Retry-After', async () => {
      const t = apps[variant]
      const limited = (await account(t, t.services.profile.topTier, { rateLimitPerMinute: 2 })).secret
      const first = await t.get('/v1/predictions/CO', limited)
      expectOk(first)
      expect(first.headers.get('ratelimit')).toContain('r=1')
      expectOk(await t.get('/v1/predictions/CO', limited))
      const over = await t.get('/v1/predictions/CO', limited)
      expectError(over, 'RATE_LIMITED')
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    })

    test('hostile path and query values are refused as validation errors, never echoed as data', async () => {
      const t = apps[variant]
      for (const path of [
        "/v1/predictions/'%3B?horizon_days=30",
        '/v1/predictions/CO?horizon_days=30%3Bdrop%20table%20prediction_cache',
        '/v1/predictions/%3Cs%3E',
      ]) {
        const res = await t.get(path, keys[variant])
        expectError(res, 'VALIDATION_ERROR')
      }
      // The cache table is intact.
      expectOk(await t.get('/v1/predictions/CO?horizon_days=30', keys[variant]))
    })
  })
}
