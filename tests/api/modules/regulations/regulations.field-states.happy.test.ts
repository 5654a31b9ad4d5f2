/**
 * The three states of the merchant-facing fields (a value, no state rule, unknown) on every
 * regulation-shaped response of both variants: list, by id, state profile and compare, each listing
 * exactly what the record's determinations say, in the variant's field names, and documented.
 */
import { describe, expect, test } from 'bun:test'
import {
  MERCHANT_FIELD_COLUMNS,
  MERCHANT_FIELDS,
  type FieldState,
  type Regulation,
} from '../../../../api/src/domain/types.ts'
import { NESTED_MERCHANT_FIELDS } from '../../../../api/src/variants/nested.ts'
import { bothVariants, expectOk, keyPerVariant, snapshotOf } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

const namesIn = (r: Regulation, state: FieldState, names: Record<string, string>) =>
  MERCHANT_FIELDS.filter(f => r.determinations[f].state === state).map(f => names[f])

/** A state whose records hold all three states, so each list is exercised both empty and full. */
function richState(variant: 'nested' | 'column'): string {
  const regs = snapshotOf(apps[variant]).regulations
  const code = ['TX', 'CO', 'CA', 'KS', 'NY', 'FL'].find(state => {
    const own = regs.filter(r => r.state === state)
    return (['unknown', 'no_state_rule'] as const).every(s =>
      own.some(r => MERCHANT_FIELDS.some(f => r.determinations[f].state === s)),
    )
  })
  expect(code, 'a state with unknown and no-state-rule fields').toBeDefined()
  return code!
}

describe('nested: details.unknown_fields, details.no_state_rule_fields, details.field_notes', () => {
  const check = (row: any, r: Regulation) => {
    expect(row.details.unknown_fields).toEqual(namesIn(r, 'unknown', NESTED_MERCHANT_FIELDS))
    expect(row.details.no_state_rule_fields).toEqual(namesIn(r, 'no_state_rule', NESTED_MERCHANT_FIELDS))
    // The notes cite source ids, so they come with include_sources=true.
    if (!row.sources) expect(row.details.field_notes).toBeUndefined()
    for (const field of row.sources ? MERCHANT_FIELDS : []) {
      const d = r.determinations[field]
      const note = row.details.field_notes[NESTED_MERCHANT_FIELDS[field]]
      if (d.state === 'value') expect(note).toBeUndefined()
      else expect(note).toEqual({ state: d.state, note: d.note, source_ids: d.sourceIds })
    }
    // The contract's meaning is kept: an age that is not a value is null, whichever the reason.
    if (r.determinations.minimumAge.state !== 'value') expect(row.details.age_requirement).toBeNull()
  }

  test('list, by id and the state profile list what the determinations say; notes cite what was read', async () => {
    const t = apps.nested
    const code = richState('nested')
    const byId = new Map(snapshotOf(t).regulations.map(r => [`reg_${r.id}`, r]))
    const list = expectOk(
      await t.get(`/v1/regulations?state=${code}&per_page=100&include_sources=true`, keys.nested),
    ).data
    const profile = expectOk(await t.get(`/v1/states/${code}`, keys.nested)).data.regulations
    expect(list.length).toBeGreaterThan(0)
    for (const row of [...list, ...profile]) check(row, byId.get(row.id)!)
    const one = list.find((row: any) => row.details.no_state_rule_fields.length > 0)
    check(expectOk(await t.get(`/v1/regulations/${one.id}`, keys.nested)).data, byId.get(one.id)!)
    const sourceIds = new Set(one.sources.map((s: any) => s.id))
    for (const note of Object.values(one.details.field_notes) as any[]) {
      if (note.state === 'no_state_rule') expect(note.source_ids.length).toBeGreaterThan(0)
      for (const id of note.source_ids) expect(sourceIds.has(id)).toBe(true)
    }
  })

  test('compare rows carry the lists beside the federal layer and block_sale', async () => {
    const t = apps.nested
    const byId = new Map(snapshotOf(t).regulations.map(r => [`reg_${r.id}`, r]))
    const body = expectOk(await t.get('/v1/regulations/compare?states=TX,CO,CA&substance=cbd', keys.nested))
    for (const row of body.data.comparison) {
      const r = byId.get(row.regulation_id)!
      expect(row.unknown_fields).toEqual(namesIn(r, 'unknown', NESTED_MERCHANT_FIELDS))
      expect(row.no_state_rule_fields).toEqual(namesIn(r, 'no_state_rule', NESTED_MERCHANT_FIELDS))
      expect(row.federal_status).toBe(r.federalStatus)
      expect(row.block_sale).toBe(r.blockSale)
    }
  })
})

describe('column: unknown_fields and no_state_rule_fields', () => {
  test('every tier sees the states of the columns it is given, and those columns are null', async () => {
    const t = apps.column
    const code = richState('column')
    const byId = new Map(snapshotOf(t).regulations.map(r => [r.id, r]))
    for (const tier of ['free', 'retailer', 'brand', 'enterprise']) {
      const key = await t.key(tier)
      const rows = [
        ...expectOk(await t.get(`/v1/regulations?state=${code}&per_page=100`, key)).data,
        ...expectOk(await t.get(`/v1/states/${code}`, key)).data.regulations,
        ...expectOk(await t.get(`/v1/regulations/compare?states=${code},CO`, key)).data[code],
      ]
      for (const row of rows) {
        const r = byId.get(row.id)!
        const shown = (column: string) => column in row
        expect(row.unknown_fields).toEqual(namesIn(r, 'unknown', MERCHANT_FIELD_COLUMNS).filter(shown))
        expect(row.no_state_rule_fields).toEqual(namesIn(r, 'no_state_rule', MERCHANT_FIELD_COLUMNS).filter(shown))
        for (const column of [...row.unknown_fields, ...row.no_state_rule_fields]) expect(row[column]).toBeNull()
      }
      if (tier === 'free') expect(rows.flatMap(row => row.unknown_fields)).not.toContain('shipping_status')
      if (tier === 'enterprise') {
        expect(rows.some(row => row.unknown_fields.length > 0)).toBe(true)
        expect(rows.some(row => row.no_state_rule_fields.length > 0)).toBe(true)
      }
    }
    const uuid = [...byId.values()].find(r => r.state === code)!.id
    const single = expectOk(await t.get(`/v1/regulations/${uuid}`, await t.key('enterprise'))).data
    expect(single.unknown_fields).toEqual(namesIn(byId.get(uuid)!, 'unknown', MERCHANT_FIELD_COLUMNS))
  })
})

describe('the OpenAPI document says how to tell the three states apart', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(variant, async () => {
      const doc = await (await apps[variant].app.handle(new Request('http://localhost/openapi.json'))).text()
      for (const phrase of ['unknown_fields', 'no_state_rule_fields', 'No state rule', 'never read it as permission'])
        expect(doc).toContain(phrase)
    })
  }
})
