/** /v1/predictions/{state}: the preview forecast of regulatory change for a state (not legal advice). */
import type { RequestOptions } from '../core/options.js'
import { pathOf } from '../core/query.js'
import { type Query, Resource } from '../core/resource.js'
import type { HempDataPaths, QueryArgs, QueryOf, ResultOf } from '../core/types.js'

export type PredictionQuery<P> = QueryOf<P, '/v1/predictions/{state}'>

export class Predictions<P extends HempDataPaths> extends Resource {
  /** The forecast for `state` (two letters; `US` = federal layer) over `horizon_days` (7 to 730, default 90). */
  get(
    state: string,
    ...[query, options]: QueryArgs<PredictionQuery<P>, [options?: RequestOptions]>
  ): Promise<ResultOf<P, '/v1/predictions/{state}'>> {
    return this.enveloped({ method: 'GET', path: pathOf`/v1/predictions/${state}`, query: query as Query }, options)
  }
}
