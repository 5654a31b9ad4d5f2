/** The check service: state detection, the compliance check and the demo, both variants, on the seeded dataset (the widget check: checks.widget.happy.test.ts). */
import { beforeAll, describe, expect, test } from 'bun:test'
import { FEDERAL } from '../../../../api/src/domain/types.ts'
import { regulationKey } from '../../../../api/src/snapshot/snapshot.ts'
import { ADDRESSES, checkApps, publishableKey, widgetCheck } from '../../../support/checks.ts'
import { expectOk, expectSchema } from '../../../support/api.ts'
import { checkSchemas } from '../../../../api/src/modules/checks/schemas.ts'

const apps = checkApps()
const keys = { nested: { pk: '', enterprisePk: '', sk: '' }, column: { sk: '', enterprisePk: '' } }

beforeAll(async () => {
  keys.nested.pk = await publishableKey(apps.nested, 'professional')
  keys.nested.enterprisePk = await publishableKey(apps.nested, 'enterprise')
  keys.nested.sk = await apps.nested.key('enterprise')
  keys.column.sk = await apps.column.key('enterprise')
  keys.column.enterprisePk = await publishableKey(apps.column, 'enterprise')
})

describe('state detection', () => {
  for (const [state, address] of [
    ['CO', ADDRESSES.CO],
    ['TX', ADDRESSES.TX],
    ['CA', ADDRESSES.CA],
    ['MI', ADDRESSES.MI],
    ['CA', ADDRESSES.IPV6_CA],
  ] as const) {
    test(`a visitor from ${address} (behind the trusted proxy) is checked for ${state}`, async () => {
      const { data } = expectOk(
        await widgetCheck(
          apps.nested,
          { substance: 'cbd', product_type: 'edibles' },
          { key: keys.nested.pk, from: address },
        ),
      )
      expect(data.state).toBe(state)
      expect(data.state_source).toBe('ip_address')
    })
  }

  test('a given state wins over the address', async () => {
    const { data } = expectOk(
      await widgetCheck(
        apps.nested,
        { substance: 'cbd', product_type: 'edibles', state: 'NY' },
        { key: keys.nested.pk, from: ADDRESSES.CO },
      ),
    )
    expect(data).toMatchObject({ state: 'NY', state_source: 'request' })
  })

  test('column: ip_address names the visitor to locate; the caller’s own address is not used then', async () => {
    const { data } = expectOk(
      await widgetCheck(
        apps.column,
        { substance: 'cbd', product_type: 'edibles', ip_address: ADDRESSES.TX },
        { from: ADDRESSES.CO },
      ),
    )
    expect(data).toMatchObject({ state: 'TX', state_source: 'ip_address' })
  })

  test('the demo detects too', async () => {
    const res = await apps.column.get('/v1/demo/compliance-check?substance=cbd&product_type=edibles', undefined, {
      'x-forwarded-for': ADDRESSES.CA,
    })
    expect(expectOk(res).data).toMatchObject({ state: 'CA', state_source: 'ip_address', demo: true })
  })
})

describe('a trusted CDN region header (HD_GEO_REGION_HEADER)', () => {
  const cdn = checkApps({ HD_GEO_REGION_HEADER: 'CloudFront-Viewer-Country-Region' })
  test('`CO` or `US-CO` decides before the address; a non-US or unknown value falls back to the address', async () => {
    const pk = await publishableKey(cdn.nested, 'professional')
    const call = (value: string) =>
      widgetCheck(
        cdn.nested,
        { substance: 'cbd', product_type: 'edibles' },
        { key: pk, from: ADDRESSES.TX, headers: { 'cloudfront-viewer-country-region': value } },
      )
    expect(expectOk(await call('CO')).data).toMatchObject({ state: 'CO', state_source: 'region_header' })
    expect(expectOk(await call('us-wa')).data).toMatchObject({ state: 'WA', state_source: 'region_header' })
    expect(expectOk(await call('QC')).data).toMatchObject({ state: 'TX', state_source: 'ip_address' })
  })

  test('without the setting the same header is ignored', async () => {
    const { data } = expectOk(
      await widgetCheck(
        apps.nested,
        { substance: 'cbd', product_type: 'edibles' },
        { key: keys.nested.pk, from: ADDRESSES.TX, headers: { 'cloudfront-viewer-country-region': 'CO' } },
      ),
    )
    expect(data.state).toBe('TX')
  })
})

