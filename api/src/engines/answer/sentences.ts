/**
 * The text and structured data of an answered fact, one intent at a time. Every claim carries the
 * [n] markers of the sources it rests on; the wording never adds what the record does not say.
 */
import type { LegalStatus, ProductTypeId, Regulation, SubstanceId } from '../../domain/types.ts'
import { regulationKey, type Snapshot } from '../../snapshot/snapshot.ts'
import { type Citations, isFederal, type Presenter, sourcesFor } from './compose.ts'
import type { Fact } from './facts.ts'
import type { TopicIntent } from './intents.ts'

export interface Scope {
  code: string
  name: string
  substance: SubstanceId | null
  productType: ProductTypeId | null
  /** The substances unqualified "THC" stands for, when the question names no one substance. */
  family?: readonly SubstanceId[] | null
}

export interface ClaimContext {
  snapshot: Snapshot
  presenter: Presenter
  citations: Citations
  national: Set<string>
}

export const SUBSTANCE_WORDS: Record<SubstanceId, string> = {
  'delta-9-thc': 'delta-9 THC',
  'delta-8-thc': 'delta-8 THC',
  cbd: 'CBD',
  thca: 'THCA',
  cbg: 'CBG',
  cbn: 'CBN',
}

export const PRODUCT_WORDS: Record<ProductTypeId, string> = {
  edibles: 'edibles',
  topicals: 'topicals',
  smokable: 'smokable hemp products',
  tinctures: 'tinctures',
  beverages: 'beverages',
  flower: 'hemp flower',
  concentrates: 'concentrates',
  'pet-products': 'pet products',
  vapes: 'vapes',
}

export const STATUS_WORDS: Record<LegalStatus, string> = {
  legal: 'legal',
  legal_with_restrictions: 'legal with restrictions',
  restricted: 'restricted',
  prohibited: 'prohibited',
  unclear: 'unclear',
}

const AGE_CHECKS: Record<string, string> = {
  government_id: 'a government-issued ID inspected at sale',
  id_scan: 'an ID scan',
  online_age_verification: 'online age verification',
  self_attestation: 'self-attestation',
}

export function subjectOf(scope: Pick<Scope, 'substance' | 'productType' | 'family'>): string {
  if (scope.substance && scope.productType)
    return `${SUBSTANCE_WORDS[scope.substance]} ${PRODUCT_WORDS[scope.productType]}`
  if (!scope.substance && scope.family) {
    const kinds = scope.family
      .map(s => SUBSTANCE_WORDS[s])
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')
    return `THC ${scope.productType ? PRODUCT_WORDS[scope.productType] : 'products'} (${kinds}${scope.productType ? '' : '; every product type'})`
  }
  if (scope.substance) return `${SUBSTANCE_WORDS[scope.substance]} products (every product type)`
  if (scope.productType) return `${PRODUCT_WORDS[scope.productType]} (every substance)`
  return 'hemp products (every substance and product type)'
}

const where = (scope: Scope): string => (isFederal(scope.code) ? 'Under federal law' : `In ${scope.name}`)

function federalRecordOf(snapshot: Snapshot, record: Regulation): Regulation | undefined {
  return snapshot.byKey.get(regulationKey('US', record.substance, record.productType))
}

type Writer = (scope: Scope, fact: Fact, records: Regulation[], ctx: ClaimContext) => string

/** The record's sources for a claim about `topic`. */
const cite = (ctx: ClaimContext, record: Regulation, topic: string, max = 2): string =>
  ctx.citations.mark(sourcesFor(record, ctx.national, { topic, max }))

const list = (values: unknown): string => (Array.isArray(values) ? values.map(String).join(', ') : '')

