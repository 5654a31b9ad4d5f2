/** /v1/states: every state's summary, and one state's profile with its records (`US` = federal layer). */
import type { RequestOptions } from '../core/options.js'
import { pathOf } from '../core/query.js'
import { type Query, Resource } from '../core/resource.js'
import type { HempDataPaths, QueryArgs, QueryOf, ResultOf } from '../core/types.js'

export type StatesQuery<P> = QueryOf<P, '/v1/states'>
export type StateProfileQuery<P> = QueryOf<P, '/v1/states/{code}'>

export class States<P extends HempDataPaths> extends Resource {
  /** The 50 states and DC. */
  list(...[query, options]: QueryArgs<StatesQuery<P>, [options?: RequestOptions]>): Promise<ResultOf<P, '/v1/states'>> {
    return this.enveloped({ method: 'GET', path: '/v1/states', query: query as Query }, options)
  }

  /** One state's profile by its two-letter code. */
  get(
    code: string,
    ...[query, options]: QueryArgs<StateProfileQuery<P>, [options?: RequestOptions]>
  ): Promise<ResultOf<P, '/v1/states/{code}'>> {
    return this.enveloped({ method: 'GET', path: pathOf`/v1/states/${code}`, query: query as Query }, options)
  }
}
