/** Every route of an app with the security its OpenAPI detail declares, read from the router itself. */
import { SECURITY, type SecurityKind } from '../../api/src/http/openapi.ts'
import type { TestApp } from './app.ts'

export interface DeclaredRoute {
  method: string
  path: string
  kind: SecurityKind | null
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Every route of the app with the security kind its detail declares (null: none declared). */
export function declaredRoutes(t: TestApp): DeclaredRoute[] {
  return (t.app.routes as any[])
    .filter(route => route.method !== 'OPTIONS') // CORS preflights answer before any key, by the spec of CORS
    .map(route => {
      // A playground route also lists the demo key's scheme; its kind is the rest.
      const declared = (route.hooks?.detail?.security as Record<string, unknown>[] | undefined)?.filter(
        requirement => !('playgroundKey' in requirement),
      )
      const kind =
        declared === undefined ? null : (Object.keys(SECURITY) as SecurityKind[]).find(k => same(SECURITY[k], declared))
      return { method: String(route.method), path: String(route.path), kind: kind ?? null }
    })
}
