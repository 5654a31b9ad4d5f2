/** The one call the widget makes: POST /v1/widget/check with the publishable key. */

/** The check result fields the badge shows (the API's widget check result). */
export interface CheckResult {
  state: string
  state_name: string
  substance: string
  product_type: string
  legal_status: string
  badge_color: 'green' | 'yellow' | 'red'
  headline: string
  summary: string
  restrictions: string[]
  age_gate_required: boolean
  /** Whole years; 0 when no age rule applies (age_gate_required is then false). */
  minimum_age: number
  confidence: number
  last_verified: string
  regulation_id: string
  state_source?: string
  footer_hideable?: boolean
}

export interface CheckInput {
  apiBase: string
  apiKey: string
  substance: string
  productType: string
  /** Omitted: the service detects the visitor's state from the request. */
  state?: string
}

/** Why a check failed: the service's error code, or null when the service was not asked or not reached. */
export class CheckError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message)
  }
}

export async function fetchCheck(input: CheckInput, fetcher: typeof fetch = fetch): Promise<CheckResult> {
  let response: Response
  try {
    response = await fetcher(`${input.apiBase}/v1/widget/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${input.apiKey}` },
      body: JSON.stringify({
        substance: input.substance,
        product_type: input.productType,
        ...(input.state ? { state: input.state } : {}),
      }),
    })
  } catch {
    throw new CheckError('HempData could not be reached.')
  }
  let body: { data?: CheckResult; errors?: { code: string; message: string }[] } | null = null
  try {
    body = await response.json()
  } catch {}
  if (!response.ok || !body?.data) {
    const error = body?.errors?.[0]
    throw new CheckError(error?.message ?? `HempData answered ${response.status}.`, error?.code ?? null)
  }
  return body.data
}
