/**
 * POST /v1/compliance/verify over HTTP in both variants: the 100 mg jar federally controlled, the
 * 0.3 mg jar fine, per-line reasons with citations, every tier served, a receipt that verifies with
 * `jose` against the JWKS and is read back by its account.
 */
import { describe, expect, test } from 'bun:test'
import { compactVerify, createLocalJWKSet } from 'jose'
import { bothVariants, keyPerVariant, STARTER_STATES, VARIANTS } from '../../../support/api.ts'

const apps = bothVariants({ timeout: 60_000 })
const keys = keyPerVariant(apps)

const line = (id: string, mg: number) => ({
  id,
  substance: 'delta-9-thc',
  product_type: 'edibles',
  thc_mg_per_container: mg,
  synthesized: false,
})
const body = (extra: Record<string, unknown> = {}) => ({
  ship_to: { state: 'TX' },
  as_of: '2026-11-28',
  buyer_age: 30,
  lines: [line('jar-100', 100), line('jar-low', 0.3)],
  ...extra,
})
const post = (variant: (typeof VARIANTS)[number], json: unknown, key = keys[variant]) =>
  apps[variant].request('/v1/compliance/verify', {
    method: 'POST',
    key,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })

for (const variant of VARIANTS) {
  describe(`POST /v1/compliance/verify (${variant})`, () => {
    test('a 100 mg jar is federally controlled, a 0.3 mg jar is fine; the order takes the worst line', async () => {
      const res = await post(variant, body())
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const data = res.body.data
      expect(data.result).toBe('not_compliant')
      expect(data.compliant).toBe(false)
      expect(data.failure_codes).toEqual(['THC_PER_CONTAINER_EXCEEDED'])
      expect(data.as_of).toBe('2026-11-28')
      expect(data.data_version).toBe(String(apps[variant].services.store.current.version))
      const [jar, low] = data.lines
      expect(jar).toMatchObject({ id: 'jar-100', result: 'not_compliant', decided_by: 'federal' })
      expect(jar.findings[0]).toMatchObject({ code: 'THC_PER_CONTAINER_EXCEEDED', jurisdiction: 'US' })
      // Each message points at citations the line lists.
      expect(jar.messages[0]).toMatch(/0\.4.*\[\d+\]/)
      for (const n of jar.findings[0].citations) expect(jar.citations.map((c: { n: number }) => c.n)).toContain(n)
      expect(jar.federal_rule.jurisdiction).toBe('US')
      expect(jar.state_rule.jurisdiction).toBe('TX')
      expect(low).toMatchObject({ id: 'jar-low', result: 'compliant', failure_codes: [], warning_codes: [] })
      expect(low.requirements).toMatchObject({ minimum_age: 21, age_gate_required: true })
    })

    test('the receipt verifies with jose against the JWKS and is read back by the account', async () => {
      const res = await post(variant, body())
      const { receipt } = res.body.data
      expect(receipt.id).toMatch(/^rcp_/)
      const jwks = (await apps[variant].get('/.well-known/jwks.json')).body
      const { payload } = await compactVerify(receipt.jws, createLocalJWKSet(jwks))
      const signed = JSON.parse(new TextDecoder().decode(payload))
      expect(JSON.stringify(signed)).toContain('jar-100')
      expect(JSON.stringify(signed)).toContain('not_compliant')
      const stored = await apps[variant].get(`/v1/compliance/verify/${receipt.id}`, keys[variant])
      expect(stored.status).toBe(200)
    })

    test('as_of rebuilds the law of that day: before Sec. 781 the 100 mg jar was federally lawful', async () => {
      const res = await post(variant, body({ as_of: '2026-11-01' }))
      const [jar] = res.body.data.lines
      expect(jar.failure_codes).toEqual([])
      expect(jar.warning_codes).toContain('PENDING_CHANGE')
      expect(jar.findings.find((f: { code: string }) => f.code === 'PENDING_CHANGE').date).toBe('2026-11-12')
    })

    test('buyer_birth_date gives the age on as_of; a 20-year-old fails Texas 21+', async () => {
      const res = await post(
        variant,
        body({ buyer_age: undefined, buyer_birth_date: '2006-11-29', lines: [line('low', 0.3)] }),
      )
      expect(res.body.data.lines[0].failure_codes).toEqual(['BELOW_MINIMUM_AGE'])
    })

    test('every tier verifies; a plan of chosen states only those states', async () => {
      for (const tier of apps[variant].services.profile.tiers) {
        let key: string
        let chosen = false
        try {
          key = await apps[variant].key(tier)
        } catch {
          key = await apps[variant].key(tier, { states: STARTER_STATES })
          chosen = true
        }
        expect((await post(variant, body(), key)).status).toBe(200)
        if (chosen) {
          const outside = await post(variant, body({ ship_to: { state: 'MN' } }), key)
          expect(outside.status).toBe(403)
          expect(outside.body.errors[0].code).toBe('FORBIDDEN')
        }
      }
    })
  })
}
