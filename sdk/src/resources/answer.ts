/** /v1/answer: a plain-English hemp-law question answered from the data with citations, or a gap. */
import type { RequestOptions } from '../core/options.js'
import { type Query, Resource } from '../core/resource.js'
import type { BodyOf, HempDataPaths, QueryOf, ResultOf } from '../core/types.js'

export type AnswerQuery<P> = QueryOf<P, '/v1/answer'>
export type AnswerBody<P> = BodyOf<P, '/v1/answer'>

export class Answer<P extends HempDataPaths> extends Resource {
  /**
   * Asks with the client's secret key. `data.status` is `answered` (text with [n] markers and its
   * citations) or `gap` (why the data cannot answer); both are successful answers.
   */
  ask(query: AnswerQuery<P>, options?: RequestOptions): Promise<ResultOf<P, '/v1/answer'>> {
    return this.enveloped({ method: 'GET', path: '/v1/answer', query: query as unknown as Query }, options)
  }

  /** The keyless form (limited per client address), for pages without a key. Reads only, so it may be retried. */
  askPublic(body: AnswerBody<P>, options?: RequestOptions): Promise<ResultOf<P, '/v1/answer', 'post'>> {
    return this.enveloped({ method: 'POST', path: '/v1/answer', body, idempotent: true }, options)
  }
}
