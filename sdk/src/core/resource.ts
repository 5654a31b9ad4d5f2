/** What every resource shares: a client to send with, the envelope unwrapped, pages walked. */
import type { ApiRequest, HttpClient } from './http.js'
import type { RequestOptions } from './options.js'
import type { QueryValue } from './query.js'
import { unexpected } from './responses.js'

export type Query = Record<string, QueryValue>

interface Envelope {
  success: true
  data: unknown
  meta: Record<string, unknown>
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  (body as Envelope).success === true &&
  'data' in body &&
  typeof (body as Envelope).meta === 'object'

export abstract class Resource {
  constructor(protected readonly http: HttpClient) {}

  /** Sends `request` and resolves with the envelope's `data` and `meta`. */
  protected async enveloped<R>(request: ApiRequest, options?: RequestOptions): Promise<R> {
    const { status, body } = await this.http.send(request, options)
    if (!isEnvelope(body)) throw unexpected(status, body, "HempData's response envelope")
    return { data: body.data, meta: body.meta } as R
  }
}

interface PageLike<T> {
  data: readonly T[]
  meta: { page: number; total_pages: number }
}

/** Every item of every page from `firstPage` on, one request per page, as the caller iterates. */
export async function* eachItem<T>(
  fetchPage: (page: number) => Promise<PageLike<T>>,
  firstPage = 1,
): AsyncGenerator<T, void, undefined> {
  for (let page = firstPage; ; page++) {
    const { data, meta } = await fetchPage(page)
    yield* data
    if (data.length === 0 || page >= meta.total_pages) return
  }
}

/** The largest page the API serves, so walking every page takes as few requests as possible. */
export const MAX_PER_PAGE = 100
