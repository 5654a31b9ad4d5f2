/**
 * Receipts issued by the service: they verify with `jose` against the published keys, a changed byte
 * fails, a rotated key keeps verifying its receipts through its overlap, and every receipt handed
 * back is stored, concurrent ones included.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { compactVerify, createLocalJWKSet } from 'jose'
import { receiptSigningKeys } from '../../../api/src/db/schema/index.ts'
import { canonicalJson } from '../../../api/src/receipts/index.ts'
import { testApp, type TestApp } from '../../support/app.ts'

let hd: TestApp
beforeAll(async () => {
  hd = await testApp()
}, 300_000)
afterAll(() => hd.close())

const input = (n = 0) => ({
  accountId: 'acct_receipttest',
  request: { ship_to: { state: 'TX' }, lines: [{ id: `l${n}`, substance: 'delta-9-thc', thc_mg_per_container: 100 }] },
  result: { result: 'not_compliant', compliant: false, failure_codes: ['THC_PER_CONTAINER_EXCEEDED'] },
  asOf: '2026-11-28',
  dataVersion: '42',
})

const jwks = async () => createLocalJWKSet({ keys: await hd.services.receipts.keys.published() })

describe('receipts', () => {
  test('a receipt verifies with jose and signs the canonical request and result', async () => {
    const receipt = await hd.services.receipts.issueReceipt(input())
    expect(receipt.id).toMatch(/^rcp_[a-z2-7]{24}$/)
    const { payload, protectedHeader } = await compactVerify(receipt.jws, await jwks())
    expect(protectedHeader.alg).toBe('EdDSA')
    expect(protectedHeader.kid).toMatch(/^rkey_/)
    const signed = JSON.parse(new TextDecoder().decode(payload))
    expect(signed).toMatchObject({ jti: receipt.id, sub: 'acct_receipttest', as_of: '2026-11-28', data_version: '42' })
    expect(signed.issued_at).toBe(receipt.issued_at)
    expect(canonicalJson(signed)).toBe(new TextDecoder().decode(payload))
    expect(signed.request).toEqual(input().request)
    expect(signed.result).toEqual(input().result)
  })

  test('a changed byte anywhere in the receipt fails', async () => {
    const { jws } = await hd.services.receipts.issueReceipt(input())
    const keys = await jwks()
    const [header, payload, signature] = jws.split('.')
    const flip = (part: string, at: number) => {
      const bytes = Buffer.from(part!, 'base64url')
      bytes[at] ^= 1
      return bytes.toString('base64url')
    }
    for (const forged of [
      `${header}.${flip(payload!, 10)}.${signature}`,
      `${header}.${flip(payload!, 200)}.${signature}`,
      `${header}.${payload}.${flip(signature!, 0)}`,
      `${header}.${payload}.${flip(signature!, 63)}`,
    ])
      await expect(compactVerify(forged, keys)).rejects.toThrow()
  })

  test('the private key is sealed at rest and opens only as its own key', async () => {
    await hd.services.receipts.issueReceipt(input())
    const list = await hd.services.database.db.select().from(receiptSigningKeys)
    expect(list.length).toBeGreaterThan(0)
    for (const row of list) {
      expect(row.sealedPrivateKey).toStartWith('sb1.')
      expect(Object.keys(row.publicJwk)).not.toContain('d')
      const opened = JSON.parse(hd.services.secretBox().open(row.sealedPrivateKey, `receipt_signing_key:${row.kid}`))
      expect(opened.x).toBe(row.publicJwk.x)
      expect(() => hd.services.secretBox().open(row.sealedPrivateKey, 'receipt_signing_key:other')).toThrow()
    }
  })

  test('a rotated key still verifies its receipts from the published keys, and new receipts use the new key', async () => {
    const before = await hd.services.receipts.issueReceipt(input())
    const { kid, retired } = await hd.services.receipts.keys.rotate(48)
    expect(retired).not.toBeNull()
    const after = await hd.services.receipts.issueReceipt(input())
    const keys = await jwks()
    expect((await compactVerify(before.jws, keys)).protectedHeader.kid).toBe(retired!)
    expect((await compactVerify(after.jws, keys)).protectedHeader.kid).toBe(kid)
    const published = await hd.services.receipts.keys.published()
    expect(published.map(key => key.kid)).toEqual([kid, retired!])
  })

  test('concurrent receipts are each stored before they are handed back', async () => {
    const receipts = await Promise.all(
      Array.from({ length: 200 }, (_, n) => hd.services.receipts.issueReceipt(input(n))),
    )
    expect(new Set(receipts.map(r => r.id)).size).toBe(200)
    for (const receipt of receipts.slice(0, 20)) {
      const stored = await hd.services.receipts.find('acct_receipttest', receipt.id)
      expect(stored?.jws).toBe(receipt.jws)
    }
    expect(await hd.services.receipts.find('acct_someoneelse', receipts[0]!.id)).toBeNull()
    const { total } = await hd.services.receipts.list('acct_receipttest', 10)
    expect(total).toBeGreaterThanOrEqual(200)
  })
})
