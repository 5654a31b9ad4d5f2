/** The state a check is for: the one the caller names, or one detected from the request. */
import ipaddr from 'ipaddr.js'
import type { AppDeps } from '../../http/deps.ts'
import { detectState, type DetectedState } from '../../engines/geo/detect-state.ts'
import { ApiError } from '../../lib/errors.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'

export interface LocateInput {
  request: Request
  server?: { requestIP(request: Request): { address: string } | null } | null
  /** The state the caller names, if any. */
  state?: string
  /** An address the caller names for geolocation (column variant), with its field name for messages. */
  named?: { field: string; address: string }
}

export function locateState(deps: AppDeps, snapshot: Snapshot, input: LocateInput): DetectedState {
  if (input.state) return { state: input.state.toUpperCase(), source: 'request' }
  const { request, named } = input
  if (named && !ipaddr.isValid(named.address)) {
    throw new ApiError('VALIDATION_ERROR', `body.${named.field}: expected an IPv4 or IPv6 address`)
  }
  const header = deps.env.geoRegionHeader
  const detected = detectState(deps.geo, snapshot, {
    // A named address is someone else's: the region header describes the caller, not them.
    regionHeader: named || !header ? null : request.headers.get(header),
    address:
      named?.address ??
      deps.clientIp.address(input.server?.requestIP(request)?.address, request.headers.get('x-forwarded-for')),
  })
  if (detected) return detected
  throw new ApiError(
    'STATE_REQUIRED',
    named
      ? `No state given, and ${named.address} is not located in a US state. Send state (a two-letter code).`
      : 'No state given, and none could be detected from this request (it does not come from a US address HempData can locate). Send state (a two-letter code).',
  )
}
