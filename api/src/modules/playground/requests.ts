/**
 * The requests the /playground page offers: the curated reads the demo key works on, each with its
 * editable parameters, and the same call as curl and as an SDK call, for copying.
 */
export interface PlaygroundParam {
  name: string
  label: string
  example: string
  /** Part of the path (`{code}`) rather than the query. */
  inPath?: boolean
}

export interface PlaygroundRequest {
  id: string
  label: string
  path: string
  params: PlaygroundParam[]
  /** The SDK call, given the parameters' values. */
  sdk: (values: Record<string, string>) => string
}

const js = (value: string) => JSON.stringify(value)

export const PLAYGROUND_REQUESTS: PlaygroundRequest[] = [
  {
    id: 'compliance-check',
    label: 'Verify a product: may it be sold in a state?',
    path: '/v1/compliance/check',
    params: [
      { name: 'state', label: 'State', example: 'TX' },
      { name: 'substance', label: 'Substance', example: 'delta-8-thc' },
      { name: 'product_type', label: 'Product type', example: 'edibles' },
    ],
    sdk: v =>
      `await hd.compliance.check({ state: ${js(v.state)}, substance: ${js(v.substance)}, product_type: ${js(v.product_type)} })`,
  },
  {
    id: 'state-profile',
    label: 'A state’s profile',
    path: '/v1/states/{code}',
    params: [{ name: 'code', label: 'State code', example: 'CO', inPath: true }],
    sdk: v => `await hd.states.get(${js(v.code)})`,
  },
  {
    id: 'states',
    label: 'All states',
    path: '/v1/states',
    params: [],
    sdk: () => 'await hd.states.list()',
  },
  {
    id: 'regulations',
    label: 'Regulations of a state',
    path: '/v1/regulations',
    params: [{ name: 'state', label: 'State', example: 'CA' }],
    sdk: v => `await hd.regulations.list({ state: ${js(v.state)} })`,
  },
  {
    id: 'compare',
    label: 'Compare states',
    path: '/v1/regulations/compare',
    params: [{ name: 'states', label: 'States (comma-separated)', example: 'CO,TX,NY' }],
    sdk: v => `await hd.regulations.compare({ states: ${js(v.states)} })`,
  },
]

export const requestById = (id: string): PlaygroundRequest =>
  PLAYGROUND_REQUESTS.find(r => r.id === id) ?? PLAYGROUND_REQUESTS[0]

/** The parameters' values from a form, each its example when not given (at most 100 characters each). */
export function valuesOf(request: PlaygroundRequest, given: (name: string) => string): Record<string, string> {
  return Object.fromEntries(request.params.map(p => [p.name, given(p.name).slice(0, 100) || p.example]))
}

/** The request's path and query with `values` filled in. */
export function urlOf(request: PlaygroundRequest, values: Record<string, string>): string {
  let path = request.path
  const query = new URLSearchParams()
  for (const p of request.params) {
    if (p.inPath) path = path.replace(`{${p.name}}`, encodeURIComponent(values[p.name]))
    else query.set(p.name, values[p.name])
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`

export const curlOf = (base: string, url: string, key: string, origin: string): string =>
  `curl ${shellQuote(base + url)} \\\n  -H ${shellQuote(`Authorization: Bearer ${key}`)} \\\n  -H ${shellQuote(`Origin: ${origin}`)}`

export const sdkOf = (request: PlaygroundRequest, values: Record<string, string>, base: string, key: string) =>
  `import { HempData } from '@hempdata/sdk'\n\nconst hd = new HempData({ apiKey: ${js(key)}, baseUrl: ${js(base)} })\n${request.sdk(values)}`
