/**
 * Two real HempData processes on one Postgres server: a change written through one is served by
 * the other within a second (NOTIFY → snapshot rebuild), a revoked key stops working on both,
 * and with Redis both instances draw on one rate-limit budget and one budget of unknown keys per address.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import postgres from 'postgres'
import { generateKey } from '../../../api/src/lib/keys.ts'
import { UNKNOWN_KEY_LOOKUPS_PER_MINUTE } from '../../../api/src/limits/rate-limits.ts'
import { startServer, type ServerProcess } from '../../support/server-process.ts'

const server = process.env.TEST_DATABASE_URL
const redis = process.env.TEST_REDIS_URL
const ADMIN = 'multi-instance-admin-secret'

async function until<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const value = await probe()
    if (value !== null) return { value, ms: performance.now() - started }
    await Bun.sleep(20)
  }
  throw new Error(`condition not met within ${timeoutMs} ms`)
}

describe.skipIf(!server)('two API processes on one database', () => {
  const name = `hd_multi_${process.pid}_${Date.now().toString(36)}`
  let a: ServerProcess
  let b: ServerProcess
  let key: string
  let keyId: string
  let limitedKey: string

  const call = (base: ServerProcess, path: string, init: RequestInit = {}, bearer = key) =>
    fetch(`${base.url}${path}`, { ...init, headers: { authorization: `Bearer ${bearer}`, ...init.headers } })
  const ops = (path: string, body: unknown, method = 'POST') =>
    fetch(`${a.url}/ops${path}`, {
      method,
      headers: { 'x-admin-key': ADMIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(r => r.json() as Promise<any>)

  beforeAll(async () => {
    const admin = postgres(server!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    await admin.end()
    const url = new URL(server!)
    url.pathname = `/${name}`
    const env = {
      DATABASE_URL: url.toString(),
      HD_ADMIN_SECRET: ADMIN,
      ...(redis ? { REDIS_URL: redis, HD_RATE_LIMIT_PREFIX: name } : {}),
    }
    a = await startServer(env)
    b = await startServer(env)
    const account = await ops('/accounts', {
      name: 'Two instances',
      email: `${name}@example.com`,
      tier: 'enterprise',
      rate_limit_per_minute: 10_000,
    })
    const created = await ops(`/accounts/${account.data.id}/keys`, {})
    key = created.data.key
    keyId = created.data.id
    const limited = await ops('/accounts', {
      name: 'Limited',
      email: `${name}-limited@example.com`,
      tier: 'enterprise',
      rate_limit_per_minute: 4,
    })
    limitedKey = (await ops(`/accounts/${limited.data.id}/keys`, {})).data.key
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    const admin = postgres(server!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  test('a change through one instance is served by the other within a second', async () => {
    const list = (await (
      await call(b, '/v1/regulations?state=CO&substance=delta-8-thc&product_type=edibles')
    ).json()) as any
    const record = list.data[0]
    const next = record.legal_status === 'prohibited' ? 'restricted' : 'prohibited'
    const edit = await ops(
      `/regulations/${record.id}`,
      { reason: 'Multi-instance propagation test', legal_status: next },
      'PATCH',
    )
    expect(edit.data.events.map((e: any) => e.event_type)).toContain('legal_status_changed')
    const seen = await until(async () => {
      const body = (await (await call(b, `/v1/regulations/${record.id}`)).json()) as any
      return body.data?.legal_status === next ? body : null
    }, 1000)
    console.log(`[snapshot] a change through one instance was served by the other after ${seen.ms.toFixed(0)} ms`)
    expect(seen.ms).toBeLessThan(1000)
    const changes = (await (await call(b, `/v1/regulations/changelog?regulation_id=${record.id}`)).json()) as any
    expect(changes.data[0].reason).toBe('Multi-instance propagation test')
  })

  test.skipIf(!redis)('with Redis, both instances share one rate-limit budget', async () => {
    // Four requests per minute for the account, whichever instance serves them.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? a : b, '/v1/states/CO', {}, limitedKey)).status)
    expect(statuses.filter(s => s === 200).length).toBe(4)
    expect(statuses.filter(s => s === 429).length).toBe(2)
  })

  test('a key revoked on one instance is refused by the other within a second', async () => {
    await ops(`/keys/${keyId}`, undefined, 'DELETE')
    const refused = await until(async () => ((await call(b, '/v1/substances')).status === 403 ? true : null), 1000)
    expect(refused.ms).toBeLessThan(1000)
  })

  // Last: it spends this address's budget of unknown keys for the minute.
  test.skipIf(!redis)(
    'with Redis, both instances share one budget of unknown-key lookups per client address',
    async () => {
      const statuses: number[] = []
      for (let i = 0; i < 60; i++)
        statuses.push((await call(i % 2 ? a : b, '/v1/substances', {}, generateKey('secret', 'live'))).status)
      expect(statuses.filter(s => s === 401).length).toBe(UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
      expect(statuses.filter(s => s === 429).length).toBe(60 - UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
    },
  )
})
