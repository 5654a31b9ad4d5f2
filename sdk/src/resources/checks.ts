/**
 * The compliance checks: may this product be sold in this state, under the stricter of the state's
 * rule and federal law. One check service answers all three forms.
 */
import type { RequestOptions } from '../core/options.js'
import { pathOf } from '../core/query.js'
import { type Query, Resource } from '../core/resource.js'
import { unexpected } from '../core/responses.js'
import type { ReceiptKeySet } from '../receipts.js'
import type { BodyOf, HempDataPaths, QueryArgs, QueryOf, ResultOf } from '../core/types.js'

export type ComplianceCheckQuery<P> = QueryOf<P, '/v1/compliance/check'>
export type DemoCheckQuery<P> = QueryOf<P, '/v1/demo/compliance-check'>
export type WidgetCheckBody<P> = BodyOf<P, '/v1/widget/check'>
export type VerifyOrderBody<P> = BodyOf<P, '/v1/compliance/verify'>

export class Compliance<P extends HempDataPaths> extends Resource {
  /** The full check with a secret key: the verdict, its reasons and its citations. */
  check(query: ComplianceCheckQuery<P>, options?: RequestOptions): Promise<ResultOf<P, '/v1/compliance/check'>> {
    return this.enveloped({ method: 'GET', path: '/v1/compliance/check', query: query as unknown as Query }, options)
  }

  /** The keyless demo check (limited per client address); marked as a demo in its answer. */
  demo(
    ...[query, options]: QueryArgs<DemoCheckQuery<P>, [options?: RequestOptions]>
  ): Promise<ResultOf<P, '/v1/demo/compliance-check'>> {
    return this.enveloped({ method: 'GET', path: '/v1/demo/compliance-check', query: query as Query }, options)
  }

  /**
   * Verifies an order: per line and for the whole order, whether it may ship to the state on the
   * date, why not, what must be done, with citations and a signed `receipt` (check it with
   * verifyReceipt). It only reads, so it may be retried (a retry is stored as a receipt of its own).
   */
  verify(body: VerifyOrderBody<P>, options?: RequestOptions): Promise<ResultOf<P, '/v1/compliance/verify', 'post'>> {
    return this.enveloped({ method: 'POST', path: '/v1/compliance/verify', body, idempotent: true }, options)
  }

  /** A stored verification by its receipt id (`rcp_…`), as it was answered; kept seven years. */
  verification(
    receiptId: string,
    options?: RequestOptions,
  ): Promise<ResultOf<P, '/v1/compliance/verify/{receipt_id}'>> {
    return this.enveloped({ method: 'GET', path: pathOf`/v1/compliance/verify/${receiptId}` }, options)
  }

  /** The published keys receipts verify with (GET /.well-known/jwks.json): hand them to verifyReceipt. */
  async receiptKeys(options?: RequestOptions): Promise<ReceiptKeySet> {
    const { status, body } = await this.http.send({ method: 'GET', path: '/.well-known/jwks.json' }, options)
    if (!body || typeof body !== 'object' || !Array.isArray((body as ReceiptKeySet).keys))
      throw unexpected(status, body, 'a JSON Web Key Set')
    return body as ReceiptKeySet
  }
}

export class Widget<P extends HempDataPaths> extends Resource {
  /**
   * The badge's check, made with a publishable key from a browser (the storefront widget uses it).
   * Without a state the API detects the visitor's. It only reads, so it may be retried.
   */
  check(body: WidgetCheckBody<P>, options?: RequestOptions): Promise<ResultOf<P, '/v1/widget/check', 'post'>> {
    return this.enveloped({ method: 'POST', path: '/v1/widget/check', body, idempotent: true }, options)
  }
}
