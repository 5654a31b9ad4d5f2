/**
 * The client address a request is counted against. The socket address is the truth unless it
 * belongs to a configured trusted proxy; then X-Forwarded-For is read right to left, skipping
 * trusted hops. IPv6 clients are grouped by /64, the block one subscriber usually holds.
 */
import ipaddr from 'ipaddr.js'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]

function parseRange(text: string): Range {
  if (text.includes('/')) return ipaddr.parseCIDR(text)
  const address = ipaddr.parse(text)
  return [address, address.kind() === 'ipv4' ? 32 : 128]
}

function normalize(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const parsed = ipaddr.parse(address.trim())
    return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed
  } catch {
    return null
  }
}

type Server = { requestIP(request: Request): { address: string } | null }

export class ClientIpResolver {
  private readonly ranges: Range[]
  private server: Server | null = null
  /** Requests made in process on a client's behalf (the playground's form), with that client's address. */
  private readonly onBehalf = new WeakMap<Request, string>()

  constructor(trusted: string[]) {
    this.ranges = trusted.map(parseRange)
  }

  /**
   * The server this thread listens with. Routes whose handlers Elysia cannot see into (http/direct.ts)
   * get no `server` in their context; the few steps of theirs that need the client's address ask here.
   */
  serveOn(server: Server | null): void {
    this.server = server
  }

  /** `request`, made in process for the client that sent `original`, is counted as that client's. */
  onBehalfOf(request: Request, original: Request): Request {
    this.onBehalf.set(request, this.addressOfRequest(original))
    return request
  }

  /** The rate-limit bucket of the client that sent `request` (loopback for a request handled in process). */
  bucketOfRequest(request: Request): string {
    const client = this.onBehalf.get(request)
    if (client !== undefined) return this.resolve(client, null)
    return this.resolve(this.server?.requestIP(request)?.address, request.headers.get('x-forwarded-for'))
  }

  /** The client's own address (IPv6 whole, not its /64), as the audit log records it. */
  addressOfRequest(request: Request): string {
    const client = this.onBehalf.get(request)
    if (client !== undefined) return client
    return this.address(this.server?.requestIP(request)?.address, request.headers.get('x-forwarded-for'))
  }

  private trusted(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
    return this.ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits))
  }

  /** The rate-limit bucket of a client: its IPv4 address or its IPv6 /64. */
  resolve(socket: string | null | undefined, forwardedFor: string | null): string {
    return bucketOf(this.client(socket, forwardedFor))
  }

  /** The client's own address (for geolocation), after the same trusted-proxy walk. */
  address(socket: string | null | undefined, forwardedFor: string | null): string {
    return this.client(socket, forwardedFor).toString()
  }

  /** `socket` is the peer address; in-process requests (no socket) count as loopback. */
  private client(socket: string | null | undefined, forwardedFor: string | null): ipaddr.IPv4 | ipaddr.IPv6 {
    let client = normalize(socket ?? '127.0.0.1') ?? ipaddr.parse('127.0.0.1')
    if (forwardedFor && this.trusted(client)) {
      const hops = forwardedFor.split(',').map(normalize)
      for (let i = hops.length - 1; i >= 0; i--) {
        const hop = hops[i]
        if (!hop) break
        client = hop
        if (!this.trusted(hop)) break
      }
    }
    return client
  }
}

function bucketOf(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address.kind() === 'ipv4') return address.toString()
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map(p => p.toString(16))
  return `${parts.join(':')}::/64`
}
