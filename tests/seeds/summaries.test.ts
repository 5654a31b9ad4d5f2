/**
 * Each record's summary speaks of its own product type and never contradicts its verdict: a summary
 * written for the substance at large follows a sentence about this product type, and a sale federal law
 * blocks while the state allows it is said to be blocked.
 */
import { describe, expect, test } from 'bun:test'
import { compileDataset } from '../../seeds/compile.ts'
import { seedInput } from '../../seeds/index.ts'

const records = compileDataset(seedInput).regulations.filter(r => r.state !== 'US')

describe('record summaries', () => {
  test('a blocked sale is never summarised as allowed without federal law saying otherwise', () => {
    const contradicting = records
      .filter(r => r.blockSale && r.legalStatus !== 'prohibited' && !/federal/i.test(r.summary))
      .map(r => `${r.state}/${r.substance}/${r.productType}: ${r.summary}`)
    expect(contradicting).toEqual([])
  })

  test('a summary shared across product types is led by a sentence about the record’s own product type', () => {
    const shared = records.filter(r => r.summary.includes('products at large:'))
    expect(shared.length).toBeGreaterThan(0)
    for (const r of shared) {
      const lead = r.summary.slice(0, r.summary.indexOf('products at large:'))
      expect(lead, `${r.state}/${r.substance}/${r.productType}`).toContain(r.productType.replace('-', ' '))
    }
    // Texas's delta-8 vapes, topicals and pet products no longer read as its edibles.
    for (const p of ['vapes', 'topicals', 'pet-products'] as const) {
      const r = records.find(x => x.state === 'TX' && x.substance === 'delta-8-thc' && x.productType === p)!
      expect(r.summary).not.toMatch(/edibles and drinks remain legal/i)
    }
  })
})
