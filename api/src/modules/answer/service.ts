/**
 * /v1/answer's logic: checks the scoping state, runs the engine on the current snapshot and turns
 * any failure inside it into 503 ANSWER_UNAVAILABLE (a defect of ours, never reported as a gap).
 */
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { answerQuestion, type AnswerResult, TERRITORY_CODES } from '../../engines/answer/engine.ts'
import type { Presenter } from '../../engines/answer/compose.ts'
import { assertStates, type Scoped } from '../../domain/access.ts'
import { readJsonBody } from '../../http/body.ts'
import { ApiError } from '../../lib/errors.ts'
import { logFailure } from '../../lib/log.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import type { AnswerCache, CachedAnswer } from './cache.ts'
import { answerBody } from './model.ts'

export interface AnswerRequest {
  question: string
  state: string | null
}

const presenters = new WeakMap<VariantProfile, Presenter>()

function presenterOf(profile: VariantProfile): Presenter {
  let presenter = presenters.get(profile)
  if (!presenter) {
    presenter = {
      statusName: (status, regulation) => profile.statusName(status, regulation),
      regulationId: uuid => profile.regulationPublicId(uuid),
    }
    presenters.set(profile, presenter)
  }
  return presenter
}

/** A scoping code must name a jurisdiction: a state, DC, US (federal) or a territory HempData does not cover. */
function checkScope(snapshot: Snapshot, state: string | null, name: string): string | null {
  if (state === null) return null
  const code = state.toUpperCase()
  if (!snapshot.jurisdiction.has(code) && !TERRITORY_CODES.has(code)) {
    throw new ApiError(
      'VALIDATION_ERROR',
      `${name}: ${state} is not a jurisdiction code; use a state such as TX, DC, or US for federal law`,
    )
  }
  return code
}

function run(snapshot: Snapshot, profile: VariantProfile, question: string, state: string | null): AnswerResult {
  try {
    return answerQuestion(snapshot, { question, state }, presenterOf(profile))
  } catch (error) {
    logFailure('[answer] engine failure', error)
    throw new ApiError(
      'ANSWER_UNAVAILABLE',
      'The answer engine failed on this question. This is a defect on our side, not a gap in the data; retry later.',
    )
  }
}

export interface AnswerContext {
  snapshot: Snapshot
  profile: VariantProfile
  cache: AnswerCache
}

/** The answer (from the cache when this snapshot already answered it), checked against the caller's plan. */
export function answer(
  { snapshot, profile, cache }: AnswerContext,
  request: AnswerRequest,
  caller: Scoped | null,
  stateName = 'query.state',
): CachedAnswer {
  const state = checkScope(snapshot, request.state, stateName)
  const cached = cache.get(snapshot.version, request.question, state, () =>
    run(snapshot, profile, request.question, state),
  )
  // A plan limited to some states reads answers about those states only, as it reads their records.
  if (caller) assertStates(caller, cached.result.parsed.states)
  return cached
}

const MAX_BODY = 8 * 1024
const bodyCheck = TypeCompiler.Compile(answerBody)

/** The POST body, read and checked here so that the per-address limit is counted before any parsing. */
export function readAnswerBody(request: Request): Promise<AnswerRequest> {
  return readJsonBody(request, MAX_BODY, '{"question": "…"}', checkAnswerBody)
}

function checkAnswerBody(body: unknown): AnswerRequest {
  if (!bodyCheck.Check(body)) {
    const first = bodyCheck.Errors(body).First()
    const key = first?.path.replace(/^\//, '').split('/')[0] ?? ''
    const property = key ? (answerBody.properties as Record<string, { error?: string }>)[key] : undefined
    if (key && !property)
      throw new ApiError('VALIDATION_ERROR', `body.${key}: unknown field; send question and optionally state`)
    throw new ApiError('VALIDATION_ERROR', property?.error ?? String(answerBody.error))
  }
  const valid = body as { question: string; state?: string }
  return { question: valid.question, state: valid.state ?? null }
}
