/** POST /v1/widget/check in both variants: verdicts, age gates, aliases and the footer flag, on the seeded dataset. */
import { deref } from '../../../support/openapi-validator.ts'
import { beforeAll, describe, expect, test } from 'bun:test'
import { FEDERAL } from '../../../../api/src/domain/types.ts'
import { regulationKey } from '../../../../api/src/snapshot/snapshot.ts'
import { checkApps, publishableKey, widgetCheck } from '../../../support/checks.ts'
import { adminHeaders, expectOk, expectSchema } from '../../../support/api.ts'
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

describe('POST /v1/widget/check (nested: publishable key)', () => {
  test('Texas delta-8 edibles: the state allows them, federal law does not → red, no age gate, no conditions', async () => {
    const res = await widgetCheck(
      apps.nested,
      { substance: 'delta-8-thc', product_type: 'edibles', state: 'tx' },
      { key: keys.nested.pk },
    )
    const { data } = expectOk(res)
    expectSchema(checkSchemas(apps.nested.services.profile).widgetResponse, res.body, 'widget check')
    expect(data).toMatchObject({
      state: 'TX',
      state_name: 'Texas',
      substance: 'delta-8-thc',
      product_type: 'edibles',
      legal_status: 'prohibited',
      badge_color: 'red',
    })
    expect(data.headline).toBe('Not allowed in Texas')
    expect(data.summary).toStartWith('Federal law is stricter here:')
    expect(data.restrictions).toEqual([])
    expect(data.age_gate_required).toBe(false)
    expect(data.regulation_id).toMatch(/^reg_[0-9a-f-]{36}$/)
    expect(data.state_source).toBe('request')
    expect(data.footer_hideable).toBe(false)
  })

  test('Alabama delta-9 edibles: legal in the state, restricted federally → yellow with a 21+ age gate and the state’s conditions', async () => {
    const { data } = expectOk(
      await widgetCheck(
        apps.nested,
        { substance: 'delta-9-thc', product_type: 'edibles', state: 'AL' },
        { key: keys.nested.pk },
      ),
    )
    const record = apps.nested.services.store.current.byKey.get(regulationKey('AL', 'delta-9-thc', 'edibles'))!
    expect(data).toMatchObject({
      badge_color: 'yellow',
      legal_status: 'restricted',
      age_gate_required: true,
      minimum_age: 21,
      regulation_id: `reg_${record.id}`,
    })
    expect(data.restrictions[0]).toBe('Buyers must be 21 or older (government ID checked).')
    expect(data.restrictions.some((r: string) => r.includes(record.details.thcLimitText))).toBe(true)
    expect(data.confidence).toBeGreaterThan(0)
    expect(Date.parse(data.last_verified)).not.toBeNaN()
  })

  test('`vape` is answered as `vapes`; an enterprise key may hide the footer', async () => {
    const { data } = expectOk(
      await widgetCheck(
        apps.nested,
        { substance: 'cbd', product_type: 'vape', state: 'CO' },
        { key: keys.nested.enterprisePk },
      ),
    )
    expect(data.product_type).toBe('vapes')
    expect(data.footer_hideable).toBe(true)
  })

  test('green when both layers say legal (after an operator edit of the federal record through the change service)', async () => {
    const t = apps.nested
    // In the November 2026 dataset every federal hemp rule carries conditions, so nothing is green
    // until federal law says `legal` for a product: the badge follows the data.
    const before = expectOk(
      await widgetCheck(t, { substance: 'cbd', product_type: 'topicals', state: 'CO' }, { key: keys.nested.pk }),
    ).data
    expect(before.badge_color).toBe('yellow')
    const federal = t.services.store.current.byKey.get(regulationKey(FEDERAL, 'cbd', 'topicals'))!
    const edit = await t.request(`/ops/regulations/reg_${federal.id}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ reason: 'test: federal rule without conditions', legal_status: 'legal' }),
    })
    expect(edit.status, edit.text).toBe(200)
    await t.services.store.reload()
    const after = expectOk(
      await widgetCheck(t, { substance: 'cbd', product_type: 'topicals', state: 'CO' }, { key: keys.nested.pk }),
    ).data
    expect(after).toMatchObject({ badge_color: 'green', legal_status: 'legal', headline: 'Legal in Colorado' })
    const other = expectOk(
      await widgetCheck(t, { substance: 'cbd', product_type: 'topicals', state: 'ID' }, { key: keys.nested.pk }),
    ).data
    expect(other.badge_color).toBe('yellow')
  })
})

describe('minimum_age is an integer, as the contract’s widget check result says', () => {
  // Alaska sets no age for delta-9 edibles; Alabama sets 21; Texas delta-8 edibles are prohibited federally (red).
  const cases = [
    { state: 'AK', substance: 'delta-9-thc', badge: 'yellow', age: 0, gate: false },
    { state: 'AL', substance: 'delta-9-thc', badge: 'yellow', age: 21, gate: true },
    { state: 'TX', substance: 'delta-8-thc', badge: 'red', age: null, gate: false },
  ]
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: 0 when no age rule applies, the rule's age otherwise; widget check, compliance check and demo alike`, async () => {
      const t = apps[variant]
      for (const c of cases) {
        const record = t.services.store.current.byKey.get(regulationKey(c.state, c.substance, 'edibles'))!
        const expected = c.age ?? record.details.minimumAge ?? 0
        const body = { substance: c.substance, product_type: 'edibles', state: c.state }
        const results = [
          expectOk(await widgetCheck(t, body, { key: variant === 'nested' ? keys.nested.pk : undefined })).data,
          expectOk(
            await t.get(
              `/v1/compliance/check?state=${c.state}&substance=${c.substance}&product_type=edibles`,
              keys[variant].sk,
            ),
          ).data,
          expectOk(
            await t.get(`/v1/demo/compliance-check?state=${c.state}&substance=${c.substance}&product_type=edibles`),
          ).data,
        ]
        for (const data of results) {
          expect(data.badge_color, `${c.state} ${c.substance}`).toBe(c.badge)
          expect(Number.isInteger(data.minimum_age), `${variant} ${c.state} ${c.substance}: ${data.minimum_age}`).toBe(
            true,
          )
          expect(data.minimum_age).toBe(expected)
          expect(data.age_gate_required).toBe(c.gate)
        }
      }
    })

    test(`${variant}: the OpenAPI document types it as an integer, never null or a string`, async () => {
      const doc = (await apps[variant].get('/openapi.json')).body
      const data = deref(
        doc,
        doc.paths['/v1/widget/check'].post.responses['200'].content['application/json'].schema.properties.data,
      )
      expect(data.properties.minimum_age.type).toBe('integer')
      expect(data.properties.minimum_age.anyOf).toBeUndefined()
      expect(data.required).toContain('minimum_age')
    })
  }
})

describe('column variant', () => {
  test('keyless widget check in the column names; no footer flag without a key', async () => {
    const t = apps.column
    const res = await widgetCheck(t, { substance: 'delta-9-thc', product_type: 'edibles', state: 'AL' })
    const { data } = expectOk(res)
    expectSchema(checkSchemas(t.services.profile).widgetResponse, res.body, 'column widget check')
    expect(data.legal_status).toBe('restricted')
    expect(data.regulation_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data).not.toHaveProperty('footer_hideable')
    expect(res.headers.get('x-demo-ip-limit')).toBe('120')
  })

  test('an optional publishable key adds the footer flag of its tier', async () => {
    const { data } = expectOk(
      await widgetCheck(
        apps.column,
        { substance: 'cbd', product_type: 'edibles', state: 'CO' },
        { key: keys.column.enterprisePk },
      ),
    )
    expect(data.footer_hideable).toBe(true)
  })
})
