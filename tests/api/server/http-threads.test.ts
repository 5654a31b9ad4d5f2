/**
 * One HempData process serving from two HTTP threads on one port, on the embedded database: both
 * threads answer, they count against one rate-limit budget, and a change or a revoked key made
 * through either is honoured by both within a second.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type ServerProcess } from '../../support/server-process.ts'

const ADMIN = 'http-threads-admin-secret'

describe('two HTTP threads in one process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hempdata-threads-'))
  let server: ServerProcess
  let key: string
  let keyId: string
  let limitedKey: string

  /** A request on a new connection, so the kernel picks a thread afresh; returns the status, the thread and the body. */
  async function fresh(path: string, bearer = key, init: RequestInit = {}) {
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      keepalive: false,
      headers: { connection: 'close', authorization: `Bearer ${bearer}`, ...init.headers },
    })
    const body = (await res.json()) as any
    // Request ids are the thread's random prefix and a counter.
    const thread = (res.headers.get('x-request-id') ?? '').slice(0, 14)
    return { status: res.status, thread, body }
  }

  /** Sends until both threads have answered, at most 200 times; every answer is checked by `expectation`. */
  async function fromBothThreads(
    path: string,
    bearer: string,
    expectation: (answer: Awaited<ReturnType<typeof fresh>>) => void,
  ) {
    const threads = new Set<string>()
    for (let i = 0; i < 200 && threads.size < 2; i++) {
      const answer = await fresh(path, bearer)
      expectation(answer)
      threads.add(answer.thread)
    }
    return threads
  }

  const ops = (path: string, body: unknown, method = 'POST') =>
    fetch(`${server.url}/ops${path}`, {
      method,
      headers: { 'x-admin-key': ADMIN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(r => r.json() as Promise<any>)

  beforeAll(async () => {
    server = await startServer(
      { HD_DATA_DIR: join(dir, 'data'), HD_ADMIN_SECRET: ADMIN, HD_HTTP_THREADS: '2' },
      180_000,
    )
    for (let i = 0; i < 100 && !server.output().includes('ready in'); i++) await Bun.sleep(100)
    expect(server.output()).toContain('2 HTTP threads')
    const account = await ops('/accounts', {
      name: 'Threads',
      email: 'threads@example.com',
      tier: 'enterprise',
      rate_limit_per_minute: 10_000,
    })
    const created = await ops(`/accounts/${account.data.id}/keys`, {})
    key = created.data.key
    keyId = created.data.id
    const limited = await ops('/accounts', {
      name: 'Limited',
      email: 'threads-limited@example.com',
      tier: 'enterprise',
      rate_limit_per_minute: 6,
    })
    limitedKey = (await ops(`/accounts/${limited.data.id}/keys`, {})).data.key
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  test('both threads answer reads, with request ids that never repeat', async () => {
    const ids = new Set<string>()
    const threads = await fromBothThreads('/v1/states/CO', key, answer => {
      expect(answer.status).toBe(200)
      expect(ids.has(answer.body.meta.request_id)).toBe(false)
      ids.add(answer.body.meta.request_id)
    })
    expect(threads.size).toBe(2)
  })

  test('both threads count against one budget: six requests a minute in all, not six each', async () => {
    const answers = []
    for (let i = 0; i < 40; i++) answers.push(await fresh('/v1/substances', limitedKey))
    expect(new Set(answers.map(a => a.thread)).size).toBe(2)
    expect(answers.filter(a => a.status === 200).length).toBe(6)
    expect(answers.filter(a => a.status === 429).every(a => a.body.errors[0].code === 'RATE_LIMITED')).toBe(true)
  })

  test('a change made through the operator API is served by both threads within a second', async () => {
    const list = (await fresh('/v1/regulations?state=CO&substance=delta-8-thc&product_type=edibles')).body
    const record = list.data[0]
    const next = record.legal_status === 'prohibited' ? 'restricted' : 'prohibited'
    const edit = await ops(
      `/regulations/${record.id}`,
      { reason: 'Thread propagation test', legal_status: next },
      'PATCH',
    )
    expect(edit.data.events.map((e: any) => e.event_type)).toContain('legal_status_changed')
    await Bun.sleep(1000)
    const threads = await fromBothThreads(`/v1/regulations/${record.id}`, key, answer =>
      expect(answer.body.data.legal_status).toBe(next),
    )
    expect(threads.size).toBe(2)
  })

  test('a revoked key is refused by both threads within a second', async () => {
    await ops(`/keys/${keyId}`, undefined, 'DELETE')
    await Bun.sleep(1000)
    const threads = await fromBothThreads('/v1/substances', key, answer => expect(answer.status).toBe(403))
    expect(threads.size).toBe(2)
  })
})
