/** /errors.json: one entry per code with its status and what to do (the page: accounts/home/views.tsx). */
import { ERROR_CODES } from '../../lib/errors.ts'

export function errorsJson() {
  return Object.entries(ERROR_CODES).map(([code, [status, action]]) => ({ code, status, action }))
}
