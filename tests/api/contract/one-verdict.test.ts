/**
 * One verdict, everywhere: every state record walked through the list, the state profile, compare, the
 * compliance check, the widget check and the answer engine gives the same verdict — the stricter of the
 * state's and the federal status, and whether the sale is blocked.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import { mostRestrictive } from '../../../api/src/domain/status.ts'
import { FEDERAL, type LegalStatus, type Regulation } from '../../../api/src/domain/types.ts'
import { answerQuestion } from '../../../api/src/engines/answer/engine.ts'
import { expectOk, snapshotOf, variantApps } from '../../support/api.ts'
import { publishableKey, widgetCheck } from '../../support/checks.ts'

const apps = variantApps(['nested'], { timeout: 600_000 })
const keys = { sk: '', pk: '' }
beforeAll(async () => {
  keys.sk = await apps.nested.key('enterprise')
  keys.pk = await publishableKey(apps.nested, 'enterprise')
})

type Verdict = string
const verdict = (status: LegalStatus, federal: LegalStatus, blockSale: boolean): Verdict =>
  `${mostRestrictive(status, federal)}${blockSale ? ' (blocked)' : ''}`
const expected = (r: Regulation): Verdict => verdict(r.legalStatus, r.federalStatus, r.blockSale)
const key = (state: string, substance: string, productType: string) => `${state}/${substance}/${productType}`

const SUBSTANCE_WORDS: Record<string, string> = {
  'delta-9-thc': 'delta-9 THC',
  'delta-8-thc': 'delta-8',
  cbd: 'CBD',
  thca: 'THCA',
  cbg: 'CBG',
  cbn: 'CBN',
}

describe('one verdict for every record', () => {
  test('list, profile, compare, compliance check, widget check and answer engine agree', async () => {
    const t = apps.nested
    const snapshot = snapshotOf(t)
    const records = snapshot.regulations.filter(r => r.state !== FEDERAL)
    const states = [...new Set(records.map(r => r.state))].sort()
    const seen = new Map<string, Map<string, Verdict>>()
    const saw = (where: string, k: string, v: Verdict) => {
      const byEndpoint = seen.get(k) ?? new Map<string, Verdict>()
      byEndpoint.set(where, v)
      seen.set(k, byEndpoint)
    }
    for (const [i, state] of states.entries()) {
      for (let page = 1; ; page++) {
        const body = expectOk(await t.get(`/v1/regulations?state=${state}&per_page=100&page=${page}`, keys.sk))
        for (const r of body.data)
          saw(
            'list',
            key(r.state, r.substance, r.product_type),
            verdict(r.legal_status, r.federal_status, r.block_sale),
          )
        if (page >= body.meta.total_pages) break
      }
      for (const r of expectOk(await t.get(`/v1/states/${state}`, keys.sk)).data.regulations)
        saw(
          'profile',
          key(r.state, r.substance, r.product_type),
          verdict(r.legal_status, r.federal_status, r.block_sale),
        )
      const other = states[(i + 1) % states.length]
      for (const r of expectOk(await t.get(`/v1/regulations/compare?states=${state},${other}`, keys.sk)).data
        .comparison)
        if (r.state === state)
          saw(
            'compare',
            key(r.state, r.substance, r.product_type),
            verdict(r.legal_status, r.federal_status, r.block_sale),
          )
    }
    let answered = 0
    for (const r of records) {
      const k = key(r.state, r.substance, r.productType)
      const check = expectOk(
        await t.get(
          `/v1/compliance/check?state=${r.state}&substance=${r.substance}&product_type=${r.productType}`,
          keys.sk,
        ),
      ).data
      saw('compliance check', k, `${check.legal_status}${check.badge_color === 'red' ? ' (blocked)' : ''}`)
      const widget = expectOk(
        await widgetCheck(t, { state: r.state, substance: r.substance, product_type: r.productType }, { key: keys.pk }),
      ).data
      saw('widget check', k, `${widget.legal_status}${widget.badge_color === 'red' ? ' (blocked)' : ''}`)
      const name = snapshot.jurisdiction.get(r.state)!.name
      const question = `Is ${SUBSTANCE_WORDS[r.substance]} ${r.productType.replace('-', ' ')} legal in ${name}?`
      const answer = answerQuestion(
        snapshot,
        { question, state: null },
        {
          statusName: status => status,
          regulationId: uuid => `reg_${uuid}`,
        },
      )
      const data = answer.status === 'answered' ? (answer.answer.data as any) : null
      if (data?.facts?.effective_status && data.substance === r.substance && data.product_type === r.productType) {
        answered++
        const f = data.facts
        saw('answer engine', k, `${f.effective_status}${f.block_sale ? ' (blocked)' : ''}`)
      }
    }
    const disagreements: string[] = []
    for (const r of records) {
      const k = key(r.state, r.substance, r.productType)
      const byEndpoint = seen.get(k)!
      expect([...byEndpoint.keys()].slice(0, 5), k).toEqual([
        'list',
        'profile',
        'compare',
        'compliance check',
        'widget check',
      ])
      for (const [where, v] of byEndpoint)
        if (v !== expected(r)) disagreements.push(`${k}: ${where} says ${v}, the record ${expected(r)}`)
    }
    expect(disagreements).toEqual([])
    // The engine answers a plain legality question for most records (the rest are gaps, never another verdict).
    expect(answered / records.length).toBeGreaterThan(0.8)
  })
})
