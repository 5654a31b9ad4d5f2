/**
 * The checks' conditions use the three states of the merchant fields: an age gate only when the age
 * is determined, "no state rule" said as such, and an unknown rule never shown as allowed.
 */
import { describe, expect, test } from 'bun:test'
import type { Regulation } from '../../../../api/src/domain/types.ts'
import { restrictionsOf } from '../../../../api/src/modules/checks/restrictions.ts'
import { compileDataset } from '../../../../seeds/compile.ts'
import { seedInput } from '../../../../seeds/index.ts'

const all = compileDataset(seedInput).regulations as Regulation[]
const records = all.filter(r => r.state !== 'US' && !r.blockSale)
const federalOf = (r: Regulation) =>
  all.find(f => f.state === 'US' && f.substance === r.substance && f.productType === r.productType)!

describe('check conditions in three states', () => {
  test('an age no state rule sets is said as such; an unknown age is never a permission', () => {
    const none = records.find(r => r.determinations.minimumAge.state === 'no_state_rule')!
    expect(restrictionsOf(none, federalOf(none), null)).toContain(
      "No state rule on a minimum purchase age: the state's law sets none, so federal law and the carriers govern.",
    )
    const unknown = records.find(r => r.determinations.minimumAge.state === 'unknown')!
    const said = restrictionsOf(unknown, federalOf(unknown), null)
    expect(said.some(s => s.includes('minimum purchase age is unknown') && s.includes('not a permission'))).toBe(true)
    const aged = records.find(r => r.determinations.minimumAge.state === 'value')!
    expect(restrictionsOf(aged, federalOf(aged), aged.details.minimumAge)[0]).toMatch(/^Buyers must be \d+ or older/)
  })

  test('an unknown shipping rule is not filled in by the federal layer', () => {
    for (const r of records.filter(x => x.determinations.shippingStatus.state === 'unknown')) {
      const said = restrictionsOf(r, federalOf(r), r.details.minimumAge)
      expect(said.some(s => s.startsWith('Shipping to buyers is allowed'))).toBe(false)
      expect(said.some(s => s.includes('shipping to consumers is unknown'))).toBe(true)
    }
  })
})
