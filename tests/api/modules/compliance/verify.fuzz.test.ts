/**
 * 10,000 hostile bodies at POST /v1/compliance/verify, 5,000 per variant: a valid order with each of
 * its fields, the lines and their facts swapped for hostile values (control characters, huge and
 * negative numbers, wrong types, nesting, prototype keys), plus bodies that are not an order at all.
 * Whatever arrives: no app 5xx, every answer in the envelope with the security headers.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import fc from 'fast-check'
import { testApp, type TestApp } from '../../../support/app.ts'
import { violation, type HostileRequest } from '../../../support/fuzz.ts'
import { text } from '../../../support/fuzz-text.ts'

setDefaultTimeout(600_000)
const PER_VARIANT = 5_000
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.0001,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.1 + 0.2,
    [],
    {},
    [[[]]],
    '1e3',
    'NaN',
  ),
  fc.double(),
  fc.integer(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'state', 'toString', 'a'), fc.string({ maxLength: 5 })),
)

const validLine = {
  id: 'l1',
  substance: 'delta-9-thc',
  product_type: 'edibles',
  quantity: 2,
  thc_mg_per_serving: 5,
  servings_per_container: 20,
  thc_mg_per_container: 100,
  thc_pct_dry_weight: 0.2,
  cbd_mg_per_serving: 10,
  synthesized: false,
  coa_url: 'https://lab.example/coa.pdf',
}
const LINE_FIELDS = Object.keys(validLine)
const ORDER_FIELDS = ['ship_to', 'as_of', 'buyer_age', 'buyer_birth_date', 'channel', 'lines', '__proto__', 'extra']

const mutatedLine = fc
  .tuple(
    fc.subarray(LINE_FIELDS),
    fc.array(fc.tuple(fc.constantFrom(...LINE_FIELDS, 'thc_mg', '__proto__'), hostileValue), { maxLength: 3 }),
  )
  .map(([kept, swaps]) => {
    const line: Record<string, unknown> = Object.fromEntries(
      kept.map(field => [field, validLine[field as keyof typeof validLine]]),
    )
    for (const [field, value] of swaps) line[field] = value
    return line
  })

const order = fc
  .record(
    {
      ship_to: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom({ state: 'MN' }, { state: 'tx' }) },
        fc.record({ state: hostileValue }),
        hostileValue,
      ),
      as_of: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('2026-11-28', '2018-12-20', '2018-12-19', '2026-02-30', '9999-12-31') },
        hostileValue,
      ),
      buyer_age: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -5, max: 200 }) }, hostileValue),
      lines: fc.oneof(
        {
          weight: 6,
          arbitrary: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(validLine) }, mutatedLine), {
            maxLength: 8,
          }),
        },
        hostileValue,
      ),
      channel: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('online', 'in_store') }, hostileValue),
    },
    { requiredKeys: [] },
  )
  .chain(base =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant([] as [string, unknown][]) },
        fc.array(fc.tuple(fc.constantFrom(...ORDER_FIELDS), hostileValue), { maxLength: 2 }),
      )
      .map(extra => {
        const out: Record<string, unknown> = { ...base }
        for (const [field, value] of extra) out[field] = value
        return out
      }),
  )

const body = fc.oneof(
  { weight: 8, arbitrary: order.map(value => JSON.stringify(value)) },
  { weight: 1, arbitrary: hostileValue.map(value => JSON.stringify(value) ?? 'undefined') },
  {
    weight: 1,
    arbitrary: fc.oneof(
      text,
      fc.constantFrom('{', '{"lines":[', '[]'.repeat(40), `${'['.repeat(70)}${']'.repeat(70)}`, '\uFEFF{}'),
    ),
  },
)

for (const variant of ['nested', 'column'] as const) {
  describe(`hostile verification bodies (${variant})`, () => {
    let app: TestApp
    let key: string
    beforeAll(async () => {
      app = await testApp({ variant })
      key = await app.key()
    }, 300_000)
    afterAll(() => app?.close())

    test(`${PER_VARIANT} bodies: no 5xx, every answer in the envelope`, async () => {
      const statuses = new Map<number, number>()
      const problems: string[] = []
      await fc.assert(
        fc.asyncProperty(body, async text => {
          const request: HostileRequest = {
            method: 'POST',
            path: '/v1/compliance/verify',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: text,
          }
          const response = await app.app.handle(
            new Request(`http://localhost${request.path}`, { method: 'POST', headers: request.headers, body: text }),
          )
          const seen = { status: response.status, headers: response.headers, text: await response.text() }
          statuses.set(seen.status, (statuses.get(seen.status) ?? 0) + 1)
          const wrong = violation(request, seen)
          if (wrong) problems.push(`${wrong.kind}: ${wrong.detail}`)
        }),
        { numRuns: PER_VARIANT, seed: SEED },
      )
      console.log(
        `[verify fuzz ${variant}] seed ${SEED}: ${PER_VARIANT} bodies, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      )
      expect(problems).toEqual([])
      // Some got through to a verdict: the generator reaches the engine, not only the validator.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
    })
  })
}
