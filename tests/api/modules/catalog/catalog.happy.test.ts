/** GET /v1/substances and /v1/product-types in both variants. */
import { describe, expect, test } from 'bun:test'
import { bothVariants, expectOk, KNOWN_PRODUCT_TYPES, KNOWN_SUBSTANCES, snapshotOf } from '../../../support/api.ts'

const apps = bothVariants()

describe('nested', () => {
  test('/v1/substances: the 6 known substances, meta.total = 6, counts from the records', async () => {
    const body = expectOk(
      await apps.nested.get(
        '/v1/substances',
        await apps.nested.key('starter', { states: ['CO', 'TX', 'CA', 'NY', 'FL'] }),
      ),
    )
    expect(body.meta.total).toBe(6)
    expect(body.data.map((s: any) => s.id).sort()).toEqual([...KNOWN_SUBSTANCES].sort())
    const regs = snapshotOf(apps.nested).regulations
    for (const s of body.data) {
      expect(s.total_state_regulations).toBe(regs.filter(r => r.substance === s.id).length)
      const states =
        s.states_legal + s.states_legal_with_restrictions + s.states_restricted + s.states_prohibited + s.states_unclear
      expect(states).toBe(51)
      expect(['high', 'medium', 'low']).toContain(s.hr5371_relevance)
      expect(Array.isArray(s.common_product_types)).toBe(true)
    }
  })

  test('/v1/product-types: 9 types including vapes, meta.total = 9', async () => {
    const body = expectOk(await apps.nested.get('/v1/product-types', await apps.nested.key('professional')))
    expect(body.meta.total).toBe(9)
    expect(body.data.map((p: any) => p.id).sort()).toEqual([...KNOWN_PRODUCT_TYPES].sort())
    const regs = snapshotOf(apps.nested).regulations
    for (const p of body.data) {
      expect(p.total_regulations).toBe(regs.filter(r => r.productType === p.id).length)
      expect(p.states_with_regulations).toBe(51)
      expect(Array.isArray(p.common_restrictions)).toBe(true)
    }
  })
})

describe('column', () => {
  test('/v1/substances uses slug and regulation_count', async () => {
    const body = expectOk(await apps.column.get('/v1/substances', await apps.column.key('free')))
    expect(body.meta.total).toBe(6)
    expect(body.data.map((s: any) => s.slug).sort()).toEqual([...KNOWN_SUBSTANCES].sort())
    for (const s of body.data) {
      expect(s.regulation_count).toBe(snapshotOf(apps.column).regulations.filter(r => r.substance === s.slug).length)
      expect(s.states_legal + s.states_restricted + s.states_prohibited).toBeLessThanOrEqual(51)
    }
  })

  test('/v1/product-types: 9 slugs including vapes', async () => {
    const body = expectOk(await apps.column.get('/v1/product-types', await apps.column.key('retailer')))
    expect(body.meta.total).toBe(9)
    expect(body.data.map((p: any) => p.slug)).toContain('vapes')
    for (const p of body.data)
      expect(Object.keys(p).sort()).toEqual(['description', 'name', 'regulation_count', 'slug'])
  })
})
