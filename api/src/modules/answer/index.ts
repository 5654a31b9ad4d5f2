/** GET /v1/answer (secret key) and POST /v1/answer (keyless, limited per client address). */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { secure, type SecurityHeaders } from '../../http/security-headers.ts'
import { keyedRoute, keyless } from '../../http/auth.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { SUCCESS_TAIL, successHead } from '../../http/envelope.ts'
import { describe, KEYED } from '../../http/openapi.ts'
import { answerQuery, answerResponse } from './model.ts'
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

const WHAT =
  'Answers plain questions about hemp and cannabinoid rules (legal status under state and federal law, THC limits, minimum age, shipping and carriers, licences, testing, labeling and warnings, penalties, effective dates, pending bills, federal status, and comparisons of two or more jurisdictions) from HempData’s records only: no language model, no network, and the same question always gives the same answer. Typos, lower case and word order do not matter. ' +
  '`answered`: text with [n] markers, `citations` from the records’ sources, `verification` (`verified` only for human-reviewed records with a primary source; every current record is automated, so answers are orientation only and say so), the structured `data` used, the `intent` and the `parsed` slots. ' +
  '`gap` (still 200): the data cannot support an answer — another topic, a place, substance or product HempData does not cover, a question about the future, or an ambiguous question (no state; a status that differs by product type) — with `reason` and what is `missing`.'

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
          cachedRead(deps, { request, set, auth: who }, answerQuery, (snapshot, query) => {
            const question = { question: String(query.q), state: (query.state as string | undefined) ?? null }
            return { data: answer({ snapshot, profile, cache }, question, who.caller).result, errors: null }
          }),
        ),
        {
          detail: describe({
            conditional: true,
            tag: 'Answers',
            summary: 'Answer a question with citations, or say what is missing',
            description: `${WHAT} A plan limited to some states may ask about those states only (403 otherwise).`,
            query: answerQuery,
            ok: answerResponse,
            errors: [...KEYED, 'VALIDATION_ERROR', 'ANSWER_UNAVAILABLE'],
          }),
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
          detail: {
            ...describe({
              tag: 'Answers',
              summary: 'Answer a question without a key (limited per client address)',
              description: `${WHAT} No key: 120 requests a minute per client address (X-Demo-IP-Limit and X-Demo-IP-Remaining headers). The response has the same shape as GET /v1/answer.`,
              security: 'none',
              ok: answerResponse,
              errors: ['VALIDATION_ERROR', 'RATE_LIMITED', 'ANSWER_UNAVAILABLE'],
            }),
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['question'],
                    properties: {
                      question: {
                        type: 'string',
                        minLength: 1,
                        maxLength: 500,
                        description: 'The question in plain English.',
                      },
                      state: {
                        type: 'string',
                        pattern: '^[A-Za-z]{2}$',
                        description: 'Optional two-letter code scoping a question that names no jurisdiction.',
                      },
                    },
                  },
                  example: { question: 'Can I sell delta 8 gummies in Texas?' },
                },
              },
            },
          } as never,
        },
      )
  )
}
