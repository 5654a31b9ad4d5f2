/**
 * Which US state a check is for when the caller names none: a trusted CDN's region header when the
 * deployment configures one (HD_GEO_REGION_HEADER), else the client address in the IP database.
 * Anything outside the 50 states and DC is "unknown", never a guess: the caller gets STATE_REQUIRED.
 */
import { STATE_CODES } from '../../domain/types.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import type { IpDatabase } from './ip-database.ts'

/** How the state of a check was decided. */
export type StateSource = 'request' | 'region_header' | 'ip_address'

export interface DetectedState {
  state: string
  source: StateSource
}

const STATES = new Set<string>(STATE_CODES)
const byName = new WeakMap<Snapshot, Map<string, string>>()

function stateNamed(snapshot: Snapshot, name: string): string | null {
  let names = byName.get(snapshot)
  if (!names) {
    names = new Map(snapshot.states.map(s => [s.name.toLowerCase(), s.code]))
    byName.set(snapshot, names)
  }
  return names.get(name.toLowerCase()) ?? null
}

/** `CO`, `us-co` or `US-CO` (CDNs differ: CloudFront sends `CO`, others ISO 3166-2) → CO. */
export function stateFromRegionHeader(value: string | null): string | null {
  if (!value) return null
  const match = /^(?:US-)?([A-Z]{2})$/i.exec(value.trim())
  const code = match?.[1].toUpperCase()
  return code && STATES.has(code) ? code : null
}

export function stateFromAddress(database: IpDatabase, snapshot: Snapshot, address: string): string | null {
  const located = database.locate(address)
  if (located?.country !== 'US' || !located.region) return null
  return stateNamed(snapshot, located.region)
}

export interface DetectionInput {
  /** The configured region header's value, or null when none is configured or sent. */
  regionHeader: string | null
  /** The address to look up: the caller's own, or one it names (column variant). */
  address: string | null
}

export function detectState(database: IpDatabase, snapshot: Snapshot, input: DetectionInput): DetectedState | null {
  const fromHeader = stateFromRegionHeader(input.regionHeader)
  if (fromHeader) return { state: fromHeader, source: 'region_header' }
  const fromAddress = input.address ? stateFromAddress(database, snapshot, input.address) : null
  return fromAddress ? { state: fromAddress, source: 'ip_address' } : null
}
