/**
 * HTML form bodies (application/x-www-form-urlencoded), read under a size cap. Anything else, a
 * body that does not decode, or a field (its name or any value) carrying a control character
 * (lib/control-characters.ts) is 400 VALIDATION_ERROR naming the field, before the page's handler
 * runs; a field longer than its page allows is the page's to refuse.
 */
import { refuseControls } from '../lib/control-characters.ts'
import { ApiError } from '../lib/errors.ts'
import { readBodyText } from './body.ts'

export const FORM_BYTES = 16 * 1024

export interface Form {
  /** The field's first value, trimmed; '' when absent. */
  text(name: string): string
  /** Every value of a repeated field (checkboxes), trimmed. */
  all(name: string): string[]
}

export async function readForm(request: Request, maxBytes = FORM_BYTES): Promise<Form> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw new ApiError('VALIDATION_ERROR', 'body: expected an HTML form (application/x-www-form-urlencoded)')
  const raw = await readBodyText(request, maxBytes)
  let params: URLSearchParams
  try {
    params = new URLSearchParams(raw)
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'body: not a valid form encoding')
  }
  for (const [name, value] of params) {
    refuseControls(name, 'body (a field name)')
    refuseControls(value, `body.${name.slice(0, 40)}`)
  }
  return {
    text: name => (params.get(name) ?? '').trim(),
    all: name => params.getAll(name).map(value => value.trim()),
  }
}
