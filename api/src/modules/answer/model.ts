/**
 * Schemas of /v1/answer: the query and body it accepts and the two shapes of `data` it returns
 * (answered and gap). They validate requests, document the routes and check responses in tests.
 */
import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { INTENTS, TOPIC_INTENTS } from '../../engines/answer/intents.ts'
import { KEYED, type RouteSpec } from '../../http/openapi.ts'
import { query, stateCode } from '../../http/params.ts'
import { dateTime, integer, literalUnion, meta, nullable, named } from '../../http/schemas.ts'

export const MAX_QUESTION = 500

const question = (name: string) =>
  t.String({
    minLength: 1,
    maxLength: MAX_QUESTION,
    error: `${name}: expected a question of 1 to ${MAX_QUESTION} characters`,
    description: 'The question in plain English, e.g. "Is delta 8 legal in Texas for gummies?"',
  })

const scopeState = (name: string) =>
  stateCode(
    name,
    'Two-letter code (a state, DC, or US for federal law) that scopes a question naming no jurisdiction; a jurisdiction named in the question wins.',
  )

export const answerQuery = query({ q: question('query.q'), state: scopeState('query.state') }, ['q'])

export const answerBody = Type.Object(
  { question: question('body.question'), state: Type.Optional(scopeState('body.state')) },
  {
    additionalProperties: false,
    error: 'body: expected a JSON object {"question": "…", "state": "TX"} (state optional)',
  },
)

const parsed = t.Object({
  states: t.Array(t.String(), {
    description: 'Jurisdictions the question is about, in order of mention; US for federal law.',
  }),
  substance: nullable(t.String({ description: 'The one substance named, or null.' })),
  product_type: nullable(
    t.String({ description: 'The one product type named (gummies → edibles, carts → vapes …), or null.' }),
  ),
  substances: t.Array(t.String()),
  product_types: t.Array(t.String()),
  state_source: nullable(literalUnion(['question', 'parameter'])),
  topic: literalUnion(TOPIC_INTENTS),
  future: t.Boolean({ description: 'The question asks what the law will be.' }),
  unsupported: t.Object({ places: t.Array(t.String()), cities: t.Array(t.String()), substances: t.Array(t.String()) }),
  corrections: t.Array(t.Object({ from: t.String(), to: t.String() }), {
    description: 'Words read as a nearby known word (typos).',
  }),
})

const citation = t.Object({ n: integer({ minimum: 1 }), label: t.String(), url: t.String({ format: 'uri' }) })

const verification = t.Object({
  status: literalUnion(['verified', 'orientation_only']),
  confidence: t.Number({ minimum: 0, maximum: 1, description: 'Lowest confidence among the records used.' }),
  factId: t.String({ description: 'Id of the regulation record the answer traces to.' }),
  statute: nullable(t.String({ description: 'Title of the first statute among that record’s sources.' })),
  lastVerified: dateTime(),
  primarySources: t.Array(t.String({ format: 'uri' }), {
    description: 'Government (.gov, state .us) pages among the sources.',
  }),
})

export const answeredData = named(
  'Answer',
  t.Object({
    status: t.Literal('answered'),
    intent: literalUnion(INTENTS),
    parsed,
    answer: t.Object({
      text: t.String({
        description: 'Plain-English answer with [n] markers matching `citations`, ending with how far to trust it.',
      }),
      citations: t.Array(citation),
      verification,
      data: t.Object(
        {},
        {
          additionalProperties: true,
          description:
            'The structured facts used: jurisdiction, slots, regulation ids, facts (or per-jurisdiction rows for a comparison).',
        },
      ),
    }),
  }),
)

export const gapData = named(
  'AnswerGap',
  t.Object({
    status: t.Literal('gap'),
    intent: literalUnion(INTENTS),
    parsed,
    gap: t.Object({
      reason: t.String(),
      missing: t.String({
        description: 'What the data or the question lacks, e.g. state, product_type, minimum_age, topic.',
      }),
    }),
  }),
)

export const answerResponse = t.Object({
  success: t.Literal(true),
  data: t.Union([answeredData, gapData]),
  meta: meta(),
  errors: t.Null(),
})

const WHAT =
  'Answers plain questions about hemp and cannabinoid rules (legal status under state and federal law, THC limits, minimum age, shipping and carriers, licences, testing, labeling and warnings, penalties, effective dates, pending bills, federal status, and comparisons of two or more jurisdictions) from HempData’s records only: no language model, no network, and the same question always gives the same answer. Typos, lower case and word order do not matter. ' +
  '`answered`: text with [n] markers, `citations` from the records’ sources, `verification` (`verified` only for human-reviewed records with a primary source; every current record is automated, so answers are orientation only and say so), the structured `data` used, the `intent` and the `parsed` slots. ' +
  '`gap` (still 200): the data cannot support an answer — another topic, a place, substance or product HempData does not cover, a question about the future, or an ambiguous question (no state; a status that differs by product type) — with `reason` and what is `missing`.'

export const answerRoutes = {
  keyed: {
    conditional: true,
    tag: 'Answers',
    summary: 'Answer a question with citations, or say what is missing',
    description: `${WHAT} A plan limited to some states may ask about those states only (403 otherwise).`,
    security: 'secret',
    query: answerQuery,
    ok: answerResponse,
    errors: [...KEYED, 'VALIDATION_ERROR', 'ANSWER_UNAVAILABLE'],
  } satisfies RouteSpec,
  keyless: {
    tag: 'Answers',
    summary: 'Answer a question without a key (limited per client address)',
    description: `${WHAT} No key: 120 requests a minute per client address (X-Demo-IP-Limit and X-Demo-IP-Remaining headers). The response has the same shape as GET /v1/answer.`,
    security: 'none',
    body: answerBody,
    ok: answerResponse,
    errors: ['VALIDATION_ERROR', 'RATE_LIMITED', 'ANSWER_UNAVAILABLE'],
    audit: false,
  } satisfies RouteSpec,
}

/** The keyless body as documented: answerBody without its validation messages, with an example. */
export const KEYLESS_BODY_DOC = {
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
}
