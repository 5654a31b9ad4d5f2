/** The bytes a receipt signs: sorted keys at every depth, whatever the order the value was built in. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { canonicalJson } from '../../../api/src/receipts/canonical.ts'

/** Sorted keys by UTF-16 code units, written by hand: what RFC 8785 asks of the order. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`
  const record = value as Record<string, unknown>
  const keys = Object.keys(record).sort()
  return `{${keys.map(key => `${JSON.stringify(key)}:${reference(record[key])}`).join(',')}}`
}

describe('canonicalJson', () => {
  test('equals the hand-sorted form for any JSON value, index-like keys included', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('0', '1', '10', '9', '01', 'a', 'B', 'é', '\u{1F600}'))
    const json = fc.letrec(tie => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string(),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 6 }),
      ),
    })).value
    fc.assert(
      fc.property(json, value => {
        expect(canonicalJson(value)).toBe(reference(value))
      }),
      { numRuns: 2000, seed: 26 },
    )
  })

  test('leaves out undefined members, writes dates as JSON does, and keeps no whitespace', () => {
    expect(canonicalJson({ b: 1, a: undefined, c: [undefined, 2] })).toBe('{"b":1,"c":[null,2]}')
    expect(canonicalJson({ z: { y: 1, x: 2 }, when: new Date(0) })).toBe(
      '{"when":"1970-01-01T00:00:00.000Z","z":{"x":2,"y":1}}',
    )
    expect(canonicalJson({ 10: 'ten', 9: 'nine', b: { 2: 0, 1: 0 } })).toBe('{"10":"ten","9":"nine","b":{"1":0,"2":0}}')
    expect(canonicalJson(undefined)).toBe('null')
  })
})
