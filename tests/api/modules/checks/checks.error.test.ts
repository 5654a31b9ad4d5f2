/** Bad input to the checks: the contract's codes, never a 500. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { ADDRESSES, checkApps, publishableKey, widgetCheck } from '../../../support/checks.ts'
import { expectError } from '../../../support/api.ts'

const apps = checkApps()
let pk = ''
let sk = ''

beforeAll(async () => {
  pk = await publishableKey(apps.nested, 'professional')
  sk = await apps.nested.key('enterprise')
})

describe('POST /v1/widget/check', () => {
  test('missing substance or product_type → 400 MISSING_FIELDS naming them', async () => {
    const res = await widgetCheck(apps.nested, { state: 'CO' }, { key: pk })
    expectError(res, 'MISSING_FIELDS')
    expect(res.body.errors[0].message).toBe('body: missing substance, product_type')
    expectError(await widgetCheck(apps.column, { substance: 'cbd', state: 'CO' }), 'MISSING_FIELDS')
  })

  const invalid: [string, unknown, string][] = [
    [
      'an unknown substance',
      { substance: 'kratom', product_type: 'edibles', state: 'CO' },
      'body.substance: expected one of',
    ],
    [
      'an unknown product type',
      { substance: 'cbd', product_type: 'candles', state: 'CO' },
      'body.product_type: expected one of',
    ],
    [
      'a malformed state',
      { substance: 'cbd', product_type: 'edibles', state: 'Colorado' },
      'body.state: expected a two-letter state code',
    ],
    [
      'a state code that is no state',
      { substance: 'cbd', product_type: 'edibles', state: 'ZZ' },
      'state: ZZ is not one of the 50 states or DC',
    ],
    [
      'the federal layer as a state',
      { substance: 'cbd', product_type: 'edibles', state: 'US' },
      'state: US is not one of the 50 states or DC',
    ],
    [
      'an unknown field',
      { substance: 'cbd', product_type: 'edibles', state: 'CO', zip: '80302' },
      'body.zip: unknown field',
    ],
    ['a number for a string', { substance: 7, product_type: 'edibles', state: 'CO' }, 'body.substance'],
    ['an array body', [1, 2], 'body: expected a JSON object'],
  ]
  for (const [what, body, message] of invalid) {
    test(`${what} → 400 VALIDATION_ERROR`, async () => {
      for (const [t, key] of [
        [apps.nested, pk],
        [apps.column, undefined],
      ] as const) {
        const res = await widgetCheck(t, body, { key })
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message).toContain(message)
      }
    })
  }

  test('a body that is not JSON → 400 VALIDATION_ERROR with an example; no body → 400', async () => {
    const broken = await widgetCheck(apps.nested, '{"substance":', { key: pk })
    expectError(broken, 'VALIDATION_ERROR')
    expect(broken.body.errors[0].message).toStartWith('body: not valid JSON; send {"substance"')
    expectError(await apps.nested.request('/v1/widget/check', { method: 'POST', key: pk }), 'VALIDATION_ERROR')
  })

  test('a body over 8 KiB → 400 VALIDATION_ERROR, declared or not', async () => {
    const padded = { substance: 'cbd', product_type: 'edibles', state: 'CO', note: 'x'.repeat(9 * 1024) }
    const res = await widgetCheck(apps.nested, padded, { key: pk })
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toBe('body: larger than 8 KiB')
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(padded)))
        controller.close()
      },
    })
    const streamed = await apps.nested.request('/v1/widget/check', {
      method: 'POST',
      key: pk,
      body: chunked as never,
      headers: { 'content-type': 'application/json' },
    })
    expectError(streamed, 'VALIDATION_ERROR')
    expect(streamed.body.errors[0].message).toBe('body: larger than 8 KiB')
  })

  test('a refused key is answered before the body is read', async () => {
    const res = await widgetCheck(apps.nested, '{"substance":', { key: 'hd_live_pk_unknownunknownunknownunknown1234' })
    expectError(res, 'UNAUTHORIZED')
  })

  test('column: ip_address that is not an address → 400 VALIDATION_ERROR naming it', async () => {
    const res = await widgetCheck(apps.column, { substance: 'cbd', product_type: 'edibles', ip_address: '999.1.1.1' })
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toBe('body.ip_address: expected an IPv4 or IPv6 address')
  })

  test('nested has no ip_address field', async () => {
    expectError(
      await widgetCheck(
        apps.nested,
        { substance: 'cbd', product_type: 'edibles', ip_address: ADDRESSES.CO },
        { key: pk },
      ),
      'VALIDATION_ERROR',
    )
  })

  const undetectable: [string, string | undefined][] = [
    ['a loopback caller', undefined],
    ['a London address', ADDRESSES.LONDON],
    ['a private address', ADDRESSES.PRIVATE],
  ]
  for (const [who, from] of undetectable) {
    test(`no state from ${who} → 400 STATE_REQUIRED`, async () => {
      const res = await widgetCheck(apps.nested, { substance: 'cbd', product_type: 'edibles' }, { key: pk, from })
      expectError(res, 'STATE_REQUIRED')
      expect(res.body.errors[0].message).toContain('Send state')
      expectError(
        await apps.column.get(
          '/v1/demo/compliance-check?substance=cbd&product_type=edibles',
          undefined,
          from ? { 'x-forwarded-for': from } : {},
        ),
        'STATE_REQUIRED',
      )
    })
  }

  test('column: an ip_address outside the US → 400 STATE_REQUIRED naming the address', async () => {
    const res = await widgetCheck(
      apps.column,
      { substance: 'cbd', product_type: 'edibles', ip_address: ADDRESSES.LONDON },
      { from: ADDRESSES.CO },
    )
    expectError(res, 'STATE_REQUIRED')
    expect(res.body.errors[0].message).toContain(ADDRESSES.LONDON)
  })
})

describe('GET /v1/compliance/check and the demo', () => {
  test('compliance: state, substance and product_type are required; unknown parameters are refused', async () => {
    for (const query of [
      'substance=cbd&product_type=edibles',
      'state=CO&product_type=edibles',
      'state=CO&substance=cbd',
      'state=CO&substance=cbd&product_type=edibles&zip=1',
      'state=Colorado&substance=cbd&product_type=edibles',
    ]) {
      expectError(await apps.nested.get(`/v1/compliance/check?${query}`, sk), 'VALIDATION_ERROR')
    }
    expectError(
      await apps.nested.get('/v1/compliance/check?state=CO&state=TX&substance=cbd&product_type=edibles', sk),
      'VALIDATION_ERROR',
    )
    expectError(
      await apps.nested.get('/v1/compliance/check?state=ZZ&substance=cbd&product_type=edibles', sk),
      'VALIDATION_ERROR',
    )
  })

  test('demo: substance and product_type are required and validated', async () => {
    for (const query of [
      'state=CO&product_type=edibles',
      'state=CO&substance=cbd',
      'state=CO&substance=hops&product_type=edibles',
      'state=CO&substance=cbd&product_type=edibles&x=1',
    ]) {
      expectError(await apps.nested.get(`/v1/demo/compliance-check?${query}`), 'VALIDATION_ERROR')
    }
  })

  test('demo: 120 requests a minute per address, then 429 RATE_LIMITED with Retry-After; another address is not affected', async () => {
    const t = apps.column
    const from = { 'x-forwarded-for': '203.0.113.7' }
    const url = '/v1/demo/compliance-check?state=CO&substance=cbd&product_type=edibles'
    for (let i = 0; i < 120; i++) expect((await t.get(url, undefined, from)).status).toBe(200)
    const limited = await t.get(url, undefined, from)
    expectError(limited, 'RATE_LIMITED')
    expect(limited.headers.get('x-demo-ip-remaining')).toBe('0')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await t.get(url, undefined, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200)
  })
})