const WRITERS: Record<Exclude<TopicIntent, 'pending_bills'>, Writer> = {
  legality(scope, fact, records, ctx) {
    const own = cite(ctx, records[0], 'legality')
    if (isFederal(scope.code))
      return `Under federal law, ${subjectOf(scope)} are ${STATUS_WORDS[fact.federal_status as LegalStatus]} ${own}.`
    const federal = federalRecordOf(ctx.snapshot, records[0])
    const federalMarks = federal ? ` ${cite(ctx, federal, 'legality', 1)}` : ''
    const effective = fact.effective_status as LegalStatus
    return (
      `In ${scope.name}, state law treats ${subjectOf(scope)} as ${STATUS_WORDS[fact.state_status as LegalStatus]} ${own}; ` +
      `federal law treats them as ${STATUS_WORDS[fact.federal_status as LegalStatus]}${federalMarks}. ` +
      `A seller must satisfy both, so the stricter status applies: ${STATUS_WORDS[effective]}${fact.block_sale ? ' (do not sell)' : ''}. ` +
      `Record summary: ${records[0].summary}`
    )
  },
  federal_status(scope, fact, records, ctx) {
    const federal = isFederal(scope.code) ? records[0] : federalRecordOf(ctx.snapshot, records[0])
    const marks = federal ? cite(ctx, federal, 'legality') : ''
    const status = STATUS_WORDS[fact.federal_status as LegalStatus]
    if (isFederal(scope.code))
      return `Under federal law, ${subjectOf(scope)} are ${status} ${marks}. ${records[0].summary}`
    const own = cite(ctx, records[0], 'legality', 1)
    return (
      `Under federal law, ${subjectOf(scope)} are ${status} ${marks}, in ${scope.name} as everywhere. ` +
      `${scope.name}'s own rule treats them as ${STATUS_WORDS[records[0].legalStatus]} ${own}; the stricter of the two applies.`
    )
  },
  thc_limits(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'thc_limits')
    const parts: string[] = []
    if (fact.thc_pct_dry_weight !== null) parts.push(`${fact.thc_pct_dry_weight}% THC by dry weight`)
    if (fact.thc_mg_per_serving !== null) parts.push(`${fact.thc_mg_per_serving} mg THC per serving`)
    if (fact.thc_mg_per_container !== null) parts.push(`${fact.thc_mg_per_container} mg THC per container`)
    if (fact.cbd_mg_per_serving !== null) parts.push(`${fact.cbd_mg_per_serving} mg CBD per serving`)
    const figures = parts.length ? ` Figures recorded: ${parts.join('; ')}.` : ''
    const method = fact.thc_measurement_method ? ` Measured as ${fact.thc_measurement_method}.` : ''
    return `${where(scope)}, the THC limit for ${subjectOf(scope)} is: ${fact.thc_limit} ${marks}.${figures}${method}`
  },
  minimum_age(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'minimum_age')
    const method = fact.age_verification_method
      ? `, checked by ${AGE_CHECKS[String(fact.age_verification_method)] ?? String(fact.age_verification_method).replaceAll('_', ' ')}`
      : ''
    return `${where(scope)}, buyers of ${subjectOf(scope)} must be at least ${fact.minimum_age}${method} ${marks}.`
  },
  shipping(scope, fact, records, ctx) {
    const carriers = fact.carrier_restrictions
      ? ` Carriers' own national policies: ${(fact.carrier_restrictions as string[]).join('. ')} ${ctx.citations.mark(sourcesFor(records[0], ctx.national, { carriers: true, max: 3 }))}.`
      : ''
    if (fact.shipping_status === null) {
      return `HempData records no ${isFederal(scope.code) ? 'federal' : `${scope.name}`} rule on shipping ${subjectOf(scope)} to consumers; only the carriers' policies are recorded.${carriers}`
    }
    const marks = cite(ctx, records[0], 'shipping')
    return `${where(scope)}, shipping ${subjectOf(scope)} to consumers is ${String(fact.shipping_status).replaceAll('_', ' ')} ${marks}.${carriers}`
  },
  licence(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'licence')
    const agency = fact.enforcement_agency ? ` Enforcing agency: ${fact.enforcement_agency}.` : ''
    if (!fact.license_required)
      return `HempData's record for ${scope.name} lists no licence requirement for selling ${subjectOf(scope)} ${marks}.${agency}`
    return `${where(scope)}, selling ${subjectOf(scope)} requires a licence: ${fact.license_type ?? 'type not recorded'} ${marks}.${agency}`
  },
  testing(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'testing')
    if (!fact.testing_required)
      return `HempData's record for ${scope.name} lists no testing requirement for ${subjectOf(scope)} ${marks}.`
    const panels = Array.isArray(fact.testing_panels)
      ? ` Required panels: ${list(fact.testing_panels).replaceAll('_', ' ')}.`
      : ''
    return `${where(scope)}, ${subjectOf(scope)} must be tested: ${fact.testing_standard ?? 'standard not recorded'} ${marks}.${panels}`
  },
  labeling(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'labeling')
    const warning = fact.warning_text_verbatim
      ? ` Required warning text: "${fact.warning_text_verbatim}".`
      : ' No verbatim warning text is recorded.'
    const required = fact.labeling_required ? 'Labeling is required' : 'HempData records no labeling requirement'
    return `${where(scope)}, for ${subjectOf(scope)}: ${required}: ${fact.labeling_requirements} ${marks}. Packaging: ${fact.packaging_requirements}.${warning}`
  },
  penalties(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'penalties')
    const agency = fact.enforcement_agency ? ` Enforced by ${fact.enforcement_agency}` : ''
    const since = fact.enforcement_date ? `${agency ? ',' : ' Enforced'} since ${fact.enforcement_date}` : ''
    return `${where(scope)}, the recorded penalties for ${subjectOf(scope)} are: ${fact.penalty_range} ${marks}.${agency}${since}${agency || since ? '.' : ''}`
  },
  enforcement_agency(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'penalties')
    return `${where(scope)}, the agency HempData records as enforcing the rules for ${subjectOf(scope)} is: ${fact.enforcement_agency} ${marks}.`
  },
  effective_date(scope, fact, records, ctx) {
    const marks = cite(ctx, records[0], 'effective_date')
    const enforcement = fact.enforcement_date ? ` Enforcement is recorded from ${fact.enforcement_date}.` : ''
    const expiry = fact.expiry_date ? ` It expires on ${fact.expiry_date}.` : ''
    const pending = fact.pending_change
      ? ' The record marks a signed or scheduled change that had not taken effect when it was compiled.'
      : ''
    return `${where(scope)}, the rule for ${subjectOf(scope)} is effective from ${fact.effective_date} ${marks}.${enforcement}${expiry}${pending}`
  },
}

