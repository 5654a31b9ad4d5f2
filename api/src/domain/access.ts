/** Data scope: which jurisdictions a caller may read. */
import { ApiError } from '../lib/errors.ts'
import { FEDERAL } from './types.ts'

export interface Scoped {
  states: string[] | null
  tier: string
}

/** Throws 403 naming the caller's states when a requested one is outside its plan. */
export function assertStates(caller: Scoped, requested: string[]): void {
  if (!caller.states) return
  const outside = requested.filter(code => code !== FEDERAL && !caller.states!.includes(code))
  if (outside.length > 0) {
    throw new ApiError(
      'FORBIDDEN',
      `Your ${caller.tier} plan covers ${caller.states.join(', ')}; ${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside it. Upgrade for every state.`,
    )
  }
}

export const canRead = (caller: Scoped, state: string): boolean =>
  !caller.states || state === FEDERAL || caller.states.includes(state)

export function windowStart(days: number | null, now = Date.now()): string | null {
  return days === null ? null : new Date(now - days * 24 * 3600 * 1000).toISOString()
}
