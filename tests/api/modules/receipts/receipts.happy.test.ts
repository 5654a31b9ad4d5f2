/**
 * The receipts' public side through HTTP, in both variants: the JWKS is keyless and cacheable and
 * verifies receipts with `jose` (before and after a rotation); a stored verification is read back by
 * the account that asked, and is 404 for any other account or an id that is not one.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose'
import { account } from '../../../support/api.ts'
import { testApp, type TestApp } from '../../../support/app.ts'

const order = {
  ship_to: { state: 'MN' },
  lines: [{ id: 'gummies', substance: 'delta-9-thc', product_type: 'edibles', thc_mg_per_container: 100 }],
}
const answer = { result: 'not_compliant', compliant: false, failure_codes: ['THC_PER_CONTAINER_EXCEEDED'] }

for (const variant of ['nested', 'column'] as const) {
  describe(`receipts over HTTP (${variant})`, () => {
    let hd: TestApp
    let key: string
    let accountId: string
    beforeAll(async () => {
      hd = await testApp({ variant })
      const made = await account(hd, hd.services.profile.topTier)
      key = made.secret
      accountId = made.account.id
    }, 300_000)
    afterAll(() => hd.close())

    const issue = () =>
      hd.services.receipts.issueReceipt({
        accountId,
        request: order,
        result: answer,
        asOf: '2026-11-28',
        dataVersion: '7',
      })
    const keySet = async () => {
      const res = await hd.get('/.well-known/jwks.json')
      expect(res.status).toBe(200)
      return createLocalJWKSet(res.body as JSONWebKeySet)
    }

    test('the JWKS is keyless, cacheable and verifies a receipt', async () => {
      const receipt = await issue()
      const res = await hd.get('/.well-known/jwks.json')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/jwk-set+json')
      expect(res.headers.get('cache-control')).toBe('public, max-age=300')
      expect(res.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })
      expect(JSON.stringify(res.body)).not.toContain('"d"')
      const { protectedHeader } = await compactVerify(receipt.jws, createLocalJWKSet(res.body))
      expect(protectedHeader.kid).toBe(res.body.keys[0].kid)
    })

    test('a stored verification reads back for its account only', async () => {
      const receipt = await issue()
      const res = await hd.get(`/v1/compliance/verify/${receipt.id}`, key)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body.data).toMatchObject({ ...answer, request: order, receipt })
      expect(Date.parse(res.body.data.keep_until)).toBeGreaterThan(Date.now() + 6.9 * 365 * 86_400_000)
      await compactVerify(res.body.data.receipt.jws, await keySet())

      const other = await hd.get(`/v1/compliance/verify/${receipt.id}`, await hd.key())
      expect(other.status).toBe(404)
      expect(other.body.errors[0].code).toBe('NOT_FOUND')
      for (const id of ['rcp_aaaaaaaaaaaaaaaaaaaaaaaa', 'nope', '%zz', `${receipt.id}x`]) {
        const res = await hd.get(`/v1/compliance/verify/${id}`, key)
        expect(res.status).toBe(404)
      }
      expect((await hd.get(`/v1/compliance/verify/${receipt.id}`)).status).toBe(401)
    })

    test('a verification answered by POST reads back by its receipt id, and its receipt signs that answer', async () => {
      const posted = await hd.request('/v1/compliance/verify', {
        method: 'POST',
        key,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order),
      })
      expect(posted.status).toBe(200)
      const { receipt, ...answered } = posted.body.data
      const stored = await hd.get(`/v1/compliance/verify/${receipt.id}`, key)
      expect(stored.status).toBe(200)
      expect(stored.body.data).toEqual({ ...answered, receipt, request: order, keep_until: expect.any(String) })
      const { payload } = await compactVerify(receipt.jws, await keySet())
      const signed = JSON.parse(new TextDecoder().decode(payload))
      expect(signed.result).toEqual(answered)
      expect(signed.request).toEqual(order)
      expect(signed).toMatchObject({
        jti: receipt.id,
        sub: accountId,
        as_of: answered.as_of,
        data_version: answered.data_version,
      })
      const other = await hd.get(`/v1/compliance/verify/${receipt.id}`, await hd.key())
      expect(other.status).toBe(404)
    })

    test('after a rotation the JWKS lists the new key first and still verifies older receipts', async () => {
      const before = await issue()
      const { kid, retired } = await hd.services.receipts.keys.rotate(1)
      const after = await issue()
      // The key set is read at most every 5 s.
      await Bun.sleep(5_100)
      const res = await hd.get('/.well-known/jwks.json')
      expect(res.body.keys.map((k: { kid: string }) => k.kid)).toEqual([kid, retired])
      const keys = createLocalJWKSet(res.body)
      expect((await compactVerify(before.jws, keys)).protectedHeader.kid).toBe(retired!)
      expect((await compactVerify(after.jws, keys)).protectedHeader.kid).toBe(kid)
    })
  })
}
