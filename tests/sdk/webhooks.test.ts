/**
 * verifyWebhook for receivers: the Standard Webhooks known-answer vector and that library's own
 * edge cases, what the service's signing.ts produces (both schemes, rotations), the error codes,
 * and the built package verifying on Node.
 */
import { describe, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { generateSigningSecret, signatureHeaders } from '../../api/src/webhooks/signing.ts'
import {
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookHeaders,
  type WebhookVerificationCode,
  WebhookVerificationError,
} from '../../sdk/src/index.ts'
import { buildSdk, SDK_DIR } from '../support/sdk-build.ts'

const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  body: '{"test": 2432232314}',
  headers: {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
}
const AT = { now: 1614265330 * 1000 }

async function refusal(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | string[],
  options?: VerifyWebhookOptions,
): Promise<WebhookVerificationCode> {
  try {
    await verifyWebhook(body, headers, secret, options)
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError)
    return (error as WebhookVerificationError).code
  }
  throw new Error('verified')
}

describe('the Standard Webhooks vector and its library tests', () => {
  test('verifies, with and without the whsec_ prefix', async () => {
    expect(await verifyWebhook<unknown>(VECTOR.body, VECTOR.headers, VECTOR.secret, AT)).toEqual({ test: 2432232314 })
    expect(await verifyWebhook<unknown>(VECTOR.body, VECTOR.headers, VECTOR.secret.slice(6), AT)).toEqual({
      test: 2432232314,
    })
  })

  test('a missing id, timestamp or signature is MISSING_SIGNATURE', async () => {
    for (const name of Object.keys(VECTOR.headers)) {
      const headers: Record<string, string> = { ...VECTOR.headers }
      delete headers[name]
      expect(await refusal(VECTOR.body, headers, VECTOR.secret, AT)).toBe('MISSING_SIGNATURE')
    }
  })

  test('a timestamp that is not Unix seconds is INVALID_TIMESTAMP', async () => {
    for (const timestamp of ['hello', '1614265330.5', '-1614265330', '']) {
      expect(await refusal(VECTOR.body, { ...VECTOR.headers, 'webhook-timestamp': timestamp }, VECTOR.secret, AT)).toBe(
        'INVALID_TIMESTAMP',
      )
    }
  })

  test('a truncated signature, a bare v1, and a changed body are INVALID_SIGNATURE', async () => {
    for (const signature of [
      VECTOR.headers['webhook-signature'].slice(0, -2),
      'v1,',
      'v1',
      'v2,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    ]) {
      expect(await refusal(VECTOR.body, { ...VECTOR.headers, 'webhook-signature': signature }, VECTOR.secret, AT)).toBe(
        'INVALID_SIGNATURE',
      )
    }
    expect(await refusal('{"test": 2432232315}', VECTOR.headers, VECTOR.secret, AT)).toBe('INVALID_SIGNATURE')
  })

  test('5 minutes is accepted either way; 5 minutes and 1 second is TIMESTAMP_OUT_OF_TOLERANCE, past or future', async () => {
    for (const offset of [-300, 300])
      await verifyWebhook(VECTOR.body, VECTOR.headers, VECTOR.secret, { now: AT.now + offset * 1000 })
    for (const offset of [-301, 301]) {
      expect(await refusal(VECTOR.body, VECTOR.headers, VECTOR.secret, { now: AT.now + offset * 1000 })).toBe(
        'TIMESTAMP_OUT_OF_TOLERANCE',
      )
    }
    expect(
      await refusal(VECTOR.body, VECTOR.headers, VECTOR.secret, {
        now: new Date(AT.now + 61_000),
        toleranceSeconds: 60,
      }),
    ).toBe('TIMESTAMP_OUT_OF_TOLERANCE')
  })

  test('several signatures: one valid entry among others is enough', async () => {
    const signature = `v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc= v2,abc ${VECTOR.headers['webhook-signature']} v1,junk`
    expect(
      await verifyWebhook<unknown>(
        VECTOR.body,
        { ...VECTOR.headers, 'webhook-signature': signature },
        VECTOR.secret,
        AT,
      ),
    ).toEqual({ test: 2432232314 })
  })
})

describe('what the service signs', () => {
  const body = JSON.stringify({
    event_id: 'c0ffee00-0000-4000-8000-000000000001',
    event_type: 'new_regulation',
    plain_english_summary: 'CO cbd edibles: is now tracked ✓',
  })
  const eventId = 'c0ffee00-0000-4000-8000-000000000001'
  const secret = generateSigningSecret()
  const signed = (secrets = [secret], timestamp = new Date()): Record<string, string> => ({
    ...signatureHeaders({ body, eventId, timestamp, secrets }),
  })

  test('both schemes verify; Fetch Headers, Node header objects of any case, strings and bytes', async () => {
    const headers = signed()
    const event = await verifyWebhook(body, new Headers(headers), secret)
    expect(event.event_id).toBe(eventId)
    const node = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), [value]]))
    expect(await verifyWebhook(new TextEncoder().encode(body), node, secret)).toEqual(JSON.parse(body))
    expect(await verifyWebhook(new TextEncoder().encode(body).buffer, headers, secret.slice(6))).toEqual(
      JSON.parse(body),
    )
    const legacy = { 'X-Service-Signature': headers['x-service-signature'] }
    expect(await verifyWebhook(body, legacy, secret)).toEqual(JSON.parse(body))
    expect(await verifyWebhook(body, legacy, secret.slice(6))).toEqual(JSON.parse(body))
  })

  test('the wrong secret or a changed body is INVALID_SIGNATURE in either scheme', async () => {
    const other = generateSigningSecret()
    const headers = signed()
    const legacy = { 'x-service-signature': headers['x-service-signature'] }
    for (const h of [headers, legacy]) {
      expect(await refusal(body, h, other)).toBe('INVALID_SIGNATURE')
      expect(await refusal(body.replace('tracked', 'banned'), h, secret)).toBe('INVALID_SIGNATURE')
      expect(await refusal(`${body} `, h, secret)).toBe('INVALID_SIGNATURE')
    }
  })

  test('when the Standard Webhooks headers are present they decide: a valid X-Service-Signature does not rescue a replay', async () => {
    const old = signed([secret], new Date(Date.now() - 3_600_000))
    expect(await refusal(body, old, secret)).toBe('TIMESTAMP_OUT_OF_TOLERANCE')
    // Stripping them falls back to the timeless scheme, unless the receiver requires a timestamp.
    const stripped = { 'x-service-signature': old['x-service-signature'] }
    expect(await verifyWebhook(body, stripped, secret)).toEqual(JSON.parse(body))
    expect(await refusal(body, stripped, secret, { requireTimestamp: true })).toBe('MISSING_SIGNATURE')
    expect(await verifyWebhook(body, signed(), secret, { requireTimestamp: true })).toEqual(JSON.parse(body))
  })

  test('a rotation: receivers holding either secret verify; a list of secrets covers X-Service-Signature', async () => {
    const next = generateSigningSecret()
    const headers = signed([next, secret])
    expect(await verifyWebhook(body, headers, next)).toEqual(JSON.parse(body))
    expect(await verifyWebhook(body, headers, secret)).toEqual(JSON.parse(body))
    const legacy = { 'x-service-signature': headers['x-service-signature'] }
    expect(await refusal(body, legacy, next)).toBe('INVALID_SIGNATURE')
    expect(await verifyWebhook(body, legacy, [next, secret])).toEqual(JSON.parse(body))
  })

  test('no signature, a bad secret, or a body that is not JSON each have their code', async () => {
    expect(await refusal(body, {}, secret)).toBe('MISSING_SIGNATURE')
    expect(await refusal(body, signed(), '')).toBe('INVALID_SECRET')
    expect(await refusal(body, signed(), [])).toBe('INVALID_SECRET')
    expect(await refusal(body, signed(), 'whsec_not*base64')).toBe('INVALID_SECRET')
    const text = 'not json'
    const headers = signatureHeaders({ body: text, eventId, timestamp: new Date(), secrets: [secret] })
    expect(await refusal(text, { ...headers }, secret)).toBe('INVALID_PAYLOAD')
  })
})

test('the built package verifies on Node.js with Web Crypto alone', async () => {
  await buildSdk()
  const secret = generateSigningSecret()
  const body = '{"event_id":"e-1","event_type":"bill_linked"}'
  const headers = signatureHeaders({ body, eventId: 'e-1', timestamp: new Date(), secrets: [secret] })
  const script = `
    const { verifyWebhook } = await import(${JSON.stringify(`${SDK_DIR}/dist/index.js`)})
    const event = await verifyWebhook(process.env.BODY, JSON.parse(process.env.HEADERS), process.env.SECRET)
    const refused = await verifyWebhook(process.env.BODY + ' ', JSON.parse(process.env.HEADERS), process.env.SECRET).catch((error) => error.code)
    console.log(JSON.stringify({ event, refused }))`
  const run = spawnSync('node', ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, BODY: body, HEADERS: JSON.stringify(headers), SECRET: secret },
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  expect(JSON.parse(run.stdout)).toEqual({ event: JSON.parse(body), refused: 'INVALID_SIGNATURE' })
})
