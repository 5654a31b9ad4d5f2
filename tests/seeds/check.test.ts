/** `npm run seeds:check`: the real dataset passes, and each kind of problem it names is caught. */
import { describe, expect, test } from 'bun:test'
import { checkDataset, coverage } from '../../seeds/check.ts'
import { fieldCoverage, floorProblems } from '../../seeds/field-coverage.ts'
import { compileDataset, type SeedInput } from '../../seeds/compile.ts'
import { seedInput } from '../../seeds/index.ts'
import type { JurisdictionSeed } from '../../seeds/types.ts'

const withState = (code: string, change: (seed: JurisdictionSeed) => JurisdictionSeed): SeedInput => ({
  ...seedInput,
  jurisdictions: seedInput.jurisdictions.map(j => (j.code === code ? change(j) : j)),
})

const problemsOf = (input: SeedInput) => checkDataset(input).map(p => `${p.where}: ${p.problem}`)

/**
 * The floors the curated data does not reach yet, with the determined share it holds today: the
 * research filling them is under way. The test fails when one is met (remove it here) and when a share
 * drops below what it was, so the list can only shrink and the data only improve.
 */
const FLOORS_NOT_YET_MET: Record<string, number> = {
  shipping_status: 0.864,
  age_restriction: 0.885,
  thc_limit_mg_per_serving: 0.817,
  thc_limit_mg_per_container: 0.781,
}
const notYetMet = (problem: string) =>
  Object.keys(FLOORS_NOT_YET_MET).some(f => problem.startsWith(`fields/${f}: below floor`))

