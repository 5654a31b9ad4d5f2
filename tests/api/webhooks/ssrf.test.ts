/**
 * Webhooks reach public addresses only: every address class refused when a subscription is saved
 * (checkEndpointUrl) and again when a delivery connects (postWebhook), as a name's answer and as a
 * literal in the URL; a name whose answer changes in between (DNS rebinding) refused at connect; and
 * HD_WEBHOOK_ALLOW_NETWORKS letting a named range (127.0.0.0/8) through, and nothing else.
 */
import { describe, expect, test } from 'bun:test'
import { ApiError } from '../../../api/src/lib/errors.ts'
import { outboundPolicy, type Resolver } from '../../../api/src/webhooks/address-policy.ts'
import { checkEndpointUrl } from '../../../api/src/webhooks/endpoint-url.ts'
import { postWebhook } from '../../../api/src/webhooks/outbound.ts'
import { RECEIVER_NAME, resolveTo, useTlsReceiver } from '../../support/tls-receiver.ts'

/** Every class the brief and Svix's deny table name, IPv4-mapped and IPv4-compatible IPv6 included. */
const REFUSED: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback (IPv4-mapped)'],
  ['::127.0.0.1', 'loopback (IPv4-compatible)'],
  ['10.254.0.0', 'private'],
  ['172.16.10.65', 'private'],
  ['192.168.10.65', 'private'],
  ['::ffff:10.0.0.1', 'private (IPv4-mapped)'],
  ['169.254.45.1', 'link-local'],
  ['169.254.169.254', 'cloud metadata'],
  ['::ffff:169.254.169.254', 'cloud metadata (IPv4-mapped)'],
  ['fe80::1', 'link-local'],
  ['100.100.0.0', 'carrier-grade NAT'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network'],
  ['::', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.2.255', 'documentation'],
  ['198.51.100.65', 'documentation'],
  ['203.0.113.6', 'documentation'],
  ['2001:db8::1', 'documentation'],
  ['192.0.0.0', 'IETF protocol assignments'],
  ['198.18.0.0', 'benchmarking'],
  ['250.10.20.30', 'reserved 240/4'],
  ['::7f00:1', 'IPv4-compatible loopback as URLs write it'],
  ['4000::1', 'outside global unicast 2000::/3'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['64:ff9b::7f00:1', 'NAT64'],
  ['2002:7f00:1::1', '6to4'],
]
const PUBLIC = ['1.1.1.1', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8']

const literal = (address: string) => (address.includes(':') ? `[${address}]` : address)
const answering =
  (address: string): Resolver =>
  async () => [address]
const deny = (resolve: Resolver) => outboundPolicy({ resolve })

async function saveError(url: string, resolve: Resolver, allowNetworks: string[] = []): Promise<ApiError> {
  try {
    await checkEndpointUrl(url, outboundPolicy({ resolve, allowNetworks }))
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error(`${url} was accepted`)
}

describe('refused at save', () => {
  for (const [address, what] of REFUSED) {
    test(`${address} (${what}) as the name's answer and as a literal`, async () => {
      const named = await saveError('https://hooks.example.com/in', answering(address))
      expect(named.code).toBe('ENDPOINT_UNREACHABLE')
      expect(named.message).toBe(
        'hooks.example.com resolves to an address that is not public: webhooks are delivered only to public addresses',
      )
      // What the name resolved to, or which kind of address it is, is not told.
      expect(named.message).not.toContain(address)
      expect((await saveError(`https://${literal(address)}/in`, answering('1.1.1.1'))).code).toBe(
        'ENDPOINT_UNREACHABLE',
      )
    })
  }

  test('a name answering one public and one private address is refused', async () => {
    const error = await saveError('https://hooks.example.com/', async () => ['93.184.216.34', '10.0.0.7'])
    expect(error.message).toContain('hooks.example.com resolves to an address that is not public')
    expect(error.message).not.toMatch(/10\.0\.0\.7|private/)
  })

  test('other spellings of loopback that the URL parser normalises are refused', async () => {
    for (const host of ['2130706433', '0x7f.1', '127.1', '017700000001', '[::ffff:7f00:1]', 'localhost']) {
      expect((await saveError(`https://${host}/`, resolveTo({ localhost: ['127.0.0.1', '::1'] }))).code).toBe(
        'ENDPOINT_UNREACHABLE',
      )
    }
  })

  test('public addresses pass, and the normalised URL is returned', async () => {
    for (const address of PUBLIC) {
      expect(await checkEndpointUrl('https://Hooks.Example.com:8443/in?x=1', deny(answering(address)))).toBe(
        'https://hooks.example.com:8443/in?x=1',
      )
      expect(await checkEndpointUrl(`https://${literal(address)}/in`, deny(answering('10.0.0.1')))).toStartWith(
        'https://',
      )
    }
  })
})

describe('the shape of the URL, before any lookup', () => {
  const cases: [unknown, string][] = [
    [undefined, 'MISSING_ENDPOINT'],
    ['', 'MISSING_ENDPOINT'],
    ['   ', 'MISSING_ENDPOINT'],
    [null, 'MISSING_ENDPOINT'],
    [42, 'INVALID_URL'],
    ['not a url', 'INVALID_URL'],
    ['/hooks', 'INVALID_URL'],
    [`https://hooks.example.com/${'a'.repeat(2100)}`, 'INVALID_URL'],
    ['http://hooks.example.com/', 'HTTPS_REQUIRED'],
    ['ftp://hooks.example.com/', 'HTTPS_REQUIRED'],
    ['wss://hooks.example.com/', 'HTTPS_REQUIRED'],
    ['https://user:pass@hooks.example.com/', 'INVALID_URL'],
    ['https://token@hooks.example.com/', 'INVALID_URL'],
    ['https://hooks.example.com:22/', 'INVALID_URL'],
    ['https://hooks.example.com:80/', 'INVALID_URL'],
    ['https://hooks.example.com:1023/', 'INVALID_URL'],
  ]
  for (const [url, code] of cases) {
    test(`${JSON.stringify(url)?.slice(0, 60)} → ${code}`, async () => {
      let looked = false
      const error = await saveError(url as string, async () => {
        looked = true
        return ['1.1.1.1']
      })
      expect(error.code).toBe(code as ApiError['code'])
      expect(looked).toBe(false)
    })
  }

  test('ports 443 (explicit) and 1024 to 65535 pass', async () => {
    for (const port of [443, 1024, 8443, 65535])
      expect(await checkEndpointUrl(`https://hooks.example.com:${port}/`, deny(answering('1.1.1.1')))).toContain(
        'hooks.example.com',
      )
  })

  test('a name that does not resolve, or not in time, is ENDPOINT_UNREACHABLE', async () => {
    expect((await saveError('https://nowhere.test/', resolveTo({}))).message).toContain('does not resolve (ENOTFOUND)')
    const started = performance.now()
    const policy = outboundPolicy({ resolve: () => new Promise(() => {}) })
    const slow = await checkEndpointUrl('https://slow.test/', policy, { lookupTimeoutMs: 100 }).catch(error => error)
    expect(slow).toBeInstanceOf(ApiError)
    expect(slow.code).toBe('ENDPOINT_UNREACHABLE')
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('refused at connect', () => {
  const tls = useTlsReceiver()
  const send = (url: string, resolve: Resolver, allowNetworks: string[] = []) =>
    postWebhook(
      { url, body: '{}', headers: {} },
      outboundPolicy({ resolve, allowNetworks, ca: tls.certificate.cert }),
      { timeoutMs: 5000 },
    )

  for (const [address, what] of REFUSED) {
    test(`${address} (${what})`, async () => {
      for (const url of [tls.receiver.url(), `https://${literal(address)}:${tls.receiver.port}/hooks`]) {
        const result = await send(url, answering(address))
        expect(result).toMatchObject({ ok: false, status: null, address: null, error: { kind: 'refused_address' } })
      }
      expect(tls.receiver.received).toHaveLength(0)
    })
  }

  test('DNS rebinding: public when saved, loopback when delivering: refused at connect, nothing sent', async () => {
    let lookups = 0
    const rebinding: Resolver = async () => (++lookups === 1 ? ['93.184.216.34'] : ['127.0.0.1'])
    const saved = await checkEndpointUrl(tls.receiver.url(), outboundPolicy({ resolve: rebinding }))
    expect(saved).toBe(tls.receiver.url())
    const result = await send(saved, rebinding)
    expect(result.error).toEqual({
      kind: 'refused_address',
      message: `${RECEIVER_NAME} resolves to an address that is not public`,
    })
    expect(lookups).toBe(2)
    expect(tls.receiver.received).toHaveLength(0)
    // Rebinding to a mixed answer is refused the same way.
    expect((await send(saved, async () => ['93.184.216.34', '127.0.0.1'])).error?.kind).toBe('refused_address')
  })

  test('HD_WEBHOOK_ALLOW_NETWORKS=127.0.0.0/8 lets loopback through at save and at connect, and nothing else', async () => {
    const allow = ['127.0.0.0/8']
    const loopback = answering('127.0.0.1')
    expect(
      await checkEndpointUrl(tls.receiver.url(), outboundPolicy({ resolve: loopback, allowNetworks: allow })),
    ).toBe(tls.receiver.url())
    expect(await send(tls.receiver.url(), loopback, allow)).toMatchObject({
      ok: true,
      status: 200,
      address: '127.0.0.1',
    })
    expect(await send(tls.receiver.url(), answering('::ffff:127.0.0.1'), allow)).toMatchObject({
      ok: true,
      address: '::ffff:127.0.0.1',
    })
    expect(tls.receiver.received).toHaveLength(2)
    for (const other of ['10.0.0.1', '169.254.169.254', '::1', '192.168.1.1']) {
      expect((await saveError('https://hooks.example.com/', answering(other), allow)).code).toBe('ENDPOINT_UNREACHABLE')
      expect((await send(tls.receiver.url(), answering(other), allow)).error?.kind).toBe('refused_address')
    }
    // A single address in the list is a /32.
    expect((await send(tls.receiver.url(), loopback, ['127.0.0.2'])).error?.kind).toBe('refused_address')
  })
})
