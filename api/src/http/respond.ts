/** Answers a read from the response cache: same snapshot, same caller scope, same query → same bytes. */
import type { AppDeps } from '../deps.ts'
import { requestIdOf } from '../plugins/errors.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'
import type { Caller } from '../variants/profile.ts'
import { envelopeBody } from './response-cache.ts'

interface ReadContext {
  request: Request
  set: { headers: Record<string, string | number | undefined> }
  auth: { caller: Caller }
}

export type Read = (snapshot: Snapshot) => { data: unknown; meta?: Record<string, unknown> }

export function cachedRead(deps: AppDeps, { request, set, auth }: ReadContext, read: Read): Uint8Array {
  const snapshot = deps.store.current
  const url = request.url
  const key = `${auth.caller.tier}|${auth.caller.states?.join(',') ?? '*'}|${url.slice(url.indexOf('/', 8))}`
  const cached = deps.responses.read(snapshot.version, key, () => read(snapshot))
  set.headers['content-type'] = 'application/json; charset=utf-8'
  return envelopeBody(requestIdOf(set), cached)
}
