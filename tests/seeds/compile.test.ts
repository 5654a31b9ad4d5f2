/** The seed compiler: full coverage, determinism, the state/federal rule and the confidence formula. */
import { describe, expect, test } from 'bun:test'
import { PRODUCT_TYPES, SUBSTANCES } from '../../api/src/domain/types.ts'
import { mostRestrictive } from '../../api/src/domain/status.ts'
import { compileDataset, compileHistory } from '../../seeds/compile.ts'
import { DISPUTED_CAP, scoreConfidence, UNCONFIRMED_CAP } from '../../seeds/confidence.ts'
import { seedInput } from '../../seeds/index.ts'

const dataset = compileDataset(seedInput)

describe('compiled dataset', () => {
  test('one record per jurisdiction × substance × product type, plus the federal layer', () => {
    const states = dataset.regulations.filter(r => r.state !== 'US')
    expect(new Set(states.map(r => r.state)).size).toBe(51)
    expect(states.length).toBe(51 * SUBSTANCES.length * PRODUCT_TYPES.length)
    expect(dataset.regulations.filter(r => r.state === 'US').length).toBe(SUBSTANCES.length * PRODUCT_TYPES.length)
    expect(new Set(dataset.regulations.map(r => r.id)).size).toBe(dataset.regulations.length)
  })

  test('compiling twice gives byte-identical output', () => {
    expect(JSON.stringify(compileDataset(seedInput))).toBe(JSON.stringify(dataset))
    expect(JSON.stringify(compileHistory(seedInput))).toBe(JSON.stringify(compileHistory(seedInput)))
  })

  test('every record carries a well-formed source URL', () => {
    for (const r of dataset.regulations) {
      expect(r.sources.length).toBeGreaterThan(0)
      for (const s of r.sources) expect(() => new URL(s.url)).not.toThrow()
    }
  })

  test('block_sale follows the most restrictive of state and federal law', () => {
    for (const r of dataset.regulations) {
      expect(r.blockSale).toBe(mostRestrictive(r.legalStatus, r.federalStatus) === 'prohibited')
      if (r.legalStatus === 'prohibited') expect(r.blockSale).toBe(true)
    }
  })

  test('no record claims a human review', () => {
    for (const r of dataset.regulations) expect(['automated', 'unverified']).toContain(r.verificationTier)
  })

  test('the history replays to the current records', () => {
    const history = compileHistory(seedInput)
    const last = history.steps.at(-1)?.regulations ?? history.baseline
    expect(JSON.stringify(last)).toBe(JSON.stringify(dataset.regulations))
  })
})

describe('confidence formula', () => {
  const official = {
    title: 'Statute',
    url: 'https://legislature.example.gov/a',
    type: 'statute' as const,
    retrieved: '2026-10-01',
    official: true,
    basis: 'confirmed' as const,
  }
  const news = { ...official, url: 'https://news.example.com/b', type: 'news' as const, official: false }
  const memory = { ...official, url: 'https://agency.example.gov/c', basis: 'memory' as const }

  test('an official, recent, corroborated fact scores high', () => {
    const { confidence } = scoreConfidence([official, news], 'confirmed', '2026-11-01')
    expect(confidence).toBeGreaterThanOrEqual(0.9)
  })

  test('a news-only fact scores below an official one', () => {
    expect(scoreConfidence([news], 'confirmed', '2026-11-01').confidence).toBeLessThan(
      scoreConfidence([official], 'confirmed', '2026-11-01').confidence,
    )
  })

  test('a status resting on memory is capped', () => {
    expect(scoreConfidence([memory], 'memory', '2026-11-01').confidence).toBeLessThanOrEqual(UNCONFIRMED_CAP)
  })

  test('old sources lower the score', () => {
    const old = { ...official, retrieved: '2023-01-01' }
    expect(scoreConfidence([old], 'confirmed', '2026-11-01').confidence).toBeLessThan(
      scoreConfidence([official], 'confirmed', '2026-11-01').confidence,
    )
  })
})

describe('carrier policies', () => {
  const cite = {
    title: 'Carrier policy',
    url: 'https://carrier.example.com/hemp',
    type: 'guidance' as const,
    retrieved: '2026-11-21',
    official: false,
    basis: 'confirmed' as const,
  }
  const input = {
    ...seedInput,
    federal: { ...seedInput.federal, carriers: { restrictions: ['Carrier X: no THC products'], cites: [cite] } },
  }

  test('flow to every record that sets none, with their source, without changing confidence', () => {
    const before = new Map(compileDataset(seedInput).regulations.map(r => [r.id, r]))
    for (const r of compileDataset(input).regulations) {
      const original = before.get(r.id)!
      if (original.details.carrierRestrictions !== null) continue
      expect(r.details.carrierRestrictions).toEqual(['Carrier X: no THC products'])
      expect(r.sources.map(s => s.url)).toContain(cite.url)
      expect(r.confidence).toBe(original.confidence)
    }
  })
})

describe('disputed statuses', () => {
  const record = (state: string, substance: string, productType: string) =>
    dataset.regulations.find(r => r.state === state && r.substance === substance && r.productType === productType)!

  test('a status the sources dispute is capped, with agreement scored as none', () => {
    const ks = record('KS', 'delta-9-thc', 'edibles')
    expect(ks.summary).toContain('Disputed')
    expect(ks.confidence).toBeLessThanOrEqual(DISPUTED_CAP)
    expect(ks.confidenceBreakdown.consistency).toBe(0.4)
  })

  test('a product rule that states its own status is not disputed by the substance layer below it', () => {
    const vapes = record('KS', 'delta-9-thc', 'vapes')
    expect(vapes.legalStatus).toBe('prohibited')
    expect(vapes.confidence).toBeGreaterThan(DISPUTED_CAP)
  })

  test('a disputed layer without a status of its own marks the inherited status', () => {
    const mo = record('MO', 'delta-9-thc', 'edibles')
    expect(mo.summary).toContain('disputed')
    expect(mo.confidence).toBeLessThanOrEqual(DISPUTED_CAP)
  })
})
