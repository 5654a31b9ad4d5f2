/** Which address a keyless request is counted against. */
import { describe, expect, test } from 'bun:test'
import { ClientIpResolver } from '../../../api/src/lib/client-ip.ts'

describe('ClientIpResolver', () => {
  const direct = new ClientIpResolver([])
  const behindProxy = new ClientIpResolver(['10.0.0.0/8', '::1'])

  test('without trusted proxies the socket address is the client; X-Forwarded-For is ignored', () => {
    expect(direct.resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
  })

  test('a request from an untrusted peer cannot choose its bucket', () => {
    expect(behindProxy.resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
  })

  test('through a trusted proxy, the right-most untrusted hop is the client', () => {
    expect(behindProxy.resolve('10.1.2.3', '198.51.100.1')).toBe('198.51.100.1')
    expect(behindProxy.resolve('10.1.2.3', '6.6.6.6, 198.51.100.1, 10.9.9.9')).toBe('198.51.100.1')
  })

  test('a malformed forwarded hop stops the walk at the last good address', () => {
    expect(behindProxy.resolve('10.1.2.3', 'garbage')).toBe('10.1.2.3')
  })

  test('IPv6 clients share one bucket per /64; IPv4-mapped addresses count as IPv4', () => {
    expect(direct.resolve('2001:db8:1:2:aaaa::1', null)).toBe('2001:db8:1:2::/64')
    expect(direct.resolve('2001:db8:1:2:bbbb::2', null)).toBe('2001:db8:1:2::/64')
    expect(direct.resolve('::ffff:192.0.2.1', null)).toBe('192.0.2.1')
  })

  test('in-process requests without a socket count as loopback', () => {
    expect(direct.resolve(undefined, null)).toBe('127.0.0.1')
  })
})
