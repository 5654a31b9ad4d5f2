/**
 * The one compliance check behind the widget, the keyed compliance check and the public demo: a pure
 * function of the snapshot. A seller must satisfy both the state's rule and federal law, so the
 * answer is the more restrictive of the two (domain `mostRestrictive`); the badge colour follows it.
 */
import { isAtLeastAsRestrictive, mostRestrictive } from '../../domain/status.ts'
import { FEDERAL, type Jurisdiction, type LegalStatus, type Regulation } from '../../domain/types.ts'
import { ApiError } from '../../lib/errors.ts'
import { regulationKey, type Snapshot } from '../../snapshot/snapshot.ts'
import { restrictionsOf } from './restrictions.ts'

export type BadgeColor = 'green' | 'yellow' | 'red'

export interface CheckRequest {
  state: string
  substance: string
  productType: string
}

/** Which layer's rule decided the answer (`both` when they agree). */
export type DecidedBy = 'state' | 'federal' | 'both'

export interface CheckOutcome {
  jurisdiction: Jurisdiction
  substance: string
  productType: string
  record: Regulation
  federal: Regulation | null
  effective: LegalStatus
  decidedBy: DecidedBy
  badge: BadgeColor
  headline: string
  summary: string
  restrictions: string[]
  ageGateRequired: boolean
  minimumAge: number | null
  confidence: number
  lastVerified: string
}

/**
 * green: legal under both layers; yellow: legal with conditions, restricted, or unclear (not
 * knowing is not permission, nor is it a prohibition); red: prohibited, or a sale the record blocks.
 */
export function badgeOf(status: LegalStatus, blockSale: boolean): BadgeColor {
  if (blockSale || status === 'prohibited') return 'red'
  return status === 'legal' ? 'green' : 'yellow'
}

const HEADLINES: Record<LegalStatus, string> = {
  legal: 'Legal in',
  legal_with_restrictions: 'Legal with conditions in',
  restricted: 'Restricted in',
  unclear: 'Legal status unclear in',
  prohibited: 'Not allowed in',
}

function decidedBy(state: LegalStatus, federal: LegalStatus | null): DecidedBy {
  if (federal === null) return 'state'
  if (federal === state) return 'both'
  return isAtLeastAsRestrictive(state, federal) ? 'state' : 'federal'
}

function summaryOf(record: Regulation, federal: Regulation | null, by: DecidedBy, stateName: string): string {
  if (by !== 'federal' || !federal) return record.summary
  return `Federal law is stricter here: ${federal.summary} ${stateName}'s own rule: ${record.summary}`
}

export function checkCompliance(snapshot: Snapshot, request: CheckRequest): CheckOutcome {
  const jurisdiction = snapshot.jurisdiction.get(request.state)
  if (!jurisdiction || request.state === FEDERAL) {
    throw new ApiError('VALIDATION_ERROR', `state: ${request.state} is not one of the 50 states or DC`)
  }
  const record = snapshot.byKey.get(regulationKey(request.state, request.substance, request.productType))
  if (!record) {
    throw new ApiError(
      'NOT_FOUND',
      `HempData has no record for ${request.substance} ${request.productType} in ${jurisdiction.name}.`,
    )
  }
  const federal = snapshot.byKey.get(regulationKey(FEDERAL, request.substance, request.productType)) ?? null
  const federalStatus = federal?.legalStatus ?? record.federalStatus
  const effective = mostRestrictive(record.legalStatus, federalStatus)
  const by = decidedBy(record.legalStatus, federal ? federal.legalStatus : null)
  const badge = badgeOf(effective, record.blockSale)
  const minimumAge = record.details.minimumAge ?? federal?.details.minimumAge ?? null
  // Where both layers decide, the answer is only as sure as the less sure of them.
  const deciding = by === 'state' || !federal ? [record] : by === 'federal' ? [federal] : [record, federal]
  return {
    jurisdiction,
    substance: record.substance,
    productType: record.productType,
    record,
    federal,
    effective,
    decidedBy: by,
    badge,
    headline: `${badge === 'red' && effective !== 'prohibited' ? HEADLINES.prohibited : HEADLINES[effective]} ${jurisdiction.name}`,
    summary: summaryOf(record, federal, by, jurisdiction.name),
    // A prohibited product has no conditions to meet; the summary says why it may not be sold.
    restrictions: badge === 'red' ? [] : restrictionsOf(record, federal, minimumAge),
    ageGateRequired: badge !== 'red' && minimumAge !== null,
    minimumAge,
    confidence: Math.min(...deciding.map(r => r.confidence)),
    lastVerified: deciding.map(r => r.lastVerified).sort()[0],
  }
}
