/** Regulations endpoints: who may call them, with which header, and which states they may see. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { generateKey } from '../../../../api/src/lib/keys.ts'
import type { TestApp } from '../../../support/app.ts'
import {
  bothVariants,
  expectError,
  expectOk,
  snapshotOf,
  STARTER_STATES,
  withoutRequestId,
} from '../../../support/api.ts'

const apps = bothVariants()

const regulationPaths = (t: TestApp, idOf: (uuid: string) => string) => {
  const uuid = snapshotOf(t).regulations.find(r => r.state === 'CO')!.id
  return [
    t === apps.column ? '/v1/regulations?state=CO' : '/v1/regulations',
    `/v1/regulations/${idOf(uuid)}`,
    '/v1/regulations/changelog',
    '/v1/regulations/compare?states=CO,TX',
  ]
}

describe('X-API-Key', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: accepted on every /v1/regulations endpoint`, async () => {
      const t = variant === 'nested' ? apps.nested : apps.column
      const key = await t.key('enterprise')
      for (const path of regulationPaths(t, uuid => (variant === 'nested' ? `reg_${uuid}` : uuid))) {
        expectOk(await t.request(path, { headers: { 'x-api-key': key } }))
      }
    })

    test(`${variant}: accepted on the other keyed endpoints too, answering as Bearer does`, async () => {
      const t = variant === 'nested' ? apps.nested : apps.column
      const key = await t.key('enterprise')
      const paths = ['/v1/states', '/v1/states/CO', '/v1/substances', '/v1/product-types', '/v1/predictions/CO']
      for (const path of [...paths, '/v1/answer?q=is%20delta-8%20legal&state=TX', '/v1/webhooks']) {
        const viaHeader = await t.request(path, { headers: { 'x-api-key': key } })
        const viaBearer = await t.get(path, key)
        expect(viaHeader.status).toBe(viaBearer.status)
        expectOk(viaHeader)
      }
    })
  }

  test('an unknown X-API-Key on regulations → 401', async () => {
    expectError(
      await apps.nested.request('/v1/regulations', { headers: { 'x-api-key': generateKey('secret', 'live') } }),
      'UNAUTHORIZED',
    )
    expectError(await apps.nested.request('/v1/regulations', { headers: { 'x-api-key': 'garbage' } }), 'UNAUTHORIZED')
  })

  test('a publishable key in X-API-Key → 400 INVALID_KEY_TYPE', async () => {
    const pk = await apps.nested.key('enterprise', { kind: 'publishable' })
    expectError(await apps.nested.request('/v1/regulations', { headers: { 'x-api-key': pk } }), 'INVALID_KEY_TYPE')
  })
})

describe('missing and bad keys on regulations', () => {
  test('no key, malformed key and unknown key give one identical 401', async () => {
    for (const path of regulationPaths(apps.nested, uuid => `reg_${uuid}`)) {
      const none = await apps.nested.get(path)
      expectError(none, 'UNAUTHORIZED')
      const malformed = await apps.nested.get(path, 'hd_live_sk_not-a-real-key')
      const unknown = await apps.nested.get(path, generateKey('secret', 'live'))
      const wrongScheme = await apps.nested.request(path, {
        headers: { authorization: `Basic ${generateKey('secret', 'live')}` },
      })
      for (const other of [malformed, unknown, wrongScheme]) {
        expectError(other, 'UNAUTHORIZED')
        expect(withoutRequestId(other.body)).toEqual(withoutRequestId(none.body))
      }
    }
  })

  test('a key with a broken checksum is refused even if its prefix is right', async () => {
    const key = await apps.nested.key('enterprise')
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')
    expectError(await apps.nested.get('/v1/regulations', tampered), 'UNAUTHORIZED')
  })

  test('a publishable key as Bearer → 400 INVALID_KEY_TYPE', async () => {
    const pk = await apps.column.key('enterprise', { kind: 'publishable' })
    expectError(await apps.column.get('/v1/regulations?state=CO', pk), 'INVALID_KEY_TYPE')
  })
})

describe('starter plan scope (nested, 5 chosen states)', () => {
  let key: string
  let outsideId: string
  beforeAll(async () => {
    key = await apps.nested.key('starter', { states: STARTER_STATES })
    outsideId = `reg_${snapshotOf(apps.nested).regulations.find(r => r.state === 'WA')!.id}`
  })

  const expectNamesStates = (res: { body: any }) => {
    const message: string = res.body.errors[0].message
    for (const state of STARTER_STATES) expect(message).toContain(state)
    expect(message).toContain('WA')
  }

  test('list with another state → 403 FORBIDDEN naming the plan’s states', async () => {
    const res = await apps.nested.get('/v1/regulations?state=WA', key)
    expectError(res, 'FORBIDDEN')
    expectNamesStates(res)
  })

  test('one record of another state → 403', async () => {
    const res = await apps.nested.get(`/v1/regulations/${outsideId}`, key)
    expectError(res, 'FORBIDDEN')
    expectNamesStates(res)
  })

  test('compare including another state → 403', async () => {
    const res = await apps.nested.get('/v1/regulations/compare?states=CO,WA', key)
    expectError(res, 'FORBIDDEN')
    expectNamesStates(res)
    expectOk(await apps.nested.get('/v1/regulations/compare?states=CO,TX', key))
  })

  test('changelog of another state → 403; without state only its states (and federal)', async () => {
    const res = await apps.nested.get('/v1/regulations/changelog?state=WA', key)
    expectError(res, 'FORBIDDEN')
    expectNamesStates(res)
    const own = expectOk(await apps.nested.get('/v1/regulations/changelog?per_page=100', key))
    for (const entry of own.data) expect([...STARTER_STATES, 'US']).toContain(entry.state)
  })

  test('state profile of another state → 403', async () => {
    const res = await apps.nested.get('/v1/states/WA', key)
    expectError(res, 'FORBIDDEN')
    expectNamesStates(res)
    expectOk(await apps.nested.get('/v1/states/CO', key))
  })

  test('a list without state never leaks another state', async () => {
    for (let page = 1; page <= 3; page++) {
      const body = expectOk(await apps.nested.get(`/v1/regulations?per_page=100&page=${page}`, key))
      for (const row of body.data) expect(STARTER_STATES).toContain(row.state)
    }
    const byStatus = expectOk(await apps.nested.get('/v1/regulations?legal_status=prohibited&per_page=100', key))
    for (const row of byStatus.data) expect(STARTER_STATES).toContain(row.state)
  })
})

describe('column tier gating of include_* parameters', () => {
  for (const tier of ['free', 'retailer', 'brand']) {
    test(`${tier}: include_sources/bills/changelog ignored, meta.upgrade_hint names enterprise`, async () => {
      const key = await apps.column.key(tier)
      const body = expectOk(
        await apps.column.get(
          '/v1/regulations?state=CO&include_sources=true&include_bills=true&include_changelog=true',
          key,
        ),
      )
      expect(body.meta.upgrade_hint).toContain('enterprise')
      for (const row of body.data) {
        expect(row).not.toHaveProperty('source_urls')
        expect(row).not.toHaveProperty('source_documents')
        expect(row).not.toHaveProperty('related_bills')
        expect(row).not.toHaveProperty('changelog')
      }
      const plain = expectOk(await apps.column.get('/v1/regulations?state=CO', key))
      expect(plain.meta).not.toHaveProperty('upgrade_hint')
    })
  }

  test('enterprise gets them and no hint', async () => {
    const key = await apps.column.key('enterprise')
    const body = expectOk(
      await apps.column.get('/v1/regulations?state=CO&include_sources=true&include_bills=true', key),
    )
    expect(body.meta).not.toHaveProperty('upgrade_hint')
    for (const row of body.data) {
      expect(Array.isArray(row.source_urls)).toBe(true)
      expect(Array.isArray(row.related_bills)).toBe(true)
    }
  })
})

describe('deactivation', () => {
  test('a deactivated key → 403 FORBIDDEN on regulations, also via X-API-Key', async () => {
    const account = await apps.nested.services.accounts.createAccount({
      name: 'Deact',
      email: `deact-${Date.now()}@example.com`,
      tier: 'enterprise',
    })
    const { key, secret } = await apps.nested.services.accounts.createKey(account.id)
    expectOk(await apps.nested.get('/v1/regulations', secret))
    await apps.nested.services.accounts.deactivateKey(key.id)
    expectError(await apps.nested.get('/v1/regulations', secret), 'FORBIDDEN')
    expectError(await apps.nested.request('/v1/regulations', { headers: { 'x-api-key': secret } }), 'FORBIDDEN')
  })
})
