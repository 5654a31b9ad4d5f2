/** Source kinds: how each citation is classified, what it weighs in confidence, and what a summary says about it. */
import { describe, expect, test } from 'bun:test'
import { checkDataset } from '../../seeds/check.ts'
import { compileDataset, type SeedInput } from '../../seeds/compile.ts'
import { NEWS_ONLY_CAP, scoreConfidence } from '../../seeds/confidence.ts'
import { seedInput } from '../../seeds/index.ts'
import { evidenceOf, kindOf, kindProblem, titleWithKind } from '../../seeds/source-kind.ts'
import { NEWS_ONLY_NOTE, SECONDARY_NOTE } from '../../seeds/summaries.ts'
import type { Cite } from '../../seeds/types.ts'

const cite = (over: Partial<Cite>): Cite => ({
  title: 'A page',
  url: 'https://legislature.example.gov/a',
  type: 'statute',
  retrieved: '2026-10-01',
  official: true,
  basis: 'confirmed',
  ...over,
})
const statute = cite({})
const guidance = cite({ url: 'https://agency.example.gov/faq', type: 'guidance' })
const mirror = cite({ url: 'https://casetext.example.com/statute', official: false })
const news = cite({ url: 'https://news.example.com/story', type: 'news', official: false })
const tracker = cite({ url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=XX1', official: false })

describe('source kinds', () => {
  test('are derived from type and where the page was read, and tracker summaries are commentary', () => {
    expect([statute, guidance, mirror, news, tracker].map(kindOf)).toEqual([
      'statute',
      'agency_guidance',
      'secondary_mirror',
      'news',
      'news',
    ])
    expect(kindOf(cite({ type: 'regulation' }))).toBe('rule')
    expect(kindOf(cite({ type: 'court', official: false, kind: 'secondary_mirror' }))).toBe('secondary_mirror')
  })

  test('that contradict where the page was read are problems', () => {
    expect(kindProblem(cite({ kind: 'secondary_mirror' }))).toContain('official page cited as secondary_mirror')
    expect(kindProblem(cite({ official: false, kind: 'statute' }))).toContain('must be a secondary_mirror')
    expect(kindProblem(news)).toBeNull()
    const input: SeedInput = {
      ...seedInput,
      jurisdictions: seedInput.jurisdictions.map(j =>
        j.code === 'OH'
          ? { ...j, defaults: { ...j.defaults, cites: [...(j.defaults.cites ?? []), cite({ kind: 'news' })] } }
          : j,
      ),
    }
    expect(
      checkDataset(input).some(p => p.where.startsWith('OH ') && p.problem === 'official page cited as news'),
    ).toBe(true)
  })

  test('mark secondary copies and tracker summaries in the source title', () => {
    expect(titleWithKind(mirror)).toBe('A page (secondary copy)')
    expect(titleWithKind(cite({ ...mirror, title: 'Statute (Justia copy)' }))).toBe('Statute (Justia copy)')
    expect(titleWithKind(tracker)).toBe('A page (tracker summary)')
    expect(titleWithKind(statute)).toBe('A page')
  })
})

describe('confidence by source kind', () => {
  const score = (cites: Cite[]) => scoreConfidence(cites, 'confirmed', '2026-11-01')

  test('orders statute above agency guidance above secondary copies above news', () => {
    const quality = [statute, guidance, mirror, news].map(c => score([c]).breakdown.sourceQuality)
    expect(quality).toEqual([1, 0.9, 0.7, 0.6])
    expect(score([cite({ ...guidance, official: false, kind: 'agency_guidance' })]).breakdown.sourceQuality).toBe(0.7)
  })

  test('a status resting only on news and commentary is held in the low band', () => {
    expect(score([news, tracker, cite({ ...news, url: 'https://news.example.com/2' })]).confidence).toBeLessThanOrEqual(
      NEWS_ONLY_CAP,
    )
    expect(score([news, mirror]).confidence).toBeGreaterThan(NEWS_ONLY_CAP)
  })

  test('evidence names what the status rests on', () => {
    expect(evidenceOf([news, statute])).toBe('official')
    expect(evidenceOf([news, mirror])).toBe('secondary')
    expect(evidenceOf([news, tracker])).toBe('news')
    expect(evidenceOf([cite({ basis: 'memory' })])).toBe('unconfirmed')
  })
})

describe('the dataset says what its weakest records rest on', () => {
  const dataset = compileDataset(seedInput)
  const record = (state: string, substance: string, productType: string) =>
    dataset.regulations.find(r => r.state === state && r.substance === substance && r.productType === productType)!

  test('a news-only status says so and stays below 0.70', () => {
    const mo = record('MO', 'cbd', 'topicals')
    expect(mo.summary).toContain(NEWS_ONLY_NOTE)
    expect(mo.confidence).toBeLessThanOrEqual(NEWS_ONLY_CAP)
  })

  test('a status read only on secondary copies says so, and an official agency page lifts it', () => {
    expect(record('NJ', 'delta-9-thc', 'edibles').summary).toContain(SECONDARY_NOTE)
    const nd = record('ND', 'cbd', 'tinctures')
    expect(nd.summary).not.toContain(SECONDARY_NOTE)
    expect(nd.confidenceBreakdown.sourceQuality).toBe(0.9)
  })

  test('verbatim warnings are held only where the wording was read whole', () => {
    expect(record('ND', 'cbd', 'tinctures').details.warningTextVerbatim).toContain('"Keep out of reach of children."')
    expect(record('MN', 'delta-9-thc', 'edibles').details.warningTextVerbatim).toBe(
      'Keep this product out of reach of children.',
    )
    expect(record('MN', 'delta-9-thc', 'flower').details.warningTextVerbatim).toBeNull()
    expect(record('CT', 'cbd', 'edibles').details.warningTextVerbatim).toBeNull()
    expect(record('CT', 'cbd', 'edibles').details.additionalRestrictions).toContain('not label warning text')
  })
})
