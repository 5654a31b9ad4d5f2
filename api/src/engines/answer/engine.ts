/**
 * HempData's answer engine: a question in, an answer that cites the records' sources or a gap that
 * says what the data lacks. Deterministic (no clock, no randomness, no network): the same question
 * on the same snapshot gives the same result.
 */
import { isAtLeastAsRestrictive } from '../../domain/status.ts'
import { FEDERAL, type LegalStatus, type Regulation } from '../../domain/types.ts'
import { regulationKey, type Snapshot } from '../../snapshot/snapshot.ts'
import { linkedRecords, pendingBills, writeBills } from './bills.ts'
import {
  Citations,
  nationalSources,
  orientationNote,
  type Presenter,
  type Verification,
  verificationOf,
} from './compose.ts'
import { type Fact, factSpec, resolve } from './facts.ts'
import { type Intent, readIntent, type Reading, type TopicIntent } from './intents.ts'
import { parseQuestion, THC_FAMILY } from './parse.ts'
import { type Scope, STATUS_WORDS, writeClaim } from './sentences.ts'
import { describeAmbiguity, gapFor, type Gap, topicGap } from './gaps.ts'

export interface AnswerInput {
  question: string
  /** A two-letter code that scopes a question naming no jurisdiction. */
  state: string | null
}

export interface ParsedSlots {
  states: string[]
  substance: string | null
  product_type: string | null
  substances: string[]
  product_types: string[]
  state_source: 'question' | 'parameter' | null
  topic: TopicIntent
  future: boolean
  unsupported: { places: string[]; cities: string[]; substances: string[] }
  corrections: { from: string; to: string }[]
}

export interface Answer {
  text: string
  citations: { n: number; label: string; url: string }[]
  verification: Verification
  data: Record<string, unknown>
}

export type AnswerResult =
  | { status: 'answered'; intent: Intent; parsed: ParsedSlots; answer: Answer }
  | { status: 'gap'; intent: Intent; parsed: ParsedSlots; gap: Gap }

/** Codes of US territories: real jurisdictions HempData does not cover (a gap, not a bad request). */
export const TERRITORY_CODES = new Set(['PR', 'GU', 'VI', 'AS', 'MP'])

const asOfCache = new WeakMap<Snapshot, number>()

/** The year the data describes: questions about later years ask about the future. */
function asOfYear(snapshot: Snapshot): number {
  let year = asOfCache.get(snapshot)
  if (year === undefined) {
    year = Math.max(...snapshot.states.map(s => Number(s.updatedAt.slice(0, 4))).filter(Number.isFinite), 2000)
    asOfCache.set(snapshot, year)
  }
  return year
}

function candidatesFor(snapshot: Snapshot, scope: Scope): Regulation[] {
  if (scope.substance && scope.productType) {
    const one = snapshot.byKey.get(regulationKey(scope.code, scope.substance, scope.productType))
    return one ? [one] : []
  }
  return (snapshot.byState.get(scope.code) ?? []).filter(
    r =>
      (scope.substance === null
        ? !scope.family || scope.family.includes(r.substance)
        : r.substance === scope.substance) &&
      (scope.productType === null || r.productType === scope.productType),
  )
}

type Claimed =
  | { ok: true; text: string; data: Record<string, unknown>; records: Regulation[]; fact?: Fact }
  | { ok: false; gap: Gap }

function claimFor(
  snapshot: Snapshot,
  topic: TopicIntent,
  scope: Scope,
  reading: { carrierAsked: boolean; warningAsked: boolean },
  ctx: Parameters<typeof writeClaim>[4],
): Claimed {
  const candidates = candidatesFor(snapshot, scope)
  if (candidates.length === 0) return { ok: false, gap: gapFor.noRecord(scope) }
  if (topic === 'pending_bills') {
    const bills = pendingBills(snapshot, scope, candidates)
    if (bills.length === 0) return { ok: false, gap: gapFor.noBills(scope) }
    const records = linkedRecords(snapshot, bills, candidates)
    return { ok: true, ...writeBills(scope, bills, records, ctx), records }
  }
  const spec = factSpec(topic, reading)
  const resolution = resolve(candidates, spec)
  if (resolution.kind === 'none') return { ok: false, gap: gapFor.noRecord(scope) }
  if (resolution.kind === 'empty') return { ok: false, gap: gapFor.emptyField(scope, spec.missing) }
  if (resolution.kind === 'differs')
    return { ok: false, gap: describeAmbiguity(scope, spec.missing, resolution.groups) }
  const claim = writeClaim(topic, scope, resolution.fact, resolution.records, ctx)
  const federal =
    (topic === 'legality' || topic === 'federal_status') && scope.code !== FEDERAL
      ? snapshot.byKey.get(regulationKey(FEDERAL, resolution.records[0].substance, resolution.records[0].productType))
      : undefined
  return {
    ok: true,
    ...claim,
    fact: resolution.fact,
    records: federal ? [...resolution.records, federal] : resolution.records,
  }
}

