/**
 * What a validating proxy in front of HempData checks, in process: each exchange's operation, status
 * and response body against the served OpenAPI document (JSON Schema 2020-12, as OpenAPI 3.1 uses),
 * and each response header the document declares for that status is sent.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { TestResponse } from './app.ts'

const DOC_ID = 'https://hempdata.test/openapi.json'

export interface Exchange {
  method: string
  path: string
  body?: unknown
  response: TestResponse
}

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }>
}

/** `/v1/states/TX?x=1` → the document's `/v1/states/{code}` (a literal path wins over a template). */
function templateOf(paths: string[], path: string): string | null {
  const bare = path.split('?')[0]
  if (paths.includes(bare)) return bare
  const parts = bare.split('/')
  return (
    paths.find(template => {
      const t = template.split('/')
      return t.length === parts.length && t.every((seg, i) => seg === parts[i] || /^\{.+\}$/.test(seg))
    }) ?? null
  )
}

export function openApiValidator(document: any) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema(JSON.parse(JSON.stringify(document).replaceAll('"#/components/', `"${DOC_ID}#/components/`)), DOC_ID)
  const paths = Object.keys(document.paths)
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>()
  const pointer = (...parts: string[]) =>
    parts.map(p => encodeURIComponent(p.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')
  const validate = (where: string, value: unknown): string | null => {
    let check = compiled.get(where)
    if (!check) {
      check = ajv.compile({ $ref: `${DOC_ID}#/${where}` })
      compiled.set(where, check)
    }
    if (check(value)) return null
    const first = check.errors?.[0]
    return `${first?.instancePath || '/'} ${first?.message}`
  }

  /** The violations of one exchange: none when the document describes it exactly. */
  return (exchange: Exchange): string[] => {
    const { method, path, response } = exchange
    const at = `${method.toUpperCase()} ${path} → ${response.status}`
    const template = templateOf(paths, path)
    const operation: Operation | undefined = template ? document.paths[template][method.toLowerCase()] : undefined
    if (!template || !operation) return [`${at}: no such operation in the document`]
    const problems: string[] = []
    const json = operation.requestBody?.content['application/json']
    if (json && exchange.body !== undefined && response.status < 400) {
      const problem = validate(
        pointer('paths', template, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'),
        exchange.body,
      )
      if (problem) problems.push(`${at}: request body ${problem}`)
    }
    const documented = operation.responses[String(response.status)]
    if (!documented) return [...problems, `${at}: status not documented`]
    for (const name of Object.keys(documented.headers ?? {}))
      if (response.headers.get(name) === null) problems.push(`${at}: declared header ${name} missing`)
    const type = response.headers.get('content-type')?.split(';')[0] ?? null
    if (response.status === 304 || response.status === 204) {
      if (response.text !== '') problems.push(`${at}: a body on ${response.status}`)
      return problems
    }
    if (!type || !documented.content?.[type]) return [...problems, `${at}: content type ${type} not documented`]
    if (type === 'application/json') {
      const problem = validate(
        pointer(
          'paths',
          template,
          method.toLowerCase(),
          'responses',
          String(response.status),
          'content',
          type,
          'schema',
        ),
        response.body,
      )
      if (problem) problems.push(`${at}: body ${problem}`)
    }
    return problems
  }
}

/** A schema of the document with its `$ref` to `components.schemas` followed, for tests that read into it. */
export const deref = (document: any, schema: any): any =>
  schema?.$ref ? document.components.schemas[String(schema.$ref).split('/').pop()!] : schema