describe('GET /v1/compliance/check (secret key)', () => {
  test('both layers, which decided, reasons and citations of both', async () => {
    const t = apps.nested
    const res = await t.get('/v1/compliance/check?state=AL&substance=delta-9-thc&product_type=edibles', keys.nested.sk)
    const { data } = expectOk(res)
    expectSchema(checkSchemas(t.services.profile).complianceResponse, res.body, 'compliance check')
    expect(data).toMatchObject({
      badge_color: 'yellow',
      legal_status: 'restricted',
      decided_by: 'federal',
      block_sale: false,
    })
    expect(data.state_rule).toMatchObject({ jurisdiction: 'AL', legal_status: 'legal_with_restrictions' })
    expect(data.federal_rule).toMatchObject({ jurisdiction: 'US', legal_status: 'restricted' })
    expect(data.reasons.join(' ')).toContain('stricter federal rule applies: restricted')
    const jurisdictions = new Set(data.citations.map((c: any) => c.jurisdiction))
    expect(jurisdictions).toEqual(new Set(['AL', 'US']))
    for (const c of data.citations) expect(c.url).toMatch(/^https?:\/\//)
    expect(res.headers.get('etag')).toMatch(/^W\//)
  })

  test('column: the same answer in column names', async () => {
    const res = await apps.column.get(
      '/v1/compliance/check?state=TX&substance=delta-8-thc&product_type=edibles',
      keys.column.sk,
    )
    const { data } = expectOk(res)
    expectSchema(checkSchemas(apps.column.services.profile).complianceResponse, res.body, 'column compliance check')
    expect(data).toMatchObject({
      badge_color: 'red',
      legal_status: 'prohibited',
      decided_by: 'federal',
      block_sale: true,
    })
    expect(data.state_rule.legal_status).toBe('restricted')
  })
})

describe('GET /v1/demo/compliance-check (keyless)', () => {
  test('the widget’s answer marked as a demo, with the per-IP limit headers and CORS for any page', async () => {
    const t = apps.nested
    const res = await t.get('/v1/demo/compliance-check?state=CO&substance=cbd&product_type=vape', undefined, {
      origin: 'https://playground.example',
    })
    const { data } = expectOk(res)
    expectSchema(checkSchemas(t.services.profile).demoResponse, res.body, 'demo check')
    expect(data).toMatchObject({ demo: true, state: 'CO', product_type: 'vapes', badge_color: 'yellow' })
    expect(data.notice).toContain('not legal advice')
    expect(res.headers.get('x-demo-ip-limit')).toBe('120')
    expect(Number(res.headers.get('x-demo-ip-remaining'))).toBeLessThan(120)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://playground.example')
  })
})

describe('minimum_age is an integer, as the contract’s check result has it', () => {
  test('a product no age rule covers answers 0 with no age gate, in all three checks of both variants', async () => {
    const snapshot = apps.nested.services.store.current
    const free = snapshot.regulations.find(
      r =>
        r.state !== FEDERAL &&
        r.legalStatus !== 'prohibited' &&
        !r.blockSale &&
        r.details.minimumAge === null &&
        snapshot.byKey.get(regulationKey(FEDERAL, r.substance, r.productType))?.details.minimumAge == null,
    )
    expect(free, 'the seed has a product without a minimum age').toBeDefined()
    const { state, substance, productType } = free!
    const query = `?state=${state}&substance=${substance}&product_type=${productType}`
    const answers = [
      await widgetCheck(apps.nested, { substance, product_type: productType, state }, { key: keys.nested.pk }),
      await widgetCheck(apps.column, { substance, product_type: productType, state }),
      await apps.nested.get(`/v1/compliance/check${query}`, keys.nested.sk),
      await apps.column.get(`/v1/compliance/check${query}`, keys.column.sk),
      await apps.nested.get(`/v1/demo/compliance-check${query}`),
    ]
    for (const res of answers) {
      const { data } = expectOk(res)
      expect(data.minimum_age).toBe(0)
      expect(data.age_gate_required).toBe(false)
    }
    expectSchema(
      checkSchemas(apps.column.services.profile).widgetResponse,
      answers[1].body,
      'column widget check without an age rule',
    )
    expectSchema(
      checkSchemas(apps.nested.services.profile).complianceResponse,
      answers[2].body,
      'nested compliance check without an age rule',
    )
  })
})
