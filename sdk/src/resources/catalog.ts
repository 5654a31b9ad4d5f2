/** The reference lists: /v1/substances and /v1/product-types. */
import type { RequestOptions } from '../core/options.js'
import { Resource } from '../core/resource.js'
import type { HempDataPaths, ResultOf } from '../core/types.js'

export class Substances<P extends HempDataPaths> extends Resource {
  /** Every substance with its federal status and how the states treat it. */
  list(options?: RequestOptions): Promise<ResultOf<P, '/v1/substances'>> {
    return this.enveloped({ method: 'GET', path: '/v1/substances' }, options)
  }
}

export class ProductTypes<P extends HempDataPaths> extends Resource {
  /** Every product type with how widely it is regulated. */
  list(options?: RequestOptions): Promise<ResultOf<P, '/v1/product-types'>> {
    return this.enveloped({ method: 'GET', path: '/v1/product-types' }, options)
  }
}
