/**
 * Types read off the generated `paths` of a variant, so every resource is typed by what the API
 * serves: QueryOf<P, '/v1/regulations'> is that endpoint's query, DataOf its `data`, and so on.
 */

/** What a variant's generated `paths` must have for the resources the SDK offers. */
export type HempDataPaths = Record<
  | '/v1/status'
  | '/v1/regulations'
  | '/v1/regulations/{id}'
  | '/v1/regulations/changelog'
  | '/v1/regulations/compare'
  | '/v1/states'
  | '/v1/states/{code}'
  | '/v1/substances'
  | '/v1/product-types'
  | '/v1/answer'
  | '/v1/predictions/{state}'
  | '/v1/compliance/check'
  | '/v1/demo/compliance-check'
  | '/v1/widget/check'
  | '/v1/webhooks'
  | '/v1/webhooks/{id}'
  | '/v1/webhooks/{id}/rotate-secret'
  | '/v1/webhooks/{id}/deliveries'
  | '/v1/webhooks/{id}/deliveries/{delivery_id}/retry'
  | '/v1/webhooks/{id}/reactivate'
  | '/v1/webhooks/{id}/test',
  unknown
>

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

type Operation<P, Path extends string, M extends Method> = Path extends keyof P
  ? P[Path] extends { [K in M]: infer O }
    ? O
    : never
  : never

/** The query parameters of an operation (an empty object when it has none). */
export type QueryOf<P, Path extends string, M extends Method = 'get'> =
  Operation<P, Path, M> extends { parameters: { query?: infer Q } }
    ? [Q] extends [never | undefined]
      ? Record<never, never>
      : NonNullable<Q>
    : never

/** The JSON body of the operation's 200 (or 201) answer. */
export type JsonOf<P, Path extends string, M extends Method = 'get'> =
  Operation<P, Path, M> extends {
    responses: { 200: { content: { 'application/json': infer B } } }
  }
    ? B
    : Operation<P, Path, M> extends { responses: { 201: { content: { 'application/json': infer B } } } }
      ? B
      : never

/** The operation's JSON request body. */
export type BodyOf<P, Path extends string, M extends Method = 'post'> =
  Operation<P, Path, M> extends {
    requestBody?: { content: { 'application/json': infer B } }
  }
    ? B
    : never

export type DataOf<P, Path extends string, M extends Method = 'get'> =
  JsonOf<P, Path, M> extends { data: infer D } ? D : never
export type MetaOf<P, Path extends string, M extends Method = 'get'> =
  JsonOf<P, Path, M> extends { meta: infer T } ? T : never

/** An enveloped answer without its `success` and `errors`: what every resource method resolves with. */
export interface Result<D, M> {
  data: D
  meta: M
}

export type ResultOf<P, Path extends string, M extends Method = 'get'> = Result<DataOf<P, Path, M>, MetaOf<P, Path, M>>

/** The element type of an array type. */
export type ItemOf<T> = T extends readonly (infer I)[] ? I : never

/** A query argument that may be left out when every parameter is optional. */
export type QueryArgs<Q, Rest extends unknown[] = []> =
  Record<never, never> extends Q ? [query?: Q, ...Rest] : [query: Q, ...Rest]
