/**
 * @hempdata/sdk/column: the typed HempData client for deployments serving the column interface
 * variant (UUID ids, flat records whose columns grow with the tier, statuses such as gray_area).
 *
 * @example
 * import { HempData } from '@hempdata/sdk/column'
 * const hd = new HempData({ apiKey: process.env.HEMPDATA_API_KEY })
 * const { data } = await hd.regulations.list({ state: 'TX,CO' })
 */
import { HempDataClient } from './client.js'
import type { BodyOf, DataOf, ItemOf, JsonOf, QueryOf } from './core/types.js'
import type { components, paths } from './generated/column.js'

export * from './shared.js'

/** The named resources of the service's document (`components.schemas`). */
export type Schemas = components['schemas']

/** The column variant's paths, as served at /openapi.json. */
export type ColumnPaths = paths

export class HempData extends HempDataClient<paths> {}

export type Regulation = Schemas['Regulation']
export type RegulationsQuery = Omit<QueryOf<paths, '/v1/regulations'>, 'format'>
export type ChangelogEntry = Schemas['ChangelogEntry']
export type Comparison = DataOf<paths, '/v1/regulations/compare'>
export type StateSummary = Schemas['StateSummary']
export type StateProfile = Schemas['StateProfile']
export type Substance = Schemas['Substance']
export type ProductType = Schemas['ProductType']
export type LegalStatus = Regulation['legal_status']
export type ServiceStatus = JsonOf<paths, '/v1/status'>
export type WebhookSubscription = Schemas['WebhookSubscription']
export type CreatedWebhookSubscription = Schemas['WebhookSubscriptionCreated']
export type WebhookDelivery = ItemOf<DataOf<paths, '/v1/webhooks/{id}/deliveries'>>
export type Verification = DataOf<paths, '/v1/compliance/verify', 'post'>
export type VerificationLine = ItemOf<Verification['lines']>
export type VerifyOrderBody = BodyOf<paths, '/v1/compliance/verify'>
export type StoredVerification = DataOf<paths, '/v1/compliance/verify/{receipt_id}'>
