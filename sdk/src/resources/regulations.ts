/** /v1/regulations: list (with every page walked), one record, CSV export, changelog and compare. */
import type { RequestOptions } from '../core/options.js'
import { pathOf } from '../core/query.js'
import { eachItem, MAX_PER_PAGE, type Query, Resource } from '../core/resource.js'
import type { DataOf, HempDataPaths, ItemOf, QueryArgs, QueryOf, ResultOf } from '../core/types.js'

type ListPath = '/v1/regulations'
type ChangelogPath = '/v1/regulations/changelog'
type ComparePath = '/v1/regulations/compare'

export type RegulationsQuery<P> = Omit<QueryOf<P, ListPath>, 'format'>
export type RegulationsExportQuery<P> = Omit<QueryOf<P, ListPath>, 'format' | 'page' | 'per_page'>
export type ChangelogQuery<P> = QueryOf<P, ChangelogPath>
/** `states` as the API takes it (comma-separated) or as a list. */
export type CompareQuery<P> = Omit<QueryOf<P, ComparePath>, 'states'> & { states: string | readonly string[] }

export type RegulationOf<P> = ItemOf<DataOf<P, ListPath>>
export type ChangeOf<P> = ItemOf<DataOf<P, ChangelogPath>>

/** A CSV export: every matching record (the API does not paginate CSV). */
export interface CsvExport {
  csv: string
  /** Records in the file (the X-Total-Count header). */
  total: number
  requestId: string | null
}

export class Regulations<P extends HempDataPaths> extends Resource {
  /** One page of records matching the filters (`page`, `per_page` up to 100). */
  list(
    ...[query, options]: QueryArgs<RegulationsQuery<P>, [options?: RequestOptions]>
  ): Promise<ResultOf<P, ListPath>> {
    return this.enveloped({ method: 'GET', path: '/v1/regulations', query: query as Query }, options)
  }

  /** Every matching record, walking the pages (100 per request unless `per_page` says otherwise). */
  listAll(
    ...[query, options]: QueryArgs<Omit<RegulationsQuery<P>, 'page'>, [options?: RequestOptions]>
  ): AsyncGenerator<RegulationOf<P>, void, undefined> {
    const base = { per_page: MAX_PER_PAGE, ...(query as Query) }
    return eachItem(page =>
      this.enveloped({ method: 'GET', path: '/v1/regulations', query: { ...base, page } }, options),
    )
  }

  /** One record by id. */
  get(id: string, options?: RequestOptions): Promise<ResultOf<P, '/v1/regulations/{id}'>> {
    return this.enveloped({ method: 'GET', path: pathOf`/v1/regulations/${id}` }, options)
  }

  /** Every matching record as CSV (professional and enterprise tiers in the nested variant). */
  async exportCsv(
    ...[query, options]: QueryArgs<RegulationsExportQuery<P>, [options?: RequestOptions]>
  ): Promise<CsvExport> {
    const { body, headers } = await this.http.send(
      { method: 'GET', path: '/v1/regulations', query: { ...(query as Query), format: 'csv' }, accept: 'text/csv' },
      options,
    )
    const csv = typeof body === 'string' ? body : JSON.stringify(body)
    return { csv, total: Number(headers.get('x-total-count') ?? Number.NaN), requestId: headers.get('x-request-id') }
  }

  /** One page of changes, newest first, within your tier's history window. */
  changelog(
    ...[query, options]: QueryArgs<ChangelogQuery<P>, [options?: RequestOptions]>
  ): Promise<ResultOf<P, ChangelogPath>> {
    return this.enveloped({ method: 'GET', path: '/v1/regulations/changelog', query: query as Query }, options)
  }

  /** Every matching change, walking the pages. */
  changelogAll(
    ...[query, options]: QueryArgs<Omit<ChangelogQuery<P>, 'page'>, [options?: RequestOptions]>
  ): AsyncGenerator<ChangeOf<P>, void, undefined> {
    const base = { per_page: MAX_PER_PAGE, ...(query as Query) }
    return eachItem(page =>
      this.enveloped({ method: 'GET', path: '/v1/regulations/changelog', query: { ...base, page } }, options),
    )
  }

  /** Two to ten states side by side for a substance and product type. */
  compare(query: CompareQuery<P>, options?: RequestOptions): Promise<ResultOf<P, ComparePath>> {
    return this.enveloped({ method: 'GET', path: '/v1/regulations/compare', query: query as unknown as Query }, options)
  }
}
