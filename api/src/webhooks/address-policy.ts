/**
 * Which addresses a webhook may reach: public unicast only, unless HD_WEBHOOK_ALLOW_NETWORKS names
 * the range. Every answer of the resolver is checked, IPv4-mapped (and IPv4-compatible) IPv6 is
 * unwrapped first, and ipaddr.js's own range table decides: anything but `unicast` (loopback,
 * private, link-local with the 169.254.169.254 metadata address, CGNAT, multicast, broadcast,
 * unspecified, reserved and documentation ranges, unique-local fc00::/7, NAT64 and 6to4 prefixes that
 * embed an IPv4 address, …) is refused. IPv6 must moreover be global unicast (2000::/3, all that IANA
 * hands out): ipaddr.js calls the rest of ::/8 `unicast`, and `::7f00:1`, the form the URL parser
 * gives the IPv4-compatible `::127.0.0.1`, would otherwise reach loopback.
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** A name's addresses. Injectable so tests can answer differently at save and at connect. */
export type Resolver = (hostname: string) => Promise<string[]>

export const systemResolver: Resolver = async hostname =>
  (await lookup(hostname, { all: true, verbatim: true })).map(answer => answer.address)

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number]

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

export interface OutboundPolicy {
  /** Ranges deliveries may reach although they are not public. */
  allow: readonly Network[]
  resolve: Resolver
  /** Extra certificate authorities to trust (tests); the service itself uses NODE_EXTRA_CA_CERTS. */
  ca?: string[]
}

export interface OutboundPolicyOptions {
  /** HD_WEBHOOK_ALLOW_NETWORKS as env.ts validated it: IP addresses and CIDR ranges. */
  allowNetworks?: readonly string[]
  resolve?: Resolver
  ca?: string | string[]
}

export function outboundPolicy(options: OutboundPolicyOptions = {}): OutboundPolicy {
  const ca = options.ca === undefined ? undefined : [options.ca].flat()
  return { allow: (options.allowNetworks ?? []).map(network), resolve: options.resolve ?? systemResolver, ca }
}

function network(range: string): Network {
  if (range.includes('/')) return ipaddr.parseCIDR(range)
  const address = ipaddr.parse(range)
  return [address, address.kind() === 'ipv4' ? 32 : 128]
}

/**
 * Why `address` may not be reached, as the class it is in ("a loopback address", "a private address
 * (10.0.0.7)" for a mapped IPv6 form), or null when it may.
 */
export function refusalOf(address: string, policy: OutboundPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address'
  const ip = ipaddr.process(address)
  for (const [range, bits] of policy.allow) {
    if (range.kind() === ip.kind() && ip.match(range, bits)) return null
  }
  const kind =
    ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6) && ip.range() === 'unicast' ? 'notGlobalUnicast' : ip.range()
  if (kind === 'unicast') return null
  const label = words(kind)
  const unwrapped = ip.toString() === address ? '' : ` (${ip.toString()})`
  return `${article(label)} ${label} address${unwrapped}`
}

/** ipaddr.js's range names as people write them; others are split at their capitals. */
const LABELS: Record<string, string> = {
  carrierGradeNat: 'carrier-grade NAT',
  linkLocal: 'link-local',
  uniqueLocal: 'unique local',
  rfc6052: 'NAT64',
  rfc6145: 'IPv4-translated',
  '6to4': '6to4',
  notGlobalUnicast: 'non-global IPv6',
}
const words = (range: string): string => LABELS[range] ?? range.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
const article = (label: string): string => (/^([aeio]|un[^i])/i.test(label) ? 'an' : 'a')

export type Resolution =
  | { ok: true; addresses: string[] }
  | { ok: false; kind: 'dns' | 'refused_address' | 'timeout'; message: string }

/**
 * The addresses of `hostname` (a name or an IP literal, IPv6 with or without brackets), refused as a
 * whole when any one of them is: a name that answers both a public and a private address is not
 * delivered to. A lookup still running when `signal` aborts is abandoned. A refusal of a name says
 * only that it is not public: what it resolved to (an internal address, its kind) is not told.
 */
export async function resolvePublic(
  hostname: string,
  policy: OutboundPolicy,
  signal: AbortSignal,
): Promise<Resolution> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: string[]
  if (isIP(host)) {
    addresses = [host]
  } else {
    try {
      const answer = await untilAborted(policy.resolve(host), signal)
      if (answer === 'aborted') return { ok: false, kind: 'timeout', message: `${host} did not resolve in time` }
      addresses = answer
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      return { ok: false, kind: 'dns', message: `${host} does not resolve${code ? ` (${code})` : ''}` }
    }
    if (addresses.length === 0) return { ok: false, kind: 'dns', message: `${host} has no address` }
  }
  for (const address of addresses) {
    const refusal = refusalOf(address, policy)
    if (refusal) {
      const message =
        host === address
          ? `${address} is ${refusal}, not a public one`
          : `${host} resolves to an address that is not public`
      return { ok: false, kind: 'refused_address', message }
    }
  }
  return { ok: true, addresses }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T | 'aborted'> {
  if (signal.aborted) return Promise.resolve('aborted')
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve('aborted')
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
