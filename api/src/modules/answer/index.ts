/** GET /v1/answer (secret key) and POST /v1/answer (keyless, limited per client address). */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { secure, type SecurityHeaders } from '../../http/security-headers.ts'
import { keyedRoute, keyless } from '../../http/auth.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { SUCCESS_TAIL, successHead } from '../../http/envelope.ts'
import { describe } from '../../http/openapi.ts'
import { answerRoutes, KEYLESS_BODY_DOC } from './model.ts'
import { AnswerCache, type CachedAnswer } from './cache.ts'
import { answer, readAnswerBody } from './service.ts'

type Set = { headers: Record<string, string | number | undefined> }

/** The envelope of the contract for answers (`errors` null, `meta.api_version` v1) around the serialized answer. */
function respond(security: SecurityHeaders, request: Request, set: Set, answer: CachedAnswer): string {
  secure(security, request, set.headers)
  set.headers['content-type'] = 'application/json; charset=utf-8'
  set.headers['cache-control'] = 'private, no-cache'
  return successHead(answer.json, undefined, 'null') + requestIdOf(set) + SUCCESS_TAIL
}

export function answerModule(deps: AppDeps) {
  const { profile } = deps
  const cache = new AnswerCache()
  const context = () => ({ snapshot: deps.store.current, profile, cache })
  return (
    new Elysia({ name: 'hd-answer', prefix: '/v1/answer' })
      // A GET answer is a function of the snapshot, the plan's scope and the URL: served like every
      // other read, from the response cache with gzip and an ETag.
      .get(
        '',
        keyedRoute(deps, { kind: 'secret' }, (who, { request, set }) =>
          cachedRead(deps, { request, set, auth: who }, answerRoutes.keyed.query, (snapshot, query) => {
            const question = { question: String(query.q), state: (query.state as string | undefined) ?? null }
            return { data: answer({ snapshot, profile, cache }, question, who.caller).result, errors: null }
          }),
        ),
        {
          detail: describe(answerRoutes.keyed),
        },
      )
      .post(
        '',
        ({ request, set, server }) =>
          keyless(deps, { request, set, server }, async () => {
            const body = await readAnswerBody(request)
            return respond(deps.security, request, set, answer(context(), body, null, 'body.state'))
          }),
        {
          parse: 'none',
          detail: { ...describe(answerRoutes.keyless), requestBody: KEYLESS_BODY_DOC } as never,
        },
      )
  )
}
