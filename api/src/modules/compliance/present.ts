/** A verification in the served variant's words: the engine's verdict, each rule as the compliance check shows it. */
import type { Regulation } from '../../domain/types.ts'
import { messagesOf, type LineVerdict, type Order, type OrderVerdict } from '../../engines/verify/index.ts'
import type { VariantProfile } from '../../variants/profile.ts'

function rule(regulation: Regulation | null, profile: VariantProfile) {
  if (!regulation) return null
  return {
    jurisdiction: regulation.state,
    legal_status: profile.statusName(regulation.legalStatus, regulation),
    summary: regulation.summary,
    regulation_id: profile.regulationPublicId(regulation.id),
    effective_date: regulation.effectiveDate,
    confidence: regulation.confidence,
    verification_tier: regulation.verificationTier,
  }
}

function line(verdict: LineVerdict, profile: VariantProfile) {
  const r = verdict.requirements
  return {
    id: verdict.id,
    substance: verdict.substance,
    product_type: verdict.productType,
    quantity: verdict.quantity,
    result: verdict.result,
    failure_codes: verdict.failureCodes,
    warning_codes: verdict.warningCodes,
    findings: verdict.findings.map(f => ({
      code: f.code,
      jurisdiction: f.jurisdiction,
      message: f.message,
      citations: f.refs,
      ...(f.date ? { date: f.date } : {}),
    })),
    messages: messagesOf(verdict),
    decided_by: verdict.decidedBy,
    requirements: {
      minimum_age: r.minimumAge,
      age_gate_required: r.ageGateRequired,
      license_required: r.licenseRequired,
      license_types: r.licenseTypes,
      labeling_required: r.labelingRequired,
      labeling: r.labeling,
      testing_required: r.testingRequired,
      testing_standards: r.testingStandards,
      shipping: r.shipping,
    },
    state_rule: rule(verdict.stateRule, profile),
    federal_rule: rule(verdict.federalRule, profile),
    citations: verdict.citations,
  }
}

/** The answer without its receipt: what the receipt signs. */
export function verificationResult(order: Order, verdict: OrderVerdict, dataVersion: string, profile: VariantProfile) {
  return {
    result: verdict.result,
    compliant: verdict.compliant,
    failure_codes: verdict.failureCodes,
    warning_codes: verdict.warningCodes,
    as_of: verdict.asOf,
    data_version: dataVersion,
    ship_to: { state: order.state },
    channel: order.channel,
    lines: verdict.lines.map(verdictLine => line(verdictLine, profile)),
  }
}