/** The facts as the serving variant names them (statuses) for `answer.data`. */
function presentFact(fact: Fact, records: Regulation[], presenter: Presenter): Fact {
  const presented: Fact = { ...fact }
  for (const key of ['state_status', 'federal_status', 'effective_status']) {
    if (typeof fact[key] === 'string')
      presented[key] = presenter.statusName(fact[key] as LegalStatus, key === 'state_status' ? records[0] : undefined)
  }
  return presented
}

export function writeClaim(
  intent: Exclude<TopicIntent, 'pending_bills'>,
  scope: Scope,
  fact: Fact,
  records: Regulation[],
  ctx: ClaimContext,
) {
  const text = WRITERS[intent](scope, fact, records, ctx)
  const data = {
    jurisdiction: { code: scope.code, name: scope.name },
    substance: scope.substance,
    product_type: scope.productType,
    applies_to: {
      substances: [...new Set(records.map(r => r.substance))],
      product_types: [...new Set(records.map(r => r.productType))],
    },
    regulation_ids: records.map(r => ctx.presenter.regulationId(r.id)),
    facts: presentFact(fact, records, ctx.presenter),
    ...(intent === 'legality' || intent === 'federal_status' ? { summary: records[0].summary } : {}),
    verification_tier: records[0].verificationTier,
    confidence: Math.min(...records.map(r => r.confidence)),
  }
  return { text, data }
}
