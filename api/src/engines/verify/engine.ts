/**
 * Order verification: per line, the state's rule and federal law as in force on the order's date,
 * each checked against the product's facts. A seller must satisfy both, so any failure of either
 * fails the line; a line is compliant only when every rule that applies is known and met. Pure: the
 * same order over the same records always gives the same verdict.
 */
import { isAtLeastAsRestrictive } from '../../domain/status.ts'
import { FEDERAL, type Regulation } from '../../domain/types.ts'
import { CitationList } from './citations.ts'
import { figuresOf } from './facts.ts'
import { checkLayer } from './layer.ts'
import { requirementsOf } from './requirements.ts'
import {
  FAILURE_CODES,
  UNDETERMINING,
  WARNING_CODES,
  type DecidedBy,
  type FailureCode,
  type Finding,
  type LineVerdict,
  type Order,
  type OrderLine,
  type OrderVerdict,
  type RecordsInForce,
  type VerifyResult,
  type WarningCode,
} from './types.ts'

const FAILURES = new Set<string>(FAILURE_CODES)
const isFailure = (finding: Finding): boolean => FAILURES.has(finding.code)

/** Codes in the contract's order, each once. */
function codesIn<T extends string>(order: readonly T[], codes: Iterable<string>): T[] {
  const seen = new Set(codes)
  return order.filter(code => seen.has(code))
}

function resultOf(findings: Finding[]): VerifyResult {
  if (findings.some(isFailure)) return 'not_compliant'
  return findings.some(finding => UNDETERMINING.has(finding.code)) ? 'undetermined' : 'compliant'
}

function decidedByOf(findings: Finding[], state: Regulation | undefined, federal: Regulation | undefined): DecidedBy {
  const failing = new Set(findings.filter(isFailure).map(finding => finding.jurisdiction === FEDERAL))
  if (failing.size === 2) return 'both'
  if (failing.size === 1) return failing.has(true) ? 'federal' : 'state'
  if (!state || !federal || state.legalStatus === federal.legalStatus) return state && !federal ? 'state' : 'both'
  return isAtLeastAsRestrictive(state.legalStatus, federal.legalStatus) ? 'state' : 'federal'
}

function pendingFindings(records: RecordsInForce, rule: Regulation | undefined, cites: CitationList): Finding[] {
  if (!rule) return []
  return records.pending(rule.id).map(change => ({
    code: 'PENDING_CHANGE' as const,
    jurisdiction: rule.state,
    message: `${rule.state === FEDERAL ? 'Federal law' : `${rule.state} law`} changes on ${change.date}: ${change.reason}`,
    refs: cites.status(rule),
    date: change.date,
  }))
}

export function verifyLine(records: RecordsInForce, order: Omit<Order, 'lines'>, line: OrderLine): LineVerdict {
  const state = records.record(order.state, line.substance, line.productType)
  const federal = records.record(FEDERAL, line.substance, line.productType)
  const figures = figuresOf(line)
  const cites = new CitationList()
  const later = (rule: Regulation | undefined) => rule !== undefined && records.takesEffectLater(rule)
  const common = { line, figures, asOf: records.asOf, buyerAge: order.buyerAge, channel: order.channel, cites }
  const findings: Finding[] = [
    ...checkLayer({ ...common, jurisdiction: FEDERAL, record: federal, takesEffectLater: later(federal) }),
    ...checkLayer({ ...common, jurisdiction: order.state, record: state, takesEffectLater: later(state) }),
  ]
  if (figures.contradictory) {
    const { computed, stated } = figures.contradictory
    findings.push({
      code: 'FACTS_CONTRADICTORY',
      jurisdiction: order.state,
      message: `thc_mg_per_serving × servings_per_container is ${computed} mg but thc_mg_per_container says ${stated} mg; the larger figure was checked.`,
      refs: [],
    })
  }
  findings.push(...pendingFindings(records, federal, cites), ...pendingFindings(records, state, cites))
  const result = resultOf(findings)
  const rules = [state, federal].filter((rule): rule is Regulation => rule !== undefined)
  return {
    id: line.id,
    substance: line.substance,
    productType: line.productType,
    quantity: line.quantity,
    result,
    failureCodes: codesIn(
      FAILURE_CODES,
      findings.map(finding => finding.code),
    ) as FailureCode[],
    warningCodes: codesIn(
      WARNING_CODES,
      findings.map(finding => finding.code),
    ) as WarningCode[],
    findings,
    decidedBy: decidedByOf(findings, state, federal),
    requirements: requirementsOf(rules, result !== 'not_compliant'),
    stateRule: state ?? null,
    federalRule: federal ?? null,
    citations: cites.citations,
  }
}

export function verifyOrder(records: RecordsInForce, order: Order): OrderVerdict {
  const lines = order.lines.map(line => verifyLine(records, order, line))
  const result: VerifyResult = lines.some(line => line.result === 'not_compliant')
    ? 'not_compliant'
    : lines.some(line => line.result === 'undetermined')
      ? 'undetermined'
      : 'compliant'
  return {
    result,
    compliant: result === 'undetermined' ? null : result === 'compliant',
    failureCodes: codesIn(
      FAILURE_CODES,
      lines.flatMap(line => line.failureCodes),
    ),
    warningCodes: codesIn(
      WARNING_CODES,
      lines.flatMap(line => line.warningCodes),
    ),
    asOf: records.asOf,
    lines,
  }
}

/** Each finding as one plain-English message pointing at its citations: "… [1][2]". */
export const messagesOf = (line: LineVerdict): string[] =>
  line.findings.map(finding => `${finding.message}${finding.refs.map(n => ` [${n}]`).join('')}`)
