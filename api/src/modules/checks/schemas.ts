/** Request and response schemas of the three checks: validation and the OpenAPI document. */
import { t } from 'elysia'
import * as p from '../../http/params.ts'
import { dateTime, envelope, integer, literalUnion, nullable, named } from '../../http/schemas.ts'
import type { VariantProfile } from '../../variants/profile.ts'

const STATE_SOURCES = ['request', 'region_header', 'ip_address'] as const

export function checkSchemas(profile: VariantProfile) {
  const ipField = profile.widget.ipField
  const widgetBody = t.Object(
    {
      substance: p.substance('body.substance'),
      product_type: p.productType('body.product_type'),
      state: t.Optional(
        p.stateCode(
          'body.state',
          'Two-letter code of the visitor’s state. Omit it to detect the state from the request (see the description).',
        ),
      ),
      ...(ipField
        ? {
            [ipField]: t.Optional(
              t.String({
                maxLength: 64,
                error: `body.${ipField}: expected an IPv4 or IPv6 address`,
                description:
                  'The visitor’s IP address, to locate instead of the caller’s (for a storefront server that calls on a visitor’s behalf). Ignored when `state` is given.',
              }),
            ),
          }
        : {}),
    },
    { additionalProperties: false },
  )

  const result = {
    state: t.String({ description: 'Two-letter code.' }),
    state_name: t.String(),
    substance: t.String(),
    product_type: t.String({ description: 'Canonical product type (`vape` is answered as `vapes`).' }),
    legal_status: t.Union(
      profile.legalStatuses.map(s => t.Literal(s)),
      { description: 'The more restrictive of the state’s rule and federal law, in this variant’s names.' },
    ),
    badge_color: literalUnion(['green', 'yellow', 'red']),
    headline: t.String(),
    summary: t.String(),
    restrictions: t.Array(t.String(), { description: 'Conditions a seller must meet, one sentence each.' }),
    age_gate_required: t.Boolean(),
    minimum_age: integer({
      minimum: 0,
      description:
        'Minimum buyer age in years, always an integer: 0 when the rules HempData holds set no minimum age (then `age_gate_required` is false). A prohibited product keeps the age its rule names, with `age_gate_required` false.',
    }),
    confidence: t.Number({ minimum: 0, maximum: 1 }),
    last_verified: dateTime(),
    regulation_id: t.String({ description: profile.regulationIdDescription }),
    state_source: t.Union(
      STATE_SOURCES.map(s => t.Literal(s)),
      {
        description:
          '`request`: the caller named the state; `region_header`: the trusted CDN region header; `ip_address`: the IP database.',
      },
    ),
  }
  const widgetResult = named(
    'WidgetCheckResult',
    t.Object({
      ...result,
      footer_hideable: t.Optional(
        t.Boolean({
          description:
            'Publishable-key calls only: true when the key’s tier may hide the badge footer (`--hd-footer-show: none`).',
        }),
      ),
    }),
  )

  const layer = t.Object({
    jurisdiction: t.String(),
    jurisdiction_name: t.String(),
    legal_status: t.String(),
    summary: t.String(),
    regulation_id: t.String(),
    confidence: t.Number(),
    verification_tier: t.String(),
    last_verified: dateTime(),
    effective_date: t.String({ format: 'date' }),
  })
  const complianceResult = named(
    'ComplianceCheckResult',
    t.Object({
      ...result,
      block_sale: t.Boolean(),
      decided_by: literalUnion(['state', 'federal', 'both']),
      state_rule: layer,
      federal_rule: nullable(layer),
      reasons: t.Array(t.String(), {
        description: 'Why: each layer’s rule, which one applies, and what follows from it.',
      }),
      citations: t.Array(
        t.Object({
          jurisdiction: t.String(),
          title: t.String(),
          url: t.String(),
          type: t.String(),
          retrieved_at: t.String(),
        }),
      ),
    }),
  )
  const demoResult = t.Object({ demo: t.Literal(true), notice: t.String(), ...result })

  const required = ['state', 'substance', 'product_type']
  return {
    widgetBody,
    complianceQuery: p.query(
      {
        state: p.stateCode('query.state'),
        substance: p.substance('query.substance'),
        product_type: p.productType('query.product_type'),
      },
      required,
    ),
    demoQuery: p.query(
      {
        state: p.stateCode('query.state', 'Two-letter code; omit it to detect the state from the caller’s address.'),
        substance: p.substance('query.substance'),
        product_type: p.productType('query.product_type'),
      },
      ['substance', 'product_type'],
    ),
    widgetResponse: envelope(widgetResult),
    complianceResponse: envelope(complianceResult),
    demoResponse: envelope(demoResult),
  }
}
