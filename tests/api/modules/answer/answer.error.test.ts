/** /v1/answer's failures: bad queries and bodies get 400 in the envelope, an engine fault 503, never a 500. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import type { TestApp } from '../../../support/app.ts'
import { bothVariants, expectError, expectOk, keyPerVariant, qs, VARIANTS } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

const post = (t: TestApp, body: string, headers: Record<string, string> = {}) =>
  t.request('/v1/answer', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })

/** Runs `fn` while the engine's snapshot is broken (an index missing), then restores it. */
async function withBrokenSnapshot(t: TestApp, fn: () => Promise<void>): Promise<void> {
  const snapshot = t.services.store.current as unknown as { byState: unknown; byKey: unknown }
  const { byState, byKey } = snapshot
  snapshot.byState = null
  snapshot.byKey = null
  try {
    await fn()
  } finally {
    snapshot.byState = byState
    snapshot.byKey = byKey
  }
}

for (const variant of VARIANTS) {
  describe(`${variant} GET /v1/answer: validation`, () => {
    test('q is required, 1 to 500 characters, and the message names it', async () => {
      const t = apps[variant]
      for (const path of ['/v1/answer', '/v1/answer?q=', `/v1/answer${qs({ q: 'x'.repeat(501) })}`]) {
        const res = await t.get(path, keys[variant])
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message).toContain('query.q')
      }
      expectOk(
        await t.get(
          `/v1/answer${qs({ q: `Is delta 8 legal in Texas for gummies? ${'x'.repeat(461)}` })}`,
          keys[variant],
        ),
      )
    })

    test('state must be a two-letter jurisdiction code', async () => {
      const t = apps[variant]
      for (const state of ['Texas', 'T1', 'T', 'ZZ', 'XX']) {
        const res = await t.get(`/v1/answer${qs({ q: 'Is delta 8 legal?', state })}`, keys[variant])
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message).toContain('query.state')
      }
      // A US territory is a real jurisdiction HempData does not cover: a gap, not a bad request.
      const territory = expectOk(
        await t.get(`/v1/answer${qs({ q: 'Is delta 8 legal for gummies?', state: 'PR' })}`, keys[variant]),
      )
      expect(territory.data).toMatchObject({ status: 'gap', gap: { missing: 'jurisdiction' } })
    })

    test('unknown and repeated parameters are refused', async () => {
      const t = apps[variant]
      expectError(
        await t.get(`/v1/answer${qs({ q: 'Is CBD legal in Ohio?', substance: 'cbd' })}`, keys[variant]),
        'VALIDATION_ERROR',
      )
      expectError(await t.get('/v1/answer?q=Is+CBD+legal&q=in+Ohio', keys[variant]), 'VALIDATION_ERROR')
    })

    test('any question of 1 to 500 characters gets a 200 answer or gap, never an error', async () => {
      const t = apps[variant]
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 500, unit: 'binary' }), async q => {
          const res = await t.get(`/v1/answer${qs({ q })}`, keys[variant])
          expect(res.status, q).toBe(200)
          expect(['answered', 'gap']).toContain(res.body.data.status)
        }),
        { numRuns: 150 },
      )
    })
  })

  describe(`${variant} POST /v1/answer: validation`, () => {
    test('body must be JSON with a question of 1 to 500 characters and nothing unknown', async () => {
      const t = apps[variant]
      const bad: [string, string][] = [
        ['', 'body'],
        ['not json', 'body'],
        ['[]', 'body'],
        ['{}', 'body.question'],
        ['{"question": 42}', 'body.question'],
        ['{"question": ""}', 'body.question'],
        [JSON.stringify({ question: 'x'.repeat(501) }), 'body.question'],
        ['{"question": "Is CBD legal?", "state": "Ohio"}', 'body.state'],
        ['{"question": "Is CBD legal?", "state": "ZZ"}', 'body.state'],
        ['{"question": "Is CBD legal?", "substance": "cbd"}', 'body.substance'],
      ]
      for (const [body, named] of bad) {
        const res = await post(t, body)
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message, body).toContain(named)
      }
    })

    test('an oversized body is refused before it is parsed', async () => {
      const res = await post(
        apps[variant],
        JSON.stringify({ question: 'Is CBD legal in Ohio?', padding: 'x'.repeat(10_000) }),
      )
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain('larger than')
    })
  })

  describe(`${variant}: engine failure`, () => {
    test('a fault inside the engine is 503 ANSWER_UNAVAILABLE for GET and POST, never a gap or a 500', async () => {
      const t = apps[variant]
      // A question not asked before on this snapshot, so the engine (not the answer cache) runs.
      const q = 'Can I sell CBD oil in Ohio? (engine fault)'
      await withBrokenSnapshot(t, async () => {
        expectError(await t.get(`/v1/answer${qs({ q })}`, keys[variant]), 'ANSWER_UNAVAILABLE')
        expectError(await post(t, JSON.stringify({ question: q })), 'ANSWER_UNAVAILABLE')
      })
      // Failures are not cached: the same question answers once the engine works again.
      expectOk(await t.get(`/v1/answer${qs({ q })}`, keys[variant]))
    })
  })
}
