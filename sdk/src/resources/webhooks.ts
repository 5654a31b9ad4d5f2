/**
 * /v1/webhooks: subscriptions to regulation changes (enterprise tier). `create` answers with the
 * signing secret, shown only then: keep it for `verifyWebhook`. Creating sends a test event, so the
 * endpoint must already answer 2xx.
 */
import type { RequestOptions } from '../core/options.js'
import { pathOf } from '../core/query.js'
import { type Query, Resource } from '../core/resource.js'
import type { BodyOf, HempDataPaths, QueryArgs, QueryOf, ResultOf } from '../core/types.js'

export type WebhookCreateBody<P> = BodyOf<P, '/v1/webhooks'>
export type WebhookDeliveriesQuery<P> = QueryOf<P, '/v1/webhooks/{id}/deliveries'>

export class Webhooks<P extends HempDataPaths> extends Resource {
  /** Subscribes `endpoint_url` (HTTPS) to the changes its filters select; the answer carries `signing_secret`. */
  create(body: WebhookCreateBody<P>, options?: RequestOptions): Promise<ResultOf<P, '/v1/webhooks', 'post'>> {
    return this.enveloped({ method: 'POST', path: '/v1/webhooks', body }, options)
  }

  /** The account's subscriptions with their counters (never the secret). */
  list(options?: RequestOptions): Promise<ResultOf<P, '/v1/webhooks'>> {
    return this.enveloped({ method: 'GET', path: '/v1/webhooks', idempotent: true }, options)
  }

  /** Deletes a subscription; its pending deliveries are dropped. */
  delete(id: string, options?: RequestOptions): Promise<ResultOf<P, '/v1/webhooks/{id}', 'delete'>> {
    return this.enveloped({ method: 'DELETE', path: pathOf`/v1/webhooks/${id}`, idempotent: true }, options)
  }

  /** A new signing secret; the old one keeps signing beside it for `overlap_hours` (24 unless given). */
  rotateSecret(
    id: string,
    body: { overlap_hours?: number } = {},
    options?: RequestOptions,
  ): Promise<ResultOf<P, '/v1/webhooks/{id}/rotate-secret', 'post'>> {
    return this.enveloped({ method: 'POST', path: pathOf`/v1/webhooks/${id}/rotate-secret`, body }, options)
  }

  /** The subscription's deliveries, newest first, each with every attempt. */
  deliveries(
    id: string,
    ...[query, options]: QueryArgs<WebhookDeliveriesQuery<P>, [options?: RequestOptions]>
  ): Promise<ResultOf<P, '/v1/webhooks/{id}/deliveries'>> {
    return this.enveloped(
      { method: 'GET', path: pathOf`/v1/webhooks/${id}/deliveries`, query: query as Query, idempotent: true },
      options,
    )
  }

  /** Sends a failed delivery again now (one more attempt). */
  retry(
    id: string,
    deliveryId: string,
    options?: RequestOptions,
  ): Promise<ResultOf<P, '/v1/webhooks/{id}/deliveries/{delivery_id}/retry', 'post'>> {
    return this.enveloped(
      { method: 'POST', path: pathOf`/v1/webhooks/${id}/deliveries/${deliveryId}/retry`, idempotent: true },
      options,
    )
  }

  /** Reactivates a paused subscription after a successful test event; kept events are then delivered. */
  reactivate(id: string, options?: RequestOptions): Promise<ResultOf<P, '/v1/webhooks/{id}/reactivate', 'post'>> {
    return this.enveloped({ method: 'POST', path: pathOf`/v1/webhooks/${id}/reactivate` }, options)
  }

  /** Sends a test event now; the outcome (delivered, status code, duration) is the answer. */
  test(id: string, options?: RequestOptions): Promise<ResultOf<P, '/v1/webhooks/{id}/test', 'post'>> {
    return this.enveloped({ method: 'POST', path: pathOf`/v1/webhooks/${id}/test` }, options)
  }
}
