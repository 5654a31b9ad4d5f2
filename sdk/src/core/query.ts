/** Query strings as the API reads them: booleans as true/false, lists comma-separated, absent values left out. */

export type QueryValue = string | number | boolean | readonly string[] | null | undefined

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** A path with its parameters encoded, e.g. pathOf`/v1/states/${code}`. */
export function pathOf(strings: TemplateStringsArray, ...params: string[]): string {
  return strings.reduce((path, part, i) => path + part + (i < params.length ? encodeURIComponent(params[i]) : ''), '')
}