describe('seeds check', () => {
  test('the curated dataset has no problem but the floors not yet met', () => {
    expect(problemsOf(seedInput).filter(p => !notYetMet(p))).toEqual([])
  })

  test('the floors not yet met are exactly the fields below their floor, none lower than recorded', () => {
    const rows = fieldCoverage(compileDataset(seedInput).regulations)
    const below = rows.filter(row => row.floor !== null && row.determined < row.floor)
    expect(below.map(row => row.column).sort()).toEqual(Object.keys(FLOORS_NOT_YET_MET).sort())
    for (const row of below)
      expect(row.determined, row.column).toBeGreaterThanOrEqual(FLOORS_NOT_YET_MET[row.column] - 0.0005)
    for (const row of rows.filter(row => row.floor !== null && !(row.column in FLOORS_NOT_YET_MET)))
      expect(row.determined, row.column).toBeGreaterThanOrEqual(row.floor!)
  })

  test('a field below its floor is a problem naming its counts and the jurisdictions behind it', () => {
    const dataset = compileDataset(seedInput)
    const unread = new Set(['CO', 'TX', 'CA', 'NY', 'FL', 'OR', 'WA'])
    const regulations = dataset.regulations.map(r =>
      unread.has(r.state)
        ? {
            ...r,
            determinations: {
              ...r.determinations,
              testingStandard: { state: 'unknown' as const, note: 'not yet researched', sourceIds: [] },
            },
          }
        : r,
    )
    const found = floorProblems(regulations).find(p => p.where === 'fields/testing_standard')
    expect(found?.problem).toMatch(
      /^below floor: \d+(\.\d)?% determined \(value \d+, no state rule \d+, unknown \d+\), floor 90%/,
    )
    for (const code of unread) expect(found?.problem).toContain(`${code} 0%`)
    expect(checkDataset(seedInput, { ...dataset, regulations }).map(p => p.where)).toContain('fields/testing_standard')
  })

  test('the coverage table has a row per jurisdiction and the federal layer, with status counts that add up', () => {
    const rows = coverage(compileDataset(seedInput))
    expect(rows.length).toBe(52)
    for (const row of rows) {
      expect(Object.values(row.counts).reduce((a, b) => a + b, 0)).toBe(54)
      expect(row.officialShare).toBeGreaterThanOrEqual(0)
      expect(row.meanConfidence).toBeGreaterThan(0)
    }
  })

  test('a missing jurisdiction is missing coverage', () => {
    const input = { ...seedInput, jurisdictions: seedInput.jurisdictions.filter(j => j.code !== 'WY') }
    const problems = problemsOf(input)
    expect(problems).toContain('jurisdictions: 50 jurisdictions, expected 51')
    expect(problems.filter(p => p.startsWith('WY/')).length).toBe(54)
  })

  test('a product type with its own minimum age needs a stated reason', () => {
    const input = withState('CO', co => ({
      ...co,
      products: { ...co.products, topicals: { ...co.products?.topicals, minimumAge: 18 } },
    }))
    expect(
      problemsOf(input).some(p => p.startsWith('CO products.topicals') && p.includes('without an ageReason')),
    ).toBe(true)
    const reasoned = withState('CO', co => ({
      ...co,
      products: { ...co.products, topicals: { minimumAge: 18, ageReason: 'Test: topicals are exempt' } },
    }))
    expect(problemsOf(reasoned).some(p => p.includes('ageReason'))).toBe(false)
  })

  test('expiry before effect, a malformed source URL and a free-text shipping status are caught', () => {
    const input = withState('CO', co => ({
      ...co,
      substances: {
        ...co.substances,
        cbg: {
          ...co.substances.cbg,
          effectiveDate: '2026-01-01',
          expiryDate: '2025-01-01',
          shippingStatus: 'ships fine' as never,
          cites: [
            {
              title: 'Bad',
              url: 'not a url',
              type: 'news',
              retrieved: '2026-11-01',
              official: false,
              basis: 'confirmed',
            },
          ],
        },
      },
    }))
    const problems = problemsOf(input).filter(p => p.startsWith('CO/cbg/'))
    expect(problems.some(p => p.includes('before it takes effect'))).toBe(true)
    expect(problems.some(p => p.includes('malformed source URL not a url'))).toBe(true)
    expect(problems.some(p => p.includes('shipping status "ships fine"'))).toBe(true)
  })

  test('shipping follows the sale: no consumer shipping of a prohibited product, none at all federally; a record saying otherwise is caught', () => {
    const dataset = compileDataset(seedInput)
    const record = (state: string, substance: string, productType: string) =>
      dataset.regulations.find(r => r.state === state && r.substance === substance && r.productType === productType)!
    // Idaho allows shipping the hemp products it allows, and prohibits THC products.
    expect(record('ID', 'delta-9-thc', 'edibles')).toMatchObject({
      legalStatus: 'prohibited',
      details: { shippingStatus: 'prohibited_to_consumers' },
    })
    expect(record('ID', 'cbd', 'topicals').details.shippingStatus).toBe('allowed_with_conditions')
    expect(record('US', 'delta-8-thc', 'edibles')).toMatchObject({
      legalStatus: 'prohibited',
      details: { shippingStatus: 'prohibited' },
    })
    const tampered = {
      ...dataset,
      regulations: dataset.regulations.map(r =>
        r === record('ID', 'delta-9-thc', 'edibles')
          ? { ...r, details: { ...r.details, shippingStatus: 'allowed_with_conditions' } }
          : r,
      ),
    }
    expect(checkDataset(seedInput, tampered).map(p => `${p.where}: ${p.problem}`)).toContain(
      'ID/delta-9-thc/edibles: prohibited but shipping status is allowed_with_conditions',
    )
  })

  test('a status resting on memory alone is capped and says so', () => {
    const memory = {
      title: 'Agency page',
      url: 'https://agency.example.gov/hemp',
      type: 'guidance' as const,
      retrieved: '2026-11-01',
      official: true,
      basis: 'memory' as const,
    }
    const input = withState('WY', wy => ({
      ...wy,
      defaults: { ...wy.defaults, cites: [memory] },
      substances: { ...wy.substances, cbn: { status: 'legal', summary: 'CBN may be sold.', cites: [memory] } },
    }))
    const record = compileDataset(input).regulations.find(
      r => r.state === 'WY' && r.substance === 'cbn' && r.productType === 'tinctures',
    )!
    expect(record.confidence).toBeLessThanOrEqual(0.6)
    expect(record.verificationTier).toBe('unverified')
    expect(record.summary).toContain('unconfirmed background knowledge')
  })

  test('an official page about testing does not make a memory-based status confident', () => {
    const memory = {
      title: 'Agency page',
      url: 'https://agency.example.gov/hemp',
      type: 'guidance' as const,
      retrieved: '2026-11-01',
      official: true,
      basis: 'memory' as const,
    }
    const testingRule = {
      title: 'Testing rule',
      url: 'https://rules.example.gov/testing',
      type: 'regulation' as const,
      retrieved: '2026-11-21',
      official: true,
      basis: 'confirmed' as const,
      scope: 'details' as const,
    }
    const input = withState('WY', wy => ({
      ...wy,
      defaults: { ...wy.defaults, cites: [memory] },
      substances: {
        ...wy.substances,
        cbn: { status: 'legal', summary: 'CBN may be sold.', testingPanels: ['potency'], cites: [memory, testingRule] },
      },
    }))
    const record = compileDataset(input).regulations.find(
      r => r.state === 'WY' && r.substance === 'cbn' && r.productType === 'tinctures',
    )!
    expect(record.confidence).toBeLessThanOrEqual(0.6)
    expect(record.verificationTier).toBe('unverified')
    expect(record.confidenceBreakdown.sourceQuality).toBeLessThan(1)
    expect(record.sources.map(s => s.url)).toContain(testingRule.url)
  })
})
