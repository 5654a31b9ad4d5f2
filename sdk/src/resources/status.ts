/** /v1/status: the health check (no key, no envelope). */
import type { RequestOptions } from '../core/options.js'
import { unexpected } from '../core/responses.js'
import { Resource } from '../core/resource.js'
import type { HempDataPaths, JsonOf } from '../core/types.js'

export class Status<P extends HempDataPaths> extends Resource {
  /** `{ status: 'healthy', version, timestamp }`. */
  async get(options?: RequestOptions): Promise<JsonOf<P, '/v1/status'>> {
    const { status, body } = await this.http.send({ method: 'GET', path: '/v1/status' }, options)
    if (typeof body !== 'object' || body === null || !('status' in body))
      throw unexpected(status, body, 'a status object')
    return body as JsonOf<P, '/v1/status'>
  }
}
