/** GET and POST /v1/answer: answers traced to the records, gaps that say what is missing, both variants. */
import { deref } from '../../../support/openapi-validator.ts'
import { describe, expect, test } from 'bun:test'
import { mostRestrictive } from '../../../../api/src/domain/status.ts'
import type { Regulation } from '../../../../api/src/domain/types.ts'
import { answerResponse } from '../../../../api/src/modules/answer/model.ts'
import { regulationKey } from '../../../../api/src/snapshot/snapshot.ts'
import type { TestApp } from '../../../support/app.ts'
import {
  adminHeaders,
  bothVariants,
  expectOk,
  expectSchema,
  keyPerVariant,
  qs,
  snapshotOf,
  VARIANTS,
  withoutRequestId,
} from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

const ask = (t: TestApp, key: string, q: string, state?: string) => t.get(`/v1/answer${qs({ q, state })}`, key)
const post = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.request('/v1/answer', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

const record = (t: TestApp, state: string, substance: string, productType: string): Regulation =>
  snapshotOf(t).byKey.get(regulationKey(state, substance, productType))!

/** Every [n] in the text has a citation, every citation is cited, numbered 1..k. */
function expectConsistentCitations(answer: any): void {
  const marked = new Set([...answer.text.matchAll(/\[(\d+)\]/g)].map((m: RegExpMatchArray) => Number(m[1])))
  expect(answer.citations.map((c: any) => c.n)).toEqual(answer.citations.map((_: unknown, i: number) => i + 1))
  expect([...marked].sort((a, b) => a - b)).toEqual(answer.citations.map((c: any) => c.n))
}

for (const variant of VARIANTS) {
  describe(`${variant}: answered`, () => {
    test('legality: state and federal status, the stricter applied, cited from the record and the federal layer', async () => {
      const t = apps[variant]
      const body = expectOk(await ask(t, keys[variant], 'Can I sell delta 8 gummies in Texas?'))
      expectSchema(answerResponse, body, 'answer')
      expect(body.meta.api_version).toBe('v1')
      expect(body.errors).toBeNull()
      const data = body.data
      expect(data.status).toBe('answered')
      expect(data.intent).toBe('legality')
      expect(data.parsed).toMatchObject({
        states: ['TX'],
        substance: 'delta-8-thc',
        product_type: 'edibles',
        state_source: 'question',
      })
      const r = record(t, 'TX', 'delta-8-thc', 'edibles')
      const federal = record(t, 'US', 'delta-8-thc', 'edibles')
      const { profile } = t.services
      expect(data.answer.data.facts.state_status).toBe(profile.statusName(r.legalStatus, r))
      expect(data.answer.data.facts.federal_status).toBe(profile.statusName(r.federalStatus))
      expect(data.answer.data.facts.effective_status).toBe(
        profile.statusName(mostRestrictive(r.legalStatus, r.federalStatus)),
      )
      expect(data.answer.data.regulation_ids).toEqual([profile.regulationPublicId(r.id)])
      expect(data.answer.verification.factId).toBe(profile.regulationPublicId(r.id))
      expectConsistentCitations(data.answer)
      const allowed = new Set([...r.sources, ...federal.sources].map(s => s.url))
      for (const citation of data.answer.citations) expect(allowed.has(citation.url)).toBe(true)
      expect(data.answer.citations.some((c: any) => federal.sources.some(s => s.url === c.url))).toBe(true)
    })

    test('verification is honest: no record is human-reviewed, so every answer is orientation only and says so', async () => {
      const t = apps[variant]
      const data = expectOk(await ask(t, keys[variant], 'Is CBD oil legal in Ohio?')).data
      const r = record(t, 'OH', 'cbd', 'tinctures')
      expect(['automated', 'unverified']).toContain(r.verificationTier)
      expect(data.answer.verification.status).toBe('orientation_only')
      expect(data.answer.text).toContain('Orientation only')
      expect(data.answer.verification.statute).toBe(r.sources.find(s => s.type === 'statute')?.title ?? null)
      expect(data.answer.verification.lastVerified <= r.lastVerified).toBe(true)
      expect(data.answer.verification.confidence).toBeLessThanOrEqual(r.confidence)
      for (const url of data.answer.verification.primarySources)
        expect(new URL(url).hostname).toMatch(/\.(gov|mil|[a-z]{2}\.us)$/)
    })

    test('minimum age, licence, THC limits and bills come from the record fields', async () => {
      const t = apps[variant]
      const age = expectOk(await ask(t, keys[variant], 'how old do you have to be to buy delta 8 vapes in texas')).data
      expect(age.intent).toBe('minimum_age')
      expect(age.answer.data.facts.minimum_age).toBe(record(t, 'TX', 'delta-8-thc', 'vapes').details.minimumAge)
      const limit = expectOk(await ask(t, keys[variant], 'THC limit for delta 9 gummies in Minnesota')).data
      expect(limit.answer.data.facts.thc_limit).toBe(record(t, 'MN', 'delta-9-thc', 'edibles').details.thcLimitText)
      const bills = expectOk(await ask(t, keys[variant], 'Are there pending hemp bills in Illinois?')).data
      expect(bills.intent).toBe('pending_bills')
      const tracked = (snapshotOf(t).billsByState.get('IL') ?? [])
        .filter(b => !['signed', 'vetoed', 'dead'].includes(b.status))
        .map(b => b.billId)
      expect(bills.answer.data.bills.map((b: any) => b.bill_id).sort()).toEqual(tracked.sort())
    })

    test('comparison and federal questions', async () => {
      const t = apps[variant]
      const compare = expectOk(await ask(t, keys[variant], 'Compare delta 8 gummies in Texas and Florida')).data
      expect(compare.intent).toBe('comparison')
      expect(compare.answer.data.jurisdictions.map((row: any) => row.jurisdiction.code)).toEqual(['TX', 'FL'])
      const federal = expectOk(await ask(t, keys[variant], 'Is delta 8 legal federally?')).data
      expect(federal.intent).toBe('federal_status')
      expect(federal.parsed.states).toEqual(['US'])
      expect(federal.answer.data.facts.federal_status).toBe(
        t.services.profile.statusName(record(t, 'US', 'delta-8-thc', 'edibles').legalStatus),
      )
    })

    test('typos, lower case and word order give the same reading', async () => {
      const t = apps[variant]
      const a = expectOk(await ask(t, keys[variant], 'Is delta 8 legal in Texas for gummies?')).data
      for (const q of [
        'texas gummies delta 8 legal',
        'is delta 8 legl in texs for gummys',
        'IS D8 GUMMIES LEGAL IN TX',
      ]) {
        const b = expectOk(await ask(t, keys[variant], q)).data
        expect(b.parsed.states).toEqual(a.parsed.states)
        expect(b.answer.data.facts).toEqual(a.answer.data.facts)
      }
    })

    test('the state parameter scopes a question naming no state; a named state wins', async () => {
      const t = apps[variant]
      const scoped = expectOk(await ask(t, keys[variant], 'Is delta 8 legal for gummies?', 'fl')).data
      expect(scoped.parsed).toMatchObject({ states: ['FL'], state_source: 'parameter' })
      const named = expectOk(await ask(t, keys[variant], 'Is delta 8 legal in Georgia for gummies?', 'FL')).data
      expect(named.parsed).toMatchObject({ states: ['GA'], state_source: 'question' })
    })

    test('deterministic: the same question gives the same bytes apart from the request id', async () => {
      const t = apps[variant]
      const first = await ask(t, keys[variant], 'Compare THCA flower in Tennessee and Georgia')
      const second = await ask(t, keys[variant], 'Compare THCA flower in Tennessee and Georgia')
      expect(first.body.meta.request_id).not.toBe(second.body.meta.request_id)
      expect(first.text.replace(first.body.meta.request_id, '')).toBe(
        second.text.replace(second.body.meta.request_id, ''),
      )
    })

    test('POST without a key answers the same as GET', async () => {
      const t = apps[variant]
      const got = expectOk(await ask(t, keys[variant], 'Can I ship CBD tinctures to Idaho?'))
      const posted = await post(t, { question: 'Can I ship CBD tinctures to Idaho?' })
      const body = expectOk(posted)
      expectSchema(answerResponse, body, 'POST answer')
      expect(withoutRequestId(body)).toEqual(withoutRequestId(got))
      expect(posted.headers.get('x-demo-ip-limit')).toBe('120')
      const scoped = expectOk(await post(t, { question: 'Is delta 8 legal for vapes?', state: 'TX' })).data
      expect(scoped.parsed.states).toEqual(['TX'])
    })
  })

  describe(`${variant}: gaps`, () => {
    test('no state: asks for one', async () => {
      const data = expectOk(await ask(apps[variant], keys[variant], 'Is delta 8 legal?')).data
      expectSchema(
        answerResponse,
        { success: true, data, meta: { request_id: 'x', api_version: 'v1' }, errors: null },
        'gap',
      )
      expect(data).toMatchObject({ status: 'gap', intent: 'legality', gap: { missing: 'state' } })
    })

    test('a status that differs by product type: asks which, naming the differences', async () => {
      const t = apps[variant]
      const data = expectOk(await ask(t, keys[variant], 'Is delta 8 legal in Texas?')).data
      expect(data.status).toBe('gap')
      expect(data.gap.missing).toBe('product_type')
      const statuses = new Set(
        (snapshotOf(t).byState.get('TX') ?? []).filter(r => r.substance === 'delta-8-thc').map(r => r.legalStatus),
      )
      expect(statuses.size).toBeGreaterThan(1)
      expect(data.gap.reason).toContain('smokable')
    })

    test('an empty record field is a gap, never a default', async () => {
      const t = apps[variant]
      const records = (snapshotOf(t).byState.get('CO') ?? []).filter(r => r.substance === 'delta-8-thc')
      expect(records.every(r => r.details.minimumAge === null)).toBe(true)
      const data = expectOk(await ask(t, keys[variant], 'minimum age for delta 8 in colorado')).data
      expect(data).toMatchObject({ status: 'gap', intent: 'minimum_age', gap: { missing: 'minimum_age' } })
    })

    test('other topics, uncovered places and substances, and the future', async () => {
      const t = apps[variant]
      const cases: [string, string, string][] = [
        ['What is the sales tax on CBD in Texas?', 'out_of_scope', 'topic'],
        ['Is delta 8 legal in Puerto Rico?', 'legality', 'jurisdiction'],
        ['Is delta 8 legal in Austin for gummies?', 'legality', 'local_rules'],
        ['Is HHC legal in Texas?', 'legality', 'substance'],
        ['Will delta 8 be legal in Texas next year?', 'legality', 'future_law'],
      ]
      for (const [q, intent, missing] of cases) {
        const data = expectOk(await ask(t, keys[variant], q)).data
        expect(data, q).toMatchObject({ status: 'gap', intent, gap: { missing } })
      }
    })
  })
}

describe('answers follow the data', () => {
  test('an operator edit to a record changes the answer once the snapshot reloads', async () => {
    const t = apps.nested
    const r = record(t, 'TX', 'cbd', 'topicals')
    const before = expectOk(await ask(t, keys.nested, 'Are CBD lotions legal in Texas?')).data
    expect(before.answer.data.facts.state_status).toBe(r.legalStatus)
    const next = r.legalStatus === 'prohibited' ? 'legal' : 'prohibited'
    const edit = await t.request(`/ops/regulations/reg_${r.id}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ reason: 'Test edit of the answer source', legal_status: next }),
    })
    expectOk(edit)
    await t.services.store.reload()
    const after = expectOk(await ask(t, keys.nested, 'Are CBD lotions legal in Texas?')).data
    expect(after.answer.data.facts.state_status).toBe(next)
  })
})

describe('OpenAPI', () => {
  test('both routes are documented with parameters, body, answered and gap schemas and their errors', async () => {
    for (const variant of VARIANTS) {
      const doc = (await apps[variant].get('/openapi.json')).body
      const path = doc.paths['/v1/answer']
      expect(path.get.parameters.map((p: any) => p.name)).toEqual(['q', 'state'])
      expect(path.get.parameters[0]).toMatchObject({ required: true, schema: { minLength: 1, maxLength: 500 } })
      const statuses = path.get.responses['200'].content['application/json'].schema.properties.data.anyOf.map(
        (s: any) => deref(doc, s).properties.status.const,
      )
      expect(statuses).toEqual(['answered', 'gap'])
      expect(Object.keys(path.get.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '429', '503']),
      )
      expect(path.post.security).toEqual([])
      expect(path.post.requestBody.content['application/json'].schema.required).toEqual(['question'])
      expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(['200', '400', '429', '503']))
      expect(path.post.responses['200'].content['application/json'].schema).toEqual(
        path.get.responses['200'].content['application/json'].schema,
      )
    }
  })
})
