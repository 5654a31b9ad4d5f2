/**
 * verifyReceipt (Web Crypto, no dependencies) against receipts the service issued and the JWKS it
 * serves: a good receipt returns what it signed, each kind of forgery fails with its code, and a
 * receipt of a key replaced by a rotation still verifies while that key is published.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { CompactSign, generateKeyPair } from 'jose'
import {
  HempData,
  HempDataError,
  type ReceiptKeySet,
  type ReceiptVerificationCode,
  ReceiptVerificationError,
  verifyReceipt,
} from '../../sdk/src/index.ts'
import { account } from '../support/api.ts'
import { testApp, type TestApp } from '../support/app.ts'
import { inProcess } from '../support/sdk-in-process.ts'

let hd: TestApp
beforeAll(async () => {
  hd = await testApp()
}, 300_000)
afterAll(() => hd.close())

const request = {
  ship_to: { state: 'TX' },
  lines: [{ id: 'jar', substance: 'delta-9-thc', thc_mg_per_container: 0.3 }],
}
const result = { result: 'compliant', compliant: true, failure_codes: [], warning_codes: [] }
const issue = () =>
  hd.services.receipts.issueReceipt({ accountId: 'acct_sdk', request, result, asOf: '2026-12-01', dataVersion: '3' })
const served = async (): Promise<ReceiptKeySet> => (await hd.get('/.well-known/jwks.json')).body

async function refusal(jws: string, jwks: ReceiptKeySet): Promise<ReceiptVerificationCode> {
  try {
    await verifyReceipt(jws, jwks)
  } catch (error) {
    expect(error).toBeInstanceOf(ReceiptVerificationError)
    return (error as ReceiptVerificationError).code
  }
  throw new Error('the receipt verified')
}

const flip = (part: string, at: number) => {
  const bytes = Buffer.from(part, 'base64url')
  bytes[at] ^= 0x20
  return bytes.toString('base64url')
}

describe('verifyReceipt', () => {
  test('returns what the receipt signed, checked with the served JWKS', async () => {
    const receipt = await issue()
    const { kid, payload } = await verifyReceipt(receipt.jws, await served())
    expect(kid).toMatch(/^rkey_/)
    expect(payload).toMatchObject({ jti: receipt.id, sub: 'acct_sdk', as_of: '2026-12-01', data_version: '3' })
    expect(payload.issued_at).toBe(receipt.issued_at)
    expect(payload.request).toEqual(request)
    expect(payload.result).toEqual(result)
  })

  test('every changed byte of the payload or signature fails', async () => {
    const { jws } = await issue()
    const jwks = await served()
    const [header, payload, signature] = jws.split('.') as [string, string, string]
    const length = Buffer.from(payload, 'base64url').length
    for (let at = 0; at < length; at += 7)
      expect(await refusal(`${header}.${flip(payload, at)}.${signature}`, jwks)).toBe('INVALID_SIGNATURE')
    for (let at = 0; at < 64; at += 5)
      expect(await refusal(`${header}.${payload}.${flip(signature, at)}`, jwks)).toBe('INVALID_SIGNATURE')
  })

  test('names what is wrong: form, algorithm, key, payload', async () => {
    const { jws } = await issue()
    const jwks = await served()
    const [header, payload, signature] = jws.split('.') as [string, string, string]
    expect(await refusal('not.a-jws', jwks)).toBe('MALFORMED')
    expect(await refusal(`${header}.${payload}`, jwks)).toBe('MALFORMED')
    expect(await refusal(`${header}.${payload}.${signature}!`, jwks)).toBe('MALFORMED')
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: jwks.keys[0]!.kid })).toString('base64url')
    expect(await refusal(`${none}.${payload}.${signature}`, jwks)).toBe('UNSUPPORTED_ALGORITHM')
    expect(await refusal(jws, { keys: [] })).toBe('UNKNOWN_KEY')
    // Signed with a key HempData never published, under a published kid.
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    const forged = await new CompactSign(new TextEncoder().encode('{"jti":"rcp_x","as_of":"2026-12-01"}'))
      .setProtectedHeader({ alg: 'EdDSA', kid: jwks.keys[0]!.kid })
      .sign(stranger.privateKey)
    expect(await refusal(forged, jwks)).toBe('INVALID_SIGNATURE')
  })

  test('hd.compliance reads a stored verification and the published keys, and verifyReceipt checks it', async () => {
    const made = await account(hd, hd.services.profile.topTier)
    const receipt = await hd.services.receipts.issueReceipt({
      accountId: made.account.id,
      request,
      result,
      asOf: '2026-12-01',
      dataVersion: '3',
    })
    const sdk = new HempData(inProcess(hd, made.secret))
    const { data } = await sdk.compliance.verification(receipt.id)
    expect(data.receipt).toEqual(receipt)
    expect(data.request).toEqual(request)
    const { payload } = await verifyReceipt(data.receipt.jws, await sdk.compliance.receiptKeys())
    expect(payload.jti).toBe(receipt.id)
    const stranger = new HempData(inProcess(hd, await hd.key()))
    const refused = await stranger.compliance.verification(receipt.id).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HempDataError)
    expect((refused as HempDataError).code).toBe('NOT_FOUND')
  })

  test('hd.compliance.verify answers an order with a receipt that verifyReceipt checks against the answer', async () => {
    const made = await account(hd, hd.services.profile.topTier)
    const sdk = new HempData(inProcess(hd, made.secret))
    const order = {
      ship_to: { state: 'CO' },
      lines: [
        { id: 'jar', substance: 'delta-9-thc' as const, product_type: 'edibles' as const, thc_mg_per_container: 100 },
      ],
    }
    const { data } = await sdk.compliance.verify(order)
    expect(data.lines[0]!.id).toBe('jar')
    const { receipt, ...answer } = data
    const { payload } = await verifyReceipt(receipt.jws, await sdk.compliance.receiptKeys())
    expect(payload.result).toEqual(answer)
    expect(payload.request).toEqual(order)
    expect((await sdk.compliance.verification(receipt.id)).data.receipt).toEqual(receipt)
  })

  test('a receipt of a rotated key still verifies while its key is published', async () => {
    const before = await issue()
    const { retired } = await hd.services.receipts.keys.rotate(24)
    const after = await issue()
    const jwks = { keys: await hd.services.receipts.keys.published() }
    expect((await verifyReceipt(before.jws, jwks)).kid).toBe(retired!)
    expect((await verifyReceipt(after.jws, jwks)).kid).not.toBe(retired!)
    // Once the overlap has ended, only the current key is published.
    const current = { keys: jwks.keys.filter(key => key.kid !== retired) }
    expect(await refusal(before.jws, current)).toBe('UNKNOWN_KEY')
  })
})
