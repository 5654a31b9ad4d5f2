/** The nested variant's regulation reads: nested records, a CSV row per record, a comparison table with a summary. */
import { mostRestrictive } from '../../../domain/status.ts'
import type { LegalStatus } from '../../../domain/types.ts'
import { NESTED_MERCHANT_FIELDS, regId } from '../../../variants/nested.ts'
import { fieldsInState } from './field-states.ts'
import { presentChange, presentRegulation } from './nested-present.ts'
import {
  nestedRegulationQueries,
  parseNestedChangelogQuery,
  parseNestedCompareQuery,
  parseNestedRegulationsQuery,
} from './nested-queries.ts'
import { nestedRegulationResponses } from './nested-schemas.ts'
import type { CompareRow, RegulationsShape } from './shape.ts'

/** Each state under the verdict a seller acts on: the stricter of its own and the federal status, "do not sell" when blocked. */
function verdictOf(row: Record<string, unknown>): string {
  const own = row.legal_status as LegalStatus
  const federal = (row.federal_status as LegalStatus | undefined) ?? own
  const stricter = mostRestrictive(own, federal)
  const words = stricter.replaceAll('_', ' ')
  if (row.block_sale) return stricter === own ? `${words} (do not sell)` : `${words} under federal law (do not sell)`
  return stricter === own ? words : `${words} under federal law`
}

function compareSummary(rows: Record<string, unknown>[]): string {
  const byStatus = new Map<string, string[]>()
  for (const row of rows) {
    const status = verdictOf(row)
    const states = byStatus.get(status) ?? []
    if (!states.includes(String(row.state))) states.push(String(row.state))
    byStatus.set(status, states)
  }
  return [...byStatus].map(([status, states]) => `${status}: ${states.join(', ')}`).join('; ') + '.'
}

export const nestedRegulations: RegulationsShape = {
  queries: nestedRegulationQueries,
  responses: nestedRegulationResponses,
  parseRegulationsQuery: parseNestedRegulationsQuery,
  parseChangelogQuery: parseNestedChangelogQuery,
  parseCompareQuery: parseNestedCompareQuery,

  regulation: presentRegulation,
  regulationsMeta: () => ({}),
  grantedIncludes: requested => requested,
  csvRow(r, ctx) {
    const d = r.details
    return {
      id: regId(r.id),
      state: r.state,
      state_name: ctx.snapshot.jurisdiction.get(r.state)?.name ?? r.state,
      substance: r.substance,
      product_type: r.productType,
      legal_status: r.legalStatus,
      federal_status: r.federalStatus,
      block_sale: r.blockSale,
      summary: r.summary,
      thc_limit: d.thcLimitText,
      age_requirement: d.minimumAge,
      license_required: d.licenseRequired,
      license_type: d.licenseType,
      testing_required: d.testingRequired,
      labeling_requirements: d.labelingRequirements,
      packaging_requirements: d.packagingRequirements,
      sales_channels: d.salesChannels.join('; '),
      shipping_status: d.shippingStatus,
      penalty_range: d.penaltyRange,
      effective_date: r.effectiveDate,
      expiration_date: r.expiryDate,
      confidence: r.confidence,
      verification_tier: r.verificationTier,
      last_verified: r.lastVerified,
      source_urls: r.sources.map(s => s.url).join(' '),
    }
  },
  changelog: events => events.map(presentChange),
  compare(rows: CompareRow[], request) {
    const comparison = rows.flatMap((row): Record<string, unknown>[] => {
      const name = row.jurisdiction?.name ?? row.state
      if (row.regulations.length === 0) {
        return [
          {
            state: row.state,
            state_name: name,
            legal_status: 'unclear',
            summary: `HempData has no record for this combination in ${name}.`,
            thc_limit: null,
            age_requirement: null,
            license_required: null,
            confidence: 0,
            regulation_id: null,
            note: 'No data exists for this state and filter.',
          },
        ]
      }
      return row.regulations.map(r => ({
        state: r.state,
        state_name: name,
        substance: r.substance,
        product_type: r.productType,
        legal_status: r.legalStatus,
        federal_status: r.federalStatus,
        block_sale: r.blockSale,
        summary: r.summary,
        thc_limit: r.details.thcLimitText,
        age_requirement: r.details.minimumAge,
        license_required: r.details.licenseRequired,
        confidence: r.confidence,
        regulation_id: regId(r.id),
        unknown_fields: fieldsInState(r, 'unknown', NESTED_MERCHANT_FIELDS),
        no_state_rule_fields: fieldsInState(r, 'no_state_rule', NESTED_MERCHANT_FIELDS),
      }))
    })
    return {
      data: { comparison, summary: compareSummary(comparison) },
      meta: { states_compared: request.states, substance: request.substance, product_type: request.productType },
    }
  },
}
