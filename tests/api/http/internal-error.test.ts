/** A defect on our side answers 500 INTERNAL_ERROR in the envelope, without internals, and is logged. */
import { afterAll, beforeAll, expect, spyOn, test } from 'bun:test'
import { testApp, type TestApp } from '../../support/app.ts'

let t: TestApp
let key: string

beforeAll(async () => {
  t = await testApp()
  key = await t.key()
}, 120_000)

afterAll(() => t.close())

test('an unhandled exception gives 500 INTERNAL_ERROR with no stack, SQL or message leaked', async () => {
  const store = t.services.store
  const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(store), 'current')!
  Object.defineProperty(store, 'current', {
    get: () => {
      throw new TypeError('secret internal detail at /srv/hempdata/api')
    },
    configurable: true,
  })
  const logged = spyOn(console, 'error').mockImplementation(() => {})
  try {
    const res = await t.get('/v1/substances', key)
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({ success: false, data: null, errors: [{ code: 'INTERNAL_ERROR' }] })
    expect(res.text).not.toContain('secret internal detail')
    expect(res.text).not.toContain('/srv/')
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.request_id)
    expect(logged).toHaveBeenCalled()
  } finally {
    logged.mockRestore()
    Object.defineProperty(store, 'current', original)
    delete (store as unknown as Record<string, unknown>).current
  }
  expect((await t.get('/v1/substances', key)).status).toBe(200)
})

test('a body over 1 MiB is refused in the envelope before it is parsed', async () => {
  const res = await t.request('/ops/accounts', {
    method: 'POST',
    headers: {
      'x-admin-key': 'test-admin-secret-0123456789',
      'content-type': 'application/json',
      'content-length': String(2 * 1024 * 1024),
    },
    body: `{"name":"${'a'.repeat(2 * 1024 * 1024 - 11)}"}`,
  })
  expect(res.status).toBe(400)
  expect(res.body.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', message: 'body: larger than 1 MiB' })
})
