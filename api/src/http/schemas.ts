/** Response schemas both variants share: the envelope, bills, pagination meta. */
import { type IntegerOptions, Type } from '@sinclair/typebox'
import { t, type TSchema } from 'elysia'
import { BILL_STATUSES } from '../domain/types.ts'

/**
 * A response integer. Elysia's t.Integer also accepts numeric strings (right for query parameters)
 * and is documented in /openapi.json as string or integer; a response always carries a number.
 */
export const integer = (options?: IntegerOptions) => Type.Integer(options)

/** Where a schema carries its name for the OpenAPI document (modules/docs/document.ts moves it to components). */
export const SCHEMA_NAME = 'x-hempdata-schema'

/** Names a resource's schema: the OpenAPI document lists it once under this name and refers to it. */
export const named = <T extends TSchema>(name: string, schema: T): T => {
  ;(schema as Record<string, unknown>)[SCHEMA_NAME] = name
  return schema
}

export const nullable = <T extends TSchema>(schema: T) => t.Union([schema, t.Null()])
export const dateTime = () => t.String({ format: 'date-time' })
export const date = () => t.String({ format: 'date' })
export const literalUnion = (values: readonly string[]) => t.Union(values.map(v => t.Literal(v)))

/** What a null warning text means, in both variants' documentation: unknown wording is not "no warning". */
export const WARNING_TEXT_DESCRIPTION =
  'The exact warning wording a statute or rule prescribes for the label, quoted from the cited source. Null when HempData holds no exact wording: the law may prescribe none, or its wording has not been quoted yet. Null never means that no warning is required; read the labeling fields and the sources.'

/** How a reader tells the three states of a merchant-facing field apart; both variants' schemas cite it. */
export const FIELD_STATES_DESCRIPTION =
  "Each merchant-facing field is in one of three states. A value: the field holds it, cited among the sources. No state rule: the field is null (or empty) and is listed in no_state_rule_fields, because the state's hemp and consumable-product statutes and rules were read and set none, so the federal layer and the carriers govern. Unknown: the field is null and is listed in unknown_fields, because nobody has determined it yet; never read it as permission."

export const UNKNOWN_FIELDS_DESCRIPTION = `The merchant-facing fields of this record whose rule HempData has not determined (null in the record, never permission). ${FIELD_STATES_DESCRIPTION}`

export const NO_STATE_RULE_FIELDS_DESCRIPTION = `The merchant-facing fields for which the state's law was read and sets no rule: the federal layer and the carriers govern. ${FIELD_STATES_DESCRIPTION}`

export const bill = named(
  'Bill',
  t.Object({
    bill_id: t.String(),
    state: t.String({ description: 'Two-letter code, or US for federal bills.' }),
    number: t.String(),
    title: t.String(),
    description: t.String(),
    status: literalUnion(BILL_STATUSES),
    introduced_date: date(),
    last_action: t.String(),
    last_action_date: date(),
    sponsors: t.Array(t.Object({ name: t.String(), party: t.String(), role: t.String() })),
    subjects: t.Array(t.String()),
    impact_summary: t.String(),
    legislative_tracker_url: t.String(),
    full_text_url: nullable(t.String()),
    linked_regulation_ids: t.Array(t.String(), {
      description:
        "Every linked regulation on a state profile's bills; inside a regulation's related_bills, that regulation's id only.",
    }),
    last_checked: dateTime(),
  }),
)

const baseMeta = { request_id: t.String(), api_version: t.Optional(t.Literal('v1')) }

export const meta = (extra: Record<string, TSchema> = {}) => t.Object({ ...baseMeta, ...extra })

export const paginationMeta = (extra: Record<string, TSchema> = {}) =>
  meta({ page: integer(), per_page: integer(), total: integer(), total_pages: integer(), ...extra })

export const envelope = (data: TSchema, metaSchema: TSchema = meta()) =>
  t.Object({
    success: t.Literal(true),
    data,
    meta: metaSchema,
    errors: t.Union([t.Array(t.Any(), { maxItems: 0 }), t.Null()]),
  })

export const errorEnvelope = named(
  'ErrorEnvelope',
  t.Object({
    success: t.Literal(false),
    data: t.Null(),
    meta: meta(),
    errors: t.Array(t.Object({ code: t.String(), message: t.String(), doc_url: t.String() }), { minItems: 1 }),
  }),
)