/** Which compared jurisdiction is strictest, under its own law and with federal law applied. */
function strictness(rows: { name: string; fact: Fact }[]): string {
  const describe = (key: 'state_status' | 'effective_status', label: string) => {
    const present = rows.filter(r => typeof r.fact[key] === 'string')
    if (present.length < 2) return ''
    const sorted = [...present].sort((a, b) =>
      isAtLeastAsRestrictive(a.fact[key] as LegalStatus, b.fact[key] as LegalStatus) ? -1 : 1,
    )
    const strictest = sorted[0].fact[key] as LegalStatus
    const least = sorted.at(-1)!.fact[key] as LegalStatus
    if (strictest === least)
      return `${label}: ${STATUS_WORDS[strictest]} in ${present.length === 2 ? 'both' : `all ${present.length}`}.`
    const named = (status: LegalStatus) =>
      present
        .filter(r => r.fact[key] === status)
        .map(r => r.name)
        .join(', ')
    return `${label}: strictest ${named(strictest)} (${STATUS_WORDS[strictest]}), least strict ${named(least)} (${STATUS_WORDS[least]}).`
  }
  return [describe('state_status', 'Under state law alone'), describe('effective_status', 'With federal law applied')]
    .filter(Boolean)
    .join(' ')
}

function slotsOf(
  parsed: ReturnType<typeof parseQuestion>,
  reading: Reading,
  stateSource: ParsedSlots['state_source'],
): ParsedSlots {
  return {
    states: reading.jurisdictions,
    substance: parsed.substances.length === 1 ? parsed.substances[0] : null,
    product_type: parsed.productTypes.length === 1 ? parsed.productTypes[0] : null,
    substances: parsed.substances,
    product_types: parsed.productTypes,
    state_source: stateSource,
    topic: reading.topic,
    future: reading.future,
    unsupported: { places: parsed.places, cities: parsed.cities, substances: parsed.otherSubstances },
    corrections: parsed.corrections,
  }
}

export function answerQuestion(snapshot: Snapshot, input: AnswerInput, presenter: Presenter): AnswerResult {
  const parsed = parseQuestion(input.question)
  const namesPlace = parsed.states.length > 0 || parsed.federal || parsed.places.length > 0 || parsed.cities.length > 0
  let stateSource: ParsedSlots['state_source'] = namesPlace ? 'question' : null
  if (!namesPlace && input.state) {
    const code = input.state.toUpperCase()
    stateSource = 'parameter'
    if (code === FEDERAL) parsed.federal = true
    else if (snapshot.jurisdiction.has(code)) parsed.states.push(code)
    else parsed.places.push(code)
  }
  const reading = readIntent(parsed, asOfYear(snapshot))
  const slots = slotsOf(parsed, reading, stateSource)
  const gap = (g: Gap): AnswerResult => ({ status: 'gap', intent: reading.intent, parsed: slots, gap: g })

  // "Is it legal here?" naming Texas while the page's `state` says Ohio: which place "here" is, is unclear.
  const param = input.state?.toUpperCase() ?? null
  const conflict =
    stateSource === 'question' && parsed.cues.has('deictic') && param !== null && !reading.jurisdictions.includes(param)
      ? param
      : null
  const early = topicGap(parsed, reading, asOfYear(snapshot), conflict)
  if (early) return gap(early)

  const ctx = { snapshot, presenter, citations: new Citations(), national: nationalSources(snapshot) }
  const options = { carrierAsked: parsed.cues.has('carrier'), warningAsked: parsed.cues.has('warning') }
  const texts: string[] = []
  const rows: Record<string, unknown>[] = []
  const records: Regulation[] = []
  const statuses: { name: string; fact: Fact }[] = []
  for (const code of reading.jurisdictions) {
    const name = snapshot.jurisdiction.get(code)?.name ?? code
    const scope: Scope = {
      code,
      name: code === FEDERAL ? 'federal law' : name,
      substance: slots.substance as Scope['substance'],
      productType: slots.product_type as Scope['productType'],
      family: reading.thcFamily ? THC_FAMILY : null,
    }
    const claim = claimFor(snapshot, reading.topic, scope, options, ctx)
    if (!claim.ok) return gap(claim.gap)
    texts.push(claim.text)
    rows.push(claim.data)
    if (claim.fact) statuses.push({ name: scope.name, fact: claim.fact })
    records.push(...claim.records)
  }
  const ranking = reading.intent === 'comparison' && reading.topic === 'legality' ? strictness(statuses) : ''
  if (ranking) texts.push(ranking)
  const verification = verificationOf(records, presenter)
  const text = `${texts.join(' ')} ${orientationNote(records, verification)}`
  const data = reading.intent === 'comparison' ? { topic: reading.topic, jurisdictions: rows } : rows[0]
  return {
    status: 'answered',
    intent: reading.intent,
    parsed: slots,
    answer: { text, citations: ctx.citations.list, verification, data },
  }
}
