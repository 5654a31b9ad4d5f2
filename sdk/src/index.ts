/**
 * @hempdata/sdk: the typed HempData client for the nested interface variant (the default).
 * For a deployment serving the column variant, import from `@hempdata/sdk/column`.
 *
 * @example
 * const hd = new HempData({ apiKey: process.env.HEMPDATA_API_KEY })
 * const { data } = await hd.regulations.list({ state: 'TX', substance: 'delta-8-thc' })
 */
import { HempDataClient } from './client.js'
import type { BodyOf, DataOf, ItemOf, JsonOf, QueryOf } from './core/types.js'
import type { paths } from './generated/nested.js'

export * from './shared.js'

/** The nested variant's paths, as served at /openapi.json. */
export type NestedPaths = paths

export class HempData extends HempDataClient<paths> {}

export type Regulation = ItemOf<DataOf<paths, '/v1/regulations'>>
export type RegulationsQuery = Omit<QueryOf<paths, '/v1/regulations'>, 'format'>
export type ChangelogEntry = ItemOf<DataOf<paths, '/v1/regulations/changelog'>>
export type Comparison = DataOf<paths, '/v1/regulations/compare'>
export type ComparisonRow = ItemOf<Comparison['comparison']>
export type StateSummary = ItemOf<DataOf<paths, '/v1/states'>>
export type StateProfile = DataOf<paths, '/v1/states/{code}'>
export type Substance = ItemOf<DataOf<paths, '/v1/substances'>>
export type ProductType = ItemOf<DataOf<paths, '/v1/product-types'>>
export type LegalStatus = Regulation['legal_status']
export type Bill = NonNullable<Regulation['related_bills']>[number]
export type ServiceStatus = JsonOf<paths, '/v1/status'>
export type AnswerResult = DataOf<paths, '/v1/answer'>
export type Prediction = DataOf<paths, '/v1/predictions/{state}'>
export type ComplianceCheck = DataOf<paths, '/v1/compliance/check'>
export type WidgetCheck = DataOf<paths, '/v1/widget/check', 'post'>
export type WebhookSubscription = ItemOf<DataOf<paths, '/v1/webhooks'>>
export type CreatedWebhookSubscription = DataOf<paths, '/v1/webhooks', 'post'>
export type WebhookDelivery = ItemOf<DataOf<paths, '/v1/webhooks/{id}/deliveries'>>
export type Verification = DataOf<paths, '/v1/compliance/verify', 'post'>
export type VerificationLine = ItemOf<Verification['lines']>
export type VerifyOrderBody = BodyOf<paths, '/v1/compliance/verify'>
export type StoredVerification = DataOf<paths, '/v1/compliance/verify/{receipt_id}'>
