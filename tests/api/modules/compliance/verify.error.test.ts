/** POST /v1/compliance/verify's refusals: each names the path at fault, never a 500. */
import { describe, expect, test } from 'bun:test'
import { bothVariants, keyPerVariant, VARIANTS } from '../../../support/api.ts'

const apps = bothVariants({ timeout: 60_000 })
const keys = keyPerVariant(apps)

const line = { id: 'a', substance: 'cbd', product_type: 'tinctures', thc_mg_per_container: 0.2, synthesized: false }
const valid = { ship_to: { state: 'TX' }, lines: [line] }
const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ...line, id: String(i) }))

const CASES: [string, unknown, RegExp][] = [
  [
    'a negative figure on the fourth line',
    { ...valid, lines: [...lines(3), { ...line, thc_mg_per_container: -1 }] },
    /^lines\[3\]\.thc_mg_per_container: must be ≥ 0/,
  ],
  [
    'a line without a substance',
    { ...valid, lines: [{ id: 'x', product_type: 'edibles' }] },
    /^lines\[0\]\.substance: required/,
  ],
  [
    'an unknown substance',
    { ...valid, lines: [{ ...line, substance: 'kratom' }] },
    /^lines\[0\]\.substance: must be one of/,
  ],
  [
    'an unknown product type',
    { ...valid, lines: [{ ...line, product_type: 'bath-bombs' }] },
    /^lines\[0\]\.product_type: must be one of/,
  ],
  [
    'a misspelt fact',
    { ...valid, lines: [{ ...line, thc_mg_per_contaner: 1 }] },
    /^lines\[0\]\.thc_mg_per_contaner: unknown field/,
  ],
  ['no lines', { ...valid, lines: [] }, /^lines: must hold 1 to 100 items/],
  ['101 lines', { ...valid, lines: lines(101) }, /^lines: must hold 1 to 100 items; it holds 101/],
  ['no ship_to', { lines: [line] }, /^ship_to: required/],
  [
    'a state we do not serve',
    { ...valid, ship_to: { state: 'PR' } },
    /^ship_to\.state: PR is not one of the 50 states or DC/,
  ],
  [
    'as_of before our history',
    { ...valid, as_of: '2018-01-01' },
    /^as_of: 2018-01-01 is before 2018-12-20, the earliest date/,
  ],
  ['as_of not a date', { ...valid, as_of: '2026-02-30' }, /^as_of: /],
  ['a fractional age', { ...valid, buyer_age: 20.5 }, /^buyer_age: /],
  [
    'both age and birth date',
    { ...valid, buyer_age: 30, buyer_birth_date: '1990-01-01' },
    /^buyer_birth_date: send buyer_age or buyer_birth_date/,
  ],
  [
    'a birth date after as_of',
    { ...valid, as_of: '2026-11-28', buyer_birth_date: '2027-01-01' },
    /^buyer_birth_date: must be a date on or before 2026-11-28/,
  ],
  ['a channel we do not know', { ...valid, channel: 'drone' }, /^channel: must be one of online, in_store/],
  ['synthesized as a string', { ...valid, lines: [{ ...line, synthesized: 'no' }] }, /^lines\[0\]\.synthesized: /],
  [
    'zero servings',
    { ...valid, lines: [{ ...line, servings_per_container: 0 }] },
    /^lines\[0\]\.servings_per_container: must be > 0/,
  ],
  [
    'a dry weight over 100 %',
    { ...valid, lines: [{ ...line, thc_pct_dry_weight: 101 }] },
    /^lines\[0\]\.thc_pct_dry_weight: must be ≤ 100/,
  ],
  ['an array body', [valid], /^body: expected a JSON object/],
]

for (const variant of VARIANTS) {
  describe(`POST /v1/compliance/verify refusals (${variant})`, () => {
    const post = (body: string, key: string | undefined = keys[variant]) =>
      apps[variant].request('/v1/compliance/verify', {
        method: 'POST',
        key,
        headers: { 'content-type': 'application/json' },
        body,
      })
    for (const [name, body, message] of CASES) {
      test(`${name}: 400 VALIDATION_ERROR naming the path`, async () => {
        const res = await post(JSON.stringify(body))
        expect(res.status).toBe(400)
        expect(res.body.errors[0].code).toBe('VALIDATION_ERROR')
        expect(res.body.errors[0].message).toMatch(message)
      })
    }
    test('not JSON, and over 64 KiB', async () => {
      expect((await post('{"ship_to":')).body.errors[0].message).toMatch(/^body: not valid JSON/)
      const big = JSON.stringify({ ...valid, lines: [{ ...line, coa_url: 'x'.repeat(70_000) }] })
      expect((await post(big)).body.errors[0].message).toMatch(/^body: larger than 64 KiB/)
    })
    test('no key, and a publishable key', async () => {
      expect((await post(JSON.stringify(valid), '')).status).toBe(401)
      const publishable = await apps[variant].key(undefined, { kind: 'publishable' })
      expect((await post(JSON.stringify(valid), publishable)).body.errors[0].code).toBe('INVALID_KEY_TYPE')
    })
  })
}
