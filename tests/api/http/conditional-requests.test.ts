/** Cached reads carry a weak ETag; a client that sends it back gets 304 until the data changes. */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { regulationId } from '../../../seeds/compile.ts'
import { ADMIN_SECRET, testApp, type TestApp } from '../../support/app.ts'

let t: TestApp
let key: string

beforeAll(async () => {
  t = await testApp()
  key = await t.key()
}, 120_000)

afterAll(() => t.close())

test('same read, same ETag; If-None-Match gives 304 without a body; a change gives a new ETag', async () => {
  const path = '/v1/regulations?state=NM&substance=cbd'
  const first = await t.get(path, key)
  const etag = first.headers.get('etag')!
  expect(etag).toMatch(/^W\/".+"$/)
  expect((await t.get(path, key)).headers.get('etag')).toBe(etag)
  expect((await t.get('/v1/regulations?state=NM&substance=cbg', key)).headers.get('etag')).not.toBe(etag)

  for (const header of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
    const res = await t.get(path, key, { 'if-none-match': header })
    expect(res.status).toBe(304)
    expect(res.text).toBe('')
    expect(res.headers.get('content-type')).toBeNull()
    expect(res.headers.get('x-request-id')).toStartWith('req_')
    expect(res.headers.get('ratelimit')).not.toBeNull()
  }
  expect((await t.get(path, key, { 'if-none-match': 'W/"stale"' })).status).toBe(200)

  const id = regulationId('NM', 'cbd', 'edibles')
  const edit = await t.request(`/ops/regulations/reg_${id}`, {
    method: 'PATCH',
    headers: { 'x-admin-key': ADMIN_SECRET, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Test: conditional requests', summary: 'Changed for the ETag test.' }),
  })
  expect(edit.status).toBe(200)
  await t.services.store.reload()
  const after = await t.get(path, key, { 'if-none-match': etag })
  expect(after.status).toBe(200)
  expect(after.headers.get('etag')).not.toBe(etag)
})
