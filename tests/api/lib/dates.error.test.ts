/**
 * Dates and date-times, wherever they are accepted: strict ISO 8601 (RFC 3339 for date-times), real
 * calendar dates only, and 400 VALIDATION_ERROR naming the parameter for anything else — never a
 * 500 (a quoted value used to pass validation and then fail to parse), never a silently rolled-over date.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import { isIsoDate, isIsoDateTime, utcInstant } from '../../../api/src/lib/dates.ts'
import { adminHeaders, bothVariants, expectError } from '../../support/api.ts'

const apps = bothVariants()
const keys = { nested: '', column: '' }
beforeAll(async () => {
  keys.nested = await apps.nested.key('enterprise')
  keys.column = await apps.column.key('enterprise')
})

/** Refused as a date-time: quoted, other notations, impossible dates and times, lower case, out of range. */
const BAD_DATE_TIMES = [
  '"2026-01-01T00:00:00Z"',
  "'2026-01-01T00:00:00Z'",
  '01/02/2026',
  '2026/01/02',
  '2026-02-30T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T23:60:00Z',
  '2026-01-01T23:59:60Z',
  '2026-01-01T00:00:00',
  '2026-01-01T00:00Z',
  '2026-01-01 00:00:00Z',
  '2026-01-01t00:00:00z',
  '2026-01-01T00:00:00+2400',
  '2026-01-01T00:00:00+24:00',
  '2026-01-01T00:00:00.Z',
  '2026-01-01T00:00:00.1234567890Z',
  ' 2026-01-01T00:00:00Z',
  '2026-01-01T00:00:00Z ',
  '+02026-01-01T00:00:00Z',
  '9999-12-31T23:59:59-01:00',
  '2026-01-01',
  'Thu Jan 01 2026 00:00:00 GMT+0000',
  '1767225600',
  '',
]
const GOOD_DATE_TIMES = [
  '2026-01-01T00:00:00Z',
  '2028-02-29T12:30:45Z',
  '2026-01-01T00:00:00.5Z',
  '2026-01-01T00:00:00.123456789+05:30',
  '2026-06-30T23:59:59-08:00',
]
const BAD_DATES = [
  '"2026-01-01"',
  '01/02/2026',
  '2026-02-30',
  '2026-02-29',
  '2026-00-10',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  '',
]
const GOOD_DATES = ['2026-01-01', '2028-02-29', '2000-02-29', '2026-12-31']

describe('the formats themselves', () => {
  test('date-time: RFC 3339 with a real date and time, Z or an offset, optional fraction', () => {
    for (const value of GOOD_DATE_TIMES) expect(isIsoDateTime(value), value).toBe(true)
    for (const value of BAD_DATE_TIMES) expect(isIsoDateTime(value), value).toBe(false)
  })

  test('date: a real calendar date YYYY-MM-DD (1900 was not a leap year, 2000 was)', () => {
    for (const value of GOOD_DATES) expect(isIsoDate(value), value).toBe(true)
    for (const value of [...BAD_DATES, '1900-02-29']) expect(isIsoDate(value), value).toBe(false)
  })

  test('an accepted date-time converts to the UTC instant it names', () => {
    expect(utcInstant('2026-01-01T05:30:00.123456789+05:30')).toBe('2026-01-01T00:00:00.123Z')
  })
})

describe('query parameters answer 400 naming the parameter, never 500', () => {
  const nestedCases = [
    ['/v1/regulations', 'verified_after'],
    ['/v1/regulations/changelog', 'since'],
    ['/v1/regulations/changelog', 'until'],
  ] as const
  for (const [path, param] of nestedCases) {
    test(`nested ${path}?${param}=…`, async () => {
      for (const value of BAD_DATE_TIMES) {
        const res = await apps.nested.get(`${path}?${param}=${encodeURIComponent(value)}`, keys.nested)
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message, value).toContain(`query.${param}`)
      }
      for (const value of GOOD_DATE_TIMES) {
        expect(
          (await apps.nested.get(`${path}?${param}=${encodeURIComponent(value)}`, keys.nested)).status,
          value,
        ).toBe(200)
      }
    })
  }

  test('the reported value: a quoted date-time in verified_after', async () => {
    const res = await apps.nested.get('/v1/regulations?verified_after=%222026-01-01T00:00:00Z%22', keys.nested)
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toStartWith('query.verified_after: expected an ISO 8601 date-time')
  })

  test('column /v1/regulations?verified_after=… (a date)', async () => {
    for (const value of BAD_DATES) {
      const res = await apps.column.get(
        `/v1/regulations?state=CO&verified_after=${encodeURIComponent(value)}`,
        keys.column,
      )
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message, value).toContain('query.verified_after')
    }
    for (const value of GOOD_DATES) {
      expect(
        (await apps.column.get(`/v1/regulations?state=CO&verified_after=${value}`, keys.column)).status,
        value,
      ).toBe(200)
    }
  })

  test('the OpenAPI document says which forms are accepted', async () => {
    for (const variant of ['nested', 'column'] as const) {
      const doc = (await apps[variant].get('/openapi.json')).body
      const param = doc.paths['/v1/regulations'].get.parameters.find(
        (p: { name: string }) => p.name === 'verified_after',
      )
      expect(param.description).toContain(variant === 'nested' ? 'RFC 3339' : 'YYYY-MM-DD')
      expect(param.schema.format).toBe(variant === 'nested' ? 'date-time' : 'date')
    }
  })
})

describe('/ops regulation edits: changed_at, effective_date, expiry_date and details.enforcementDate', () => {
  const edit = (body: Record<string, unknown>) => {
    const id = `reg_${apps.nested.services.store.current.regulations[0].id}`
    return apps.nested.request(`/ops/regulations/${id}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ reason: 'date validation test', ...body }),
    })
  }

  test('bad values are refused naming the field, and nothing is written', async () => {
    const before = apps.nested.services.store.current.changes.length
    const cases: [string, unknown][] = [
      ...BAD_DATE_TIMES.map(value => ['changed_at', value] as [string, unknown]),
      ...BAD_DATES.map(value => ['effective_date', value] as [string, unknown]),
      ...BAD_DATES.map(value => ['expiry_date', value] as [string, unknown]),
    ]
    for (const [field, value] of cases) {
      const res = await edit({ [field]: value })
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message, `${field}=${value}`).toContain(`body.${field}`)
    }
    for (const value of BAD_DATES) {
      const res = await edit({ details: { enforcementDate: value } })
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message, value).toContain('body.details.enforcementDate')
    }
    await Bun.sleep(50)
    expect(apps.nested.services.store.current.changes.length).toBe(before)
  })

  test('a valid offset date-time is stored as its UTC instant', async () => {
    const res = await edit({ changed_at: '2026-03-01T09:00:00+02:00', summary: `Edited at ${Date.now()}` })
    expect(res.status, res.text).toBe(200)
    const id = res.body.data.events[0].id.replace(/^chg_/, '')
    for (let i = 0; i < 50 && !apps.nested.services.store.current.changes.some(c => c.id === id); i++)
      await Bun.sleep(20)
    expect(apps.nested.services.store.current.changes.find(c => c.id === id)?.changedAt).toBe(
      '2026-03-01T07:00:00.000Z',
    )
  })
})
