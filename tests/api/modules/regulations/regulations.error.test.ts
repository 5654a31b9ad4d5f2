/** Regulations endpoints: validation, tier gates and missing records, in both variants. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { ALL_STATES, bothVariants, expectError, snapshotOf, STARTER_STATES } from '../../../support/api.ts'

const apps = bothVariants()

describe('nested GET /v1/regulations: invalid queries give 400 VALIDATION_ERROR naming the parameter', () => {
  let key: string
  beforeAll(async () => {
    key = await apps.nested.key('enterprise')
  })

  const cases: [string, string][] = [
    ['bogus=1', 'bogus'],
    ['stat=CO', 'stat'],
    ['state=COL', 'state'],
    ['state=C1', 'state'],
    ['state=CO,TX', 'state'],
    ['substance=delta-10-thc', 'substance'],
    ['product_type=gummies', 'product_type'],
    ['product_type=VAPE', 'product_type'],
    ['legal_status=gray_area', 'legal_status'],
    ['legal_status=LEGAL', 'legal_status'],
    ['min_confidence=1.5', 'min_confidence'],
    ['min_confidence=-0.1', 'min_confidence'],
    ['min_confidence=high', 'min_confidence'],
    ['verified_after=yesterday', 'verified_after'],
    ['verified_after=2026-13-45T00:00:00Z', 'verified_after'],
    ['include_sources=yes', 'include_sources'],
    ['include_bills=2', 'include_bills'],
    ['include_changelog=maybe', 'include_changelog'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['format=xml', 'format'],
  ]
  for (const [query, param] of cases) {
    test(`?${query}`, async () => {
      const res = await apps.nested.get(`/v1/regulations?${query}`, key)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain(param)
    })
  }

  test('an unknown but well-formed state code', async () => {
    const res = await apps.nested.get('/v1/regulations?state=ZZ', key)
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toContain('ZZ')
  })

  test('a repeated parameter is refused rather than one value silently kept', async () => {
    for (const query of ['state=WA&state=CO', 'substance=cbd&page=1&substance=cbg', 'per_page=5&per%5Fpage=6']) {
      const res = await apps.nested.get(`/v1/regulations?${query}`, key)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain('given more than once')
    }
    expect((await apps.nested.get('/v1/regulations?state=WA&substance=cbd', key)).status).toBe(200)
  })

  test('page is bounded', async () => {
    expectError(await apps.nested.get('/v1/regulations?page=100000000000000000000', key), 'VALIDATION_ERROR')
  })
})

describe('nested CSV tier rule', () => {
  for (const tier of ['starter', 'research']) {
    test(`${tier} → 403 FORBIDDEN`, async () => {
      const key = await apps.nested.key(tier, tier === 'starter' ? { states: STARTER_STATES } : {})
      expectError(await apps.nested.get('/v1/regulations?format=csv', key), 'FORBIDDEN')
      expectError(await apps.nested.get('/v1/regulations?format=csv&state=CO', key), 'FORBIDDEN')
    })
  }
})

describe('nested GET /v1/regulations/{id}', () => {
  let key: string
  beforeAll(async () => {
    key = await apps.nested.key('enterprise')
  })
  const regulationUuid = () => snapshotOf(apps.nested).regulations[0].id

  test('an unknown reg_ id → 404 NOT_FOUND', async () => {
    expectError(await apps.nested.get('/v1/regulations/reg_00000000-0000-4000-8000-000000000000', key), 'NOT_FOUND')
  })
  test('malformed ids → 404 NOT_FOUND', async () => {
    for (const id of [
      'reg_123',
      'not-an-id',
      'reg_',
      'REG_' + regulationUuid(),
      regulationUuid(),
      `chg_${regulationUuid()}`,
      `reg_${regulationUuid()}x`,
      '%20',
    ]) {
      expectError(await apps.nested.get(`/v1/regulations/${id}`, key), 'NOT_FOUND')
    }
  })
  test('a known id still resolves (control)', async () => {
    expect((await apps.nested.get(`/v1/regulations/reg_${regulationUuid()}`, key)).status).toBe(200)
  })
})

describe('nested changelog and compare validation', () => {
  let key: string
  beforeAll(async () => {
    key = await apps.nested.key('enterprise')
  })

  for (const query of [
    'regulation_id=123',
    'regulation_id=chg_00000000-0000-4000-8000-000000000000',
    'since=last-week',
    'until=2026',
    'state=Colorado',
    'substance=kratom',
    'per_page=500',
    'page=0',
    'legal_status=legal',
  ]) {
    test(`changelog ?${query} → 400`, async () => {
      expectError(await apps.nested.get(`/v1/regulations/changelog?${query}`, key), 'VALIDATION_ERROR')
    })
  }

  test('changelog with an unknown state → 400', async () => {
    expectError(await apps.nested.get('/v1/regulations/changelog?state=ZZ', key), 'VALIDATION_ERROR')
  })

  test('compare: 1 state → 400', async () => {
    const res = await apps.nested.get('/v1/regulations/compare?states=CO', key)
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toContain('states')
  })
  test('compare: the same state twice counts once → 400', async () => {
    expectError(await apps.nested.get('/v1/regulations/compare?states=CO,co', key), 'VALIDATION_ERROR')
  })
  test('compare: 11 states → 400, 10 states → 200', async () => {
    expectError(
      await apps.nested.get(`/v1/regulations/compare?states=${ALL_STATES.slice(0, 11).join(',')}`, key),
      'VALIDATION_ERROR',
    )
    expect(
      (await apps.nested.get(`/v1/regulations/compare?states=${ALL_STATES.slice(0, 10).join(',')}`, key)).status,
    ).toBe(200)
  })
  test('compare: an unknown code → 400 naming it', async () => {
    const res = await apps.nested.get('/v1/regulations/compare?states=CO,ZZ', key)
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toContain('ZZ')
  })
  for (const query of [
    '',
    'states=',
    'states=CO;TX',
    'states=CO,TX&substance=x',
    'states=CO,TX&product_type=x',
    'states=CO,TX&bogus=1',
    'states=COL,TX',
  ]) {
    test(`compare ?${query} → 400`, async () => {
      expectError(await apps.nested.get(`/v1/regulations/compare?${query}`, key), 'VALIDATION_ERROR')
    })
  }
})

describe('column variant errors', () => {
  let key: string
  beforeAll(async () => {
    key = await apps.column.key('enterprise')
  })

  test('the list requires state', async () => {
    const res = await apps.column.get('/v1/regulations', key)
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toContain('state')
  })

  for (const query of [
    'state=CO&legal_status=unclear',
    'state=CO&legal_status=legal_with_restrictions',
    'state=CO&verified_after=2026-01-01T00:00:00Z',
    'state=CO,TXX',
    'state=CO&sort=name',
    'state=ZZ',
  ]) {
    test(`?${query} → 400`, async () => {
      expectError(await apps.column.get(`/v1/regulations?${query}`, key), 'VALIDATION_ERROR')
    })
  }

  for (const tier of ['free', 'retailer']) {
    test(`CSV for ${tier} → 402 UPGRADE_REQUIRED`, async () => {
      expectError(
        await apps.column.get('/v1/regulations?state=CO&format=csv', await apps.column.key(tier)),
        'UPGRADE_REQUIRED',
      )
    })
  }

  for (const tier of ['free', 'retailer', 'brand']) {
    test(`changelog for ${tier} → 402 UPGRADE_REQUIRED`, async () => {
      const res = await apps.column.get('/v1/regulations/changelog', await apps.column.key(tier))
      expectError(res, 'UPGRADE_REQUIRED')
      expect(res.body.errors[0].message).toContain('enterprise')
    })
  }

  test('nested-only changelog filters are rejected in the column variant', async () => {
    for (const query of ['since=2026-01-01T00:00:00Z', 'substance=cbd', 'regulation_id=x']) {
      expectError(await apps.column.get(`/v1/regulations/changelog?${query}`, key), 'VALIDATION_ERROR')
    }
  })

  test('/v1/regulations/{id}: unknown uuid and reg_-prefixed ids → 404', async () => {
    const uuid = snapshotOf(apps.column).regulations[0].id
    expectError(await apps.column.get('/v1/regulations/00000000-0000-4000-8000-000000000000', key), 'NOT_FOUND')
    expectError(await apps.column.get(`/v1/regulations/reg_${uuid}`, key), 'NOT_FOUND')
    expectError(await apps.column.get('/v1/regulations/12345', key), 'NOT_FOUND')
    expect((await apps.column.get(`/v1/regulations/${uuid}`, key)).status).toBe(200)
  })

  test('compare bounds', async () => {
    expectError(await apps.column.get('/v1/regulations/compare?states=CO', key), 'VALIDATION_ERROR')
    expectError(
      await apps.column.get(`/v1/regulations/compare?states=${ALL_STATES.slice(0, 11).join(',')}`, key),
      'VALIDATION_ERROR',
    )
    expectError(await apps.column.get('/v1/regulations/compare?states=CO,QQ', key), 'VALIDATION_ERROR')
  })
})
