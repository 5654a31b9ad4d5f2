/**
 * Conformance: every read endpoint of both variants, for every tier, answers bodies that match the
 * variant's response schema (TypeBox), with X-Request-Id = meta.request_id and api_version v1.
 */
import { describe, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { t } from 'elysia'
import { type ResponseName, variantShapes } from '../../support/variant-shapes.ts'
import {
  bothVariants,
  expectError,
  expectOk,
  expectSchema,
  snapshotOf,
  STARTER_STATES,
  type Variant,
} from '../../support/api.ts'

const apps = bothVariants()

test('the TypeBox value module loads and knows the formats the schemas use', () => {
  expect(typeof Value.Check).toBe('function')
  expect(Value.Check(t.String({ format: 'date-time' }), '2026-01-31T00:00:00.000Z')).toBe(true)
  expect(Value.Check(t.String({ format: 'date-time' }), 'yesterday')).toBe(false)
  expect(Value.Check(t.String({ format: 'date' }), '2026-01-31')).toBe(true)
  expect(Value.Check(t.String({ format: 'uri' }), 'https://example.gov/x')).toBe(true)
  expect(Value.Check(t.String({ format: 'uuid' }), 'not-a-uuid')).toBe(false)
})

/** The read endpoints, by the schema their 200 answers use. */
function readRequests(variant: Variant): [string, ResponseName][] {
  const t = apps[variant]
  const co = snapshotOf(t).regulations.find(r => r.state === 'CO')!
  const id = variant === 'nested' ? `reg_${co.id}` : co.id
  const list = variant === 'nested' ? '/v1/regulations' : '/v1/regulations?state=CO,TX'
  const sep = list.includes('?') ? '&' : '?'
  return [
    [list, 'regulationList'],
    [`${list}${sep}include_sources=true&include_bills=true&include_changelog=true&per_page=100`, 'regulationList'],
    [
      `${list}${sep}substance=cbd&product_type=vape&legal_status=${variant === 'nested' ? 'legal' : 'restricted'}`,
      'regulationList',
    ],
    [`/v1/regulations/${id}`, 'regulation'],
    ['/v1/regulations/changelog?per_page=100', 'changelog'],
    ['/v1/regulations/changelog?state=CO', 'changelog'],
    ['/v1/regulations/compare?states=CO,TX,NY', 'compare'],
    ['/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=edibles', 'compare'],
    ['/v1/states', 'states'],
    ['/v1/states/CO', 'stateProfile'],
    ['/v1/states/US', 'stateProfile'],
    ...(variant === 'nested'
      ? ([
          ['/v1/states?sort=avg_confidence&order=desc', 'states'],
          ['/v1/states/CO?include_sources=true&include_bills=true', 'stateProfile'],
          ['/v1/states/US?include_bills=true&include_sources=true', 'stateProfile'],
          ['/v1/states/TX?substance=cbd&product_type=flower', 'stateProfile'],
        ] as const)
      : []),
    ['/v1/substances', 'substances'],
    ['/v1/product-types', 'productTypes'],
  ] as [string, ResponseName][]
}

const TIERS: Record<Variant, string[]> = {
  nested: ['starter', 'professional', 'enterprise', 'research'],
  column: ['free', 'retailer', 'brand', 'enterprise'],
}

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: every read endpoint matches its response schema, for every tier`, () => {
    for (const tier of TIERS[variant]) {
      test(tier, async () => {
        const t = apps[variant]
        const key = await t.key(tier, tier === 'starter' ? { states: STARTER_STATES } : {})
        let checked = 0
        for (const [path, schemaName] of readRequests(variant)) {
          const res = await t.get(path, key)
          if (res.status !== 200) {
            // Tier gates are the only allowed refusals: column changelog below enterprise.
            expect(
              variant === 'column' && tier !== 'enterprise' && path.includes('changelog'),
              `${path}: ${res.status} ${res.text.slice(0, 200)}`,
            ).toBe(true)
            expectError(res, 'UPGRADE_REQUIRED')
            continue
          }
          expectOk(res)
          expectSchema(variantShapes(variant).responses[schemaName], res.body, `${variant}/${tier} ${path}`)
          checked++
        }
        expect(checked).toBeGreaterThanOrEqual(10)
      })
    }
  })
}

describe('success responses carry X-Request-Id = meta.request_id and api_version v1', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(variant, async () => {
      const t = apps[variant]
      const key = await t.key('enterprise')
      for (const [path] of readRequests(variant)) {
        const res = await t.get(path, key)
        const body = expectOk(res)
        expect(body.meta.api_version).toBe('v1')
        expect(body.meta.request_id).toMatch(/^req_/)
      }
    })
  }
})
