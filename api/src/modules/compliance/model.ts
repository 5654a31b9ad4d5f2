/** POST /v1/compliance/verify's spec: security, body, answer, errors; validation and the OpenAPI document read it. */
import { KEYED, type RouteSpec } from '../../http/openapi.ts'
import { envelope, meta } from '../../http/schemas.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import { allowanceDocs } from '../docs/allowance.ts'
import { MAX_LINES, verifyBody, verifyResponse } from './schemas.ts'

export const VERIFY_BODY_BYTES = 64 * 1024
export const VERIFY_EXAMPLE =
  '{"ship_to": {"state": "TX"}, "lines": [{"id": "1", "substance": "delta-9-thc", "product_type": "edibles", "thc_mg_per_container": 0.3, "synthesized": false}]}'

export function complianceRoutes(profile: VariantProfile) {
  const quota = allowanceDocs(profile, 'product check')
  return {
    verify: {
      security: 'secret',
      tag: 'Checks',
      summary: 'Verify an order: may each line ship to this customer, why not, and with which citations',
      description: [
        `Needs a **secret** key; every tier. 1 to ${MAX_LINES} lines, each with its product facts (all optional; a missing fact a limit needs is said, never assumed).`,
        'Per line, the state’s rule and federal law **as in force on `as_of`** (default today, UTC; rebuilt from the records’ effective dates and the changelog) are both checked; the stricter decides (`decided_by`). A line is `compliant` only when every rule that applies is known and met; a missing fact (`PRODUCT_FACT_MISSING`), a rule HempData does not hold (`RULE_UNKNOWN`) or an unsettled one (`RULE_DISPUTED`) leaves it `undetermined`; any failure makes it `not_compliant`. The order takes its worst line.',
        'Failure codes: SUBSTANCE_PROHIBITED, THC_PER_SERVING_EXCEEDED, THC_PER_CONTAINER_EXCEEDED, THC_DRY_WEIGHT_EXCEEDED, CBD_PER_SERVING_EXCEEDED, SYNTHESIZED_CANNABINOID, SHIPPING_PROHIBITED (online only), BELOW_MINIMUM_AGE; each finding names its jurisdiction (a state code or `US`). Warnings: PRODUCT_FACT_MISSING, RULE_UNKNOWN, RULE_DISPUTED, PENDING_CHANGE (a dated change within 90 days, with its date), FACTS_CONTRADICTORY (per serving × servings disagrees with per container beyond rounding: the larger is checked).',
        'Federal law from 12 Nov 2026 (Sec. 781): at most 0.4 mg total THC per container; synthesized cannabinoids are out whatever the dose, so `synthesized` must be said. Flower and smokables are decided by `thc_pct_dry_weight`. `quantity` never changes per-container arithmetic.',
        'Every answer carries `receipt` (`id`, `issued_at`, `jws`): an Ed25519 JWS over the request and result with `as_of` and `data_version`, checkable offline against /.well-known/jwks.json and read back at GET /v1/compliance/verify/{receipt_id}.',
        `Errors: 400 VALIDATION_ERROR naming the path (\`lines[3].thc_mg_per_container: must be ≥ 0\`); an \`as_of\` before our history names the earliest date. A starter plan verifies only its chosen states (403 FORBIDDEN).${quota.note ? ` ${quota.note}` : ''}`,
      ].join('\n\n'),
      body: verifyBody,
      ok: envelope(verifyResponse, meta()),
      errors: [...KEYED, 'VALIDATION_ERROR', ...quota.errors, 'SERVICE_UNAVAILABLE'],
      // A read with a body: its record is the receipt, not an audit entry.
      audit: false,
    } satisfies RouteSpec,
  }
}
