/**
 * Rate limits through faults, in a real HempData process serving from two HTTP threads with its
 * counters in a private Redis: forged keys from one address, then Redis stopped, started again and
 * frozen. Each phase checks that the process keeps one budget across its threads, and what the log
 * and /ops/metrics say. On the embedded database, or a fresh one on TEST_DATABASE_URL's server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { generateKey } from '../../../api/src/lib/keys.ts'
import { UNKNOWN_KEY_LOOKUPS_PER_MINUTE } from '../../../api/src/limits/rate-limits.ts'
import { startRedis, type RedisProcess } from '../../support/redis-process.ts'
import { startServer, type ServerProcess } from '../../support/server-process.ts'

const ADMIN = 'limits-faults-admin-secret'
const serverUrl = process.env.TEST_DATABASE_URL
const PREFIX = `hd_faults_${process.pid}_${Date.now().toString(36)}`
const FALLING_BACK = /Redis does not answer/g
const BACK = /Redis answers again after/g

interface Answer {
  status: number
  thread: string
  body: any
  headers: Headers
  ms: number
}

describe('rate limits of a two-thread process when Redis fails', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hempdata-limits-faults-'))
  const database = serverUrl ? new URL(serverUrl) : null
  if (database) database.pathname = `/${PREFIX}`
  let redis: RedisProcess
  let api: ServerProcess

  /** A request on a new connection, so the kernel picks a thread afresh. */
  async function fresh(path: string, headers: Record<string, string>): Promise<Answer> {
    const started = performance.now()
    const res = await fetch(`${api.url}${path}`, { keepalive: false, headers: { connection: 'close', ...headers } })
    const body = (await res.json()) as any
    // Request ids are the thread's random prefix and a counter.
    return {
      status: res.status,
      thread: (res.headers.get('x-request-id') ?? '').slice(0, 14),
      body,
      headers: res.headers,
      ms: performance.now() - started,
    }
  }

  const keyed = (key: string, path = '/v1/substances') => fresh(path, { authorization: `Bearer ${key}` })

  /** The status of a keyed request sent from another loopback address (the server sees it as the client's). */
  function statusFrom(localAddress: string, key: string): Promise<number> {
    const { hostname, port } = new URL(api.url)
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: hostname, port, localAddress, path: '/v1/substances', headers: { authorization: `Bearer ${key}` } },
        res => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      sent.on('error', reject)
      sent.end()
    })
  }

  async function ops(path: string, body: unknown): Promise<any> {
    const res = await fetch(`${api.url}/ops${path}`, {
      method: 'POST',
      headers: { 'x-admin-key': ADMIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return res.json()
  }

  /** A new account limited to `limit` requests a minute, and its key. */
  async function accountKey(limit: number): Promise<{ id: string; key: string }> {
    const account = await ops('/accounts', {
      name: `Limit ${limit}`,
      email: `limit-${limit}-${Math.random().toString(36).slice(2)}@example.com`,
      tier: 'enterprise',
      rate_limit_per_minute: limit,
    })
    return { id: account.data.id, key: (await ops(`/accounts/${account.data.id}/keys`, {})).data.key }
  }

  /** The rate limits /ops/metrics reports from each of the two threads. */
  async function fromBothThreads(): Promise<any[]> {
    const seen = new Map<string, any>()
    for (let i = 0; i < 100 && seen.size < 2; i++) {
      const answer = await fresh('/ops/metrics', { 'x-admin-key': ADMIN })
      expect(answer.status).toBe(200)
      seen.set(answer.thread, answer.body.data.rate_limits)
    }
    return [...seen.values()]
  }

  /** /ops/metrics from both threads; they must agree. */
  async function metrics(): Promise<any> {
    const [first, second] = await fromBothThreads()
    expect(second).toEqual(first)
    return first
  }

  /** /ops/metrics once both threads agree, else null: each sees Redis come back at its own next ask. */
  async function agreed(): Promise<any> {
    const [first, second] = await fromBothThreads()
    return Bun.deepEquals(first, second) ? first : null
  }

  async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
    const started = performance.now()
    while (performance.now() - started < timeoutMs) {
      if (await probe()) return performance.now() - started
      await Bun.sleep(50)
    }
    throw new Error(`condition not met within ${timeoutMs} ms`)
  }

  /** Sends `count` requests with `key` on new connections; both threads must have answered. */
  async function burst(key: string, count: number): Promise<Answer[]> {
    const answers: Answer[] = []
    for (let i = 0; i < count; i++) answers.push(await keyed(key))
    expect(new Set(answers.map(a => a.thread)).size).toBe(2)
    for (const refused of answers.filter(a => a.status !== 200))
      expect(refused.body.errors[0].code).toBe('RATE_LIMITED')
    return answers
  }

  const ok = (answers: Answer[]) => answers.filter(a => a.status === 200).length
  const lines = (pattern: RegExp) => api.output().match(pattern)?.length ?? 0

  beforeAll(async () => {
    redis = await startRedis()
    if (database) {
      const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} })
      await admin.unsafe(`create database ${PREFIX}`)
      await admin.end()
    }
    api = await startServer({
      ...(database ? { DATABASE_URL: database.toString() } : { HD_DATA_DIR: join(dir, 'data') }),
      HD_ADMIN_SECRET: ADMIN,
      HD_HTTP_THREADS: '2',
      HD_SEED_ON_START: 'false',
      REDIS_URL: redis.url,
      HD_RATE_LIMIT_PREFIX: PREFIX,
    })
    for (let i = 0; i < 100 && !api.output().includes('ready in'); i++) await Bun.sleep(100)
    expect(api.output()).toContain('2 HTTP threads')
  }, 60_000)

  afterAll(async () => {
    await api?.stop()
    await redis?.close()
    rmSync(dir, { recursive: true, force: true })
    if (database) {
      const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} })
      await admin.unsafe(`drop database if exists ${PREFIX} with (force)`)
      await admin.end()
    }
  })

  test('forged keys from one address: 20 lookups a minute across both threads, then 429 with Retry-After; a known key still works', async () => {
    const known = await accountKey(10_000)
    for (let i = 0; i < 20; i++) expect((await keyed(known.key)).status).toBe(200)
    const answers: Answer[] = []
    for (let i = 0; i < 200; i++) answers.push(await keyed(generateKey('secret', 'live')))
    expect(new Set(answers.map(a => a.thread)).size).toBe(2)
    const looked = answers.filter(a => a.status === 401)
    const refused = answers.filter(a => a.status === 429)
    expect(looked.length).toBe(UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
    expect(refused.length).toBe(200 - UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
    for (const answer of refused) {
      expect(answer.body.errors[0].code).toBe('RATE_LIMITED')
      expect(Number(answer.headers.get('retry-after'))).toBeWithin(1, 61)
    }
    // Counted in Redis, so every instance on it shares the budget; per address: another one is still looked up.
    expect(await redis.client().keys(`${PREFIX}:lookup:*`)).toHaveLength(1)
    for (let i = 0; i < 4; i++) expect(await statusFrom('127.0.0.2', generateKey('secret', 'live'))).toBe(401)
    expect(await redis.client().keys(`${PREFIX}:lookup:*`)).toHaveLength(2)
    const after = []
    for (let i = 0; i < 20; i++) after.push(await keyed(known.key))
    expect(after.every(a => a.status === 200)).toBe(true)
    expect(new Set(after.map(a => a.thread)).size).toBe(2)
  })

  test('with Redis answering, /ops/metrics shows the redis store and no fallback', async () => {
    expect(await metrics()).toEqual({
      store: 'redis',
      fallback: { active: false, since: null, engaged: 0, last_ended: null },
    })
    expect(lines(FALLING_BACK)).toBe(0)
  })

  test('Redis stopped: a 30-a-minute key gets 30 of 200 across both threads, one log line, and the fallback in /ops/metrics', async () => {
    const { key } = await accountKey(30)
    const stoppedAt = Date.now()
    await redis.stop()
    const answers = await burst(key, 200)
    expect(ok(answers)).toBe(30)
    expect(Math.max(...answers.map(a => a.ms))).toBeLessThan(1000)
    expect(lines(FALLING_BACK)).toBe(1)
    const m = await metrics()
    expect(m.store).toBe('redis')
    expect(m.fallback).toMatchObject({ active: true, engaged: 1, last_ended: null })
    expect(Date.parse(m.fallback.since)).toBeGreaterThanOrEqual(stoppedAt - 1000)
  }, 30_000)

  test('Redis started again: the process counts in Redis again within seconds, with one log line', async () => {
    await redis.start()
    const ms = await until(async () => (await agreed())?.fallback.active === false, 10_000)
    console.log(`back on Redis ${Math.round(ms)} ms after it answered again`)
    expect(lines(BACK)).toBe(1)
    const m = await metrics()
    expect(m.fallback).toMatchObject({ active: false, since: null, engaged: 1 })
    expect(m.fallback.last_ended).not.toBeNull()
    const { id, key } = await accountKey(5)
    expect(ok(await burst(key, 20))).toBe(5)
    expect(await redis.client().keys(`${PREFIX}:key:5:${id}`)).toHaveLength(1)
  }, 30_000)

  test('Redis frozen: requests are answered within a second, counted in memory, and Redis is used again once it thaws', async () => {
    const { key } = await accountKey(30)
    redis.freeze()
    try {
      const answers = await burst(key, 60)
      expect(ok(answers)).toBe(30)
      expect(Math.max(...answers.map(a => a.ms))).toBeLessThan(1000)
      expect((await metrics()).fallback).toMatchObject({ active: true, engaged: 2 })
    } finally {
      redis.thaw()
    }
    await until(async () => (await agreed())?.fallback.active === false, 10_000)
    expect(lines(FALLING_BACK)).toBe(2)
    expect(lines(BACK)).toBe(2)
  }, 30_000)
})
