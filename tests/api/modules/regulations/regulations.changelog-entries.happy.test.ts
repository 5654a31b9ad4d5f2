/**
 * Changelog entries show what changed, in the nested variant's names: a change of federal law no longer
 * writes entries whose `before` and `after` are the same, and `diff_summary` names `summary`,
 * `confidence` and `details.age_requirement`, never the stored flat names.
 */
import { describe, expect, test } from 'bun:test'
import { nestedDiffSummary, nestedFieldName } from '../../../../api/src/modules/regulations/variants/nested-changes.ts'
import { expectOk, qs, variantApps } from '../../../support/api.ts'

const apps = variantApps(['nested'])

async function entries(params: Record<string, string>): Promise<any[]> {
  const key = await apps.nested.key('enterprise')
  const out: any[] = []
  for (let page = 1; ; page++) {
    const body = expectOk(
      await apps.nested.get(`/v1/regulations/changelog${qs({ ...params, page, per_page: 100 })}`, key),
    )
    out.push(...body.data)
    if (page >= body.meta.total_pages) return out
  }
}

const FLAT_ONLY =
  /\b(plain_english|confidence_score|age_restriction|thc_limit_mg_per_serving|testing_panels_required)\b/

describe('nested changelog entries', () => {
  test('a change of federal law shows it: before and after differ in federal_status or block_sale', async () => {
    const federal = (
      await entries({ state: 'TX', since: '2026-11-11T00:00:00Z', until: '2026-11-13T00:00:00Z' })
    ).filter(e => e.reason.startsWith('Federal law changed'))
    expect(federal.length).toBeGreaterThan(10)
    for (const e of federal) {
      expect(e.after, e.diff_summary).not.toEqual(e.before)
      expect(e.after.federal_status).toBeDefined()
      expect(e.diff_summary).toContain('federal_status')
    }
  })

  test('diff_summary names the nested fields of every entry of a state', async () => {
    const all = await entries({ state: 'CA' })
    expect(all.length).toBeGreaterThan(20)
    for (const e of all) expect(e.diff_summary, e.diff_summary).not.toMatch(FLAT_ONLY)
    expect(all.some(e => /details\.|summary:|legal_status:/.test(e.diff_summary))).toBe(true)
  })
})

describe('nested names of stored fields', () => {
  test('each flat name maps to the path a nested reader finds it under', () => {
    expect(nestedFieldName('plain_english')).toBe('summary')
    expect(nestedFieldName('confidence_score')).toBe('confidence')
    expect(nestedFieldName('age_restriction')).toBe('details.age_requirement')
    expect(nestedFieldName('thc_limit_mg_per_serving')).toBe('details.thc_limits.mg_per_serving')
    expect(nestedFieldName('expiry_date')).toBe('expiration_date')
    expect(nestedFieldName('labeling_required')).toBeNull()
    const summary = nestedDiffSummary([
      { id: 'a', field: 'age_restriction', oldValue: 18, newValue: 21 },
      { id: 'b', field: 'unknown_fields', oldValue: ['age_restriction', 'shipping_status'], newValue: [] },
    ])
    expect(summary).toBe(
      'details.age_requirement: 18 → 21; details.unknown_fields: age_requirement, shipping_status → none',
    )
  })
})
