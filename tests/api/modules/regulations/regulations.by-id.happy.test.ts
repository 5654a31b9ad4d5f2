/** GET /v1/regulations/{id} in both variants: the listed record, via Bearer and via X-API-Key. */
import { describe, expect, test } from 'bun:test'
import { bothVariants, expectOk, keyPerVariant } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

describe('nested GET /v1/regulations/{id}', () => {
  test('returns the record the list returned, via Bearer and via X-API-Key', async () => {
    const key = await apps.nested.key('enterprise')
    const listed = expectOk(await apps.nested.get('/v1/regulations?state=OR&substance=thca&product_type=flower', key))
      .data[0]
    const one = expectOk(await apps.nested.get(`/v1/regulations/${listed.id}`, key))
    expect(one.data).toEqual(listed)
    const viaHeader = expectOk(
      await apps.nested.request(`/v1/regulations/${listed.id}`, { headers: { 'x-api-key': key } }),
    )
    expect(viaHeader.data).toEqual(listed)
  })
})

describe('column GET /v1/regulations', () => {
  test('/v1/regulations/{uuid} returns the listed record', async () => {
    const listed = expectOk(
      await apps.column.get('/v1/regulations?state=WA&substance=cbg&product_type=topicals', keys.column),
    ).data[0]
    expect(expectOk(await apps.column.get(`/v1/regulations/${listed.id}`, keys.column)).data).toEqual(listed)
    expect(
      expectOk(await apps.column.request(`/v1/regulations/${listed.id}`, { headers: { 'x-api-key': keys.column } }))
        .data,
    ).toEqual(listed)
  })
})
