/**
 * The signature headers: the Standard Webhooks known-answer vector, an independent verifier (the
 * `standardwebhooks` package) over what signing.ts makes, the contract's X-Service-Signature by hand
 * with node:crypto, and a secret rotation's overlap.
 */
import { describe, expect, test } from 'bun:test'
import { createHmac } from 'node:crypto'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { generateSigningSecret, serviceSignature, signatureHeaders } from '../../../api/src/webhooks/signing.ts'

/** standard-webhooks/standard-webhooks libraries/javascript/src/webhook.test.ts */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
}

const body = JSON.stringify({
  event_id: '7b0c1d7e-2f4a-4c7e-9a0b-3d1e5f6a7b8c',
  event_type: 'legal_status_changed',
  summary: 'Delta-8 → prohibited',
})
const eventId = '7b0c1d7e-2f4a-4c7e-9a0b-3d1e5f6a7b8c'

describe('Standard Webhooks', () => {
  test('the known-answer vector', () => {
    const headers = signatureHeaders({
      body: VECTOR.body,
      eventId: VECTOR.id,
      timestamp: new Date(VECTOR.timestamp * 1000),
      secrets: [VECTOR.secret],
    })
    expect(headers['webhook-signature']).toBe(VECTOR.signature)
    expect(headers['webhook-id']).toBe(VECTOR.id)
    expect(headers['webhook-timestamp']).toBe(String(VECTOR.timestamp))
  })

  test('the standardwebhooks package verifies what we sign, and refuses a changed body or a wrong secret', () => {
    const secret = generateSigningSecret()
    const headers = signatureHeaders({ body, eventId, timestamp: new Date(), secrets: [secret] })
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body))
    expect(() => new Webhook(secret).verify(body.replace('prohibited', 'legal'), headers)).toThrow(
      WebhookVerificationError,
    )
    expect(() => new Webhook(generateSigningSecret()).verify(body, headers)).toThrow(WebhookVerificationError)
  })

  test('timestamp is the attempt time in Unix seconds; the id is the event id, the same on every attempt', () => {
    const at = new Date('2026-03-01T12:00:00.999Z')
    const first = signatureHeaders({ body, eventId, timestamp: at, secrets: [generateSigningSecret()] })
    expect(first['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)))
    expect(first['webhook-id']).toBe(eventId)
  })

  test('a rotation overlap: one v1 signature per secret, each verifying on its own', () => {
    const [current, previous] = [generateSigningSecret(), generateSigningSecret()]
    const headers = signatureHeaders({ body, eventId, timestamp: new Date(), secrets: [current, previous] })
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2)
    for (const secret of [current, previous])
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body))
    // The contract's header is signed with the oldest secret, the one receivers had before the rotation.
    expect(headers['x-service-signature']).toBe(serviceSignature(body, previous))
  })
})

describe('X-Service-Signature (the contract)', () => {
  test('hex HMAC-SHA256 of the raw body, keyed with the secret as shown (whsec_ included)', () => {
    const secret = generateSigningSecret()
    const headers = signatureHeaders({ body, eventId, timestamp: new Date(), secrets: [secret] })
    expect(headers['x-service-signature']).toBe(createHmac('sha256', secret).update(body).digest('hex'))
    expect(headers['x-service-signature']).toMatch(/^[0-9a-f]{64}$/)
    expect(serviceSignature(body, secret.slice('whsec_'.length))).toBe(headers['x-service-signature'])
  })
})

describe('secrets and inputs', () => {
  test('secrets are whsec_ + base64 of 32 random bytes, all different', () => {
    const secrets = new Set(Array.from({ length: 50 }, generateSigningSecret))
    expect(secrets.size).toBe(50)
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32)
    }
  })

  test('refuses what would make an ambiguous or empty signature', () => {
    const timestamp = new Date()
    expect(() => signatureHeaders({ body, eventId, timestamp, secrets: [] })).toThrow('at least one signing secret')
    expect(() => signatureHeaders({ body, eventId: 'evt.1', timestamp, secrets: [generateSigningSecret()] })).toThrow(
      'event id',
    )
    expect(() => signatureHeaders({ body, eventId, timestamp, secrets: ['whsec_short'] })).toThrow('whsec_')
    expect(() =>
      signatureHeaders({ body, eventId, timestamp, secrets: ['whsec_not base64 at all, really not!'] }),
    ).toThrow('whsec_')
  })
})
