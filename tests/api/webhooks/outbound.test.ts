/**
 * postWebhook against a real local HTTPS receiver (self-signed for receiver.test, trusted as `ca`):
 * what is sent, how each kind of reply and failure is reported, and that a failure is a result,
 * never a throw.
 */
import { describe, expect, test } from 'bun:test'
import { fileURLToPath } from 'node:url'
import { Webhook } from 'standardwebhooks'
import { outboundPolicy, type OutboundPolicyOptions } from '../../../api/src/webhooks/address-policy.ts'
import { type OutboundRequest, postWebhook, USER_AGENT } from '../../../api/src/webhooks/outbound.ts'
import { generateSigningSecret, signatureHeaders } from '../../../api/src/webhooks/signing.ts'
import { freePort } from '../../support/server-process.ts'
import {
  makeCertificate,
  RECEIVER_NAME,
  removeCertificate,
  resolveTo,
  startTlsReceiver,
  useTlsReceiver,
} from '../../support/tls-receiver.ts'

const tls = useTlsReceiver()
const secret = generateSigningSecret()

const policy = (options: OutboundPolicyOptions = {}) =>
  outboundPolicy({
    allowNetworks: ['127.0.0.0/8'],
    resolve: resolveTo({ [RECEIVER_NAME]: ['127.0.0.1'] }),
    ca: tls.certificate.cert,
    ...options,
  })

function delivery(url = tls.receiver.url()): OutboundRequest {
  const body = JSON.stringify({ event_id: 'evt-1', event_type: 'details_updated', plain_english_summary: 'Prüfung ✓' })
  return {
    url,
    body,
    headers: { ...signatureHeaders({ body, eventId: 'evt-1', timestamp: new Date(), secrets: [secret] }) },
  }
}

describe('a reply arrives', () => {
  test('2xx: delivered to the checked address with the name in Host and SNI, body and signatures intact', async () => {
    tls.receiver.answer(() => new Response('thanks', { status: 202 }))
    const request = delivery(tls.receiver.url('/hooks?source=hempdata'))
    const result = await postWebhook(request, policy())
    expect(result).toMatchObject({
      ok: true,
      status: 202,
      responseStart: 'thanks',
      address: '127.0.0.1',
      error: null,
      retryAfterSeconds: null,
    })
    expect(result.durationMs).toBeGreaterThanOrEqual(0)
    expect(tls.receiver.received).toHaveLength(1)
    const [got] = tls.receiver.received
    expect(got).toMatchObject({ method: 'POST', path: '/hooks?source=hempdata', body: request.body })
    expect(got.headers.get('host')).toBe(`${RECEIVER_NAME}:${tls.receiver.port}`)
    expect(got.headers.get('content-type')).toBe('application/json')
    expect(got.headers.get('user-agent')).toBe(USER_AGENT)
    // What arrived verifies with an independent Standard Webhooks implementation.
    expect(new Webhook(secret).verify(got.body, got.headers.toJSON())).toMatchObject({ event_id: 'evt-1' })
  })

  test('non-2xx: a failure with its status and the start of the reply, not an error', async () => {
    tls.receiver.answer(() => new Response('{"error":"database down"}', { status: 500 }))
    const result = await postWebhook(delivery(), policy())
    expect(result).toMatchObject({ ok: false, status: 500, responseStart: '{"error":"database down"}', error: null })
  })

  test('only the first 2 KiB of the reply are kept, cut on a character boundary', async () => {
    const long = 'é'.repeat(5000)
    tls.receiver.answer(() => new Response(long, { status: 400 }))
    const result = await postWebhook(delivery(), policy())
    expect(result.status).toBe(400)
    expect(result.responseStart).toBe('é'.repeat(1024))
    expect(new TextEncoder().encode(result.responseStart).length).toBe(2048)
  })

  test('Retry-After in seconds and as an HTTP date', async () => {
    tls.receiver.answer(() => new Response('busy', { status: 503, headers: { 'retry-after': '120' } }))
    expect((await postWebhook(delivery(), policy())).retryAfterSeconds).toBe(120)
    const date = new Date(Date.now() + 90_000).toUTCString()
    tls.receiver.answer(() => new Response('slow down', { status: 429, headers: { 'retry-after': date } }))
    const dated = await postWebhook(delivery(), policy())
    expect(dated.status).toBe(429)
    expect(dated.retryAfterSeconds!).toBeGreaterThanOrEqual(88)
    expect(dated.retryAfterSeconds!).toBeLessThanOrEqual(91)
    tls.receiver.answer(() => new Response('', { status: 503, headers: { 'retry-after': 'soon' } }))
    expect((await postWebhook(delivery(), policy())).retryAfterSeconds).toBeNull()
  })

  test('an IP address in the URL: no lookup, and the certificate is checked against the address', async () => {
    const certificate = makeCertificate('127.0.0.1')
    const byAddress = startTlsReceiver(certificate)
    try {
      const lookups: string[] = []
      const resolve = async (name: string) => {
        lookups.push(name)
        return ['127.0.0.1']
      }
      const url = `https://127.0.0.1:${byAddress.port}/hooks`
      const result = await postWebhook(
        delivery(url),
        outboundPolicy({ allowNetworks: ['127.0.0.0/8'], resolve, ca: certificate.cert }),
      )
      expect(result).toMatchObject({ ok: true, status: 200, address: '127.0.0.1' })
      expect(byAddress.received[0].headers.get('host')).toBe(`127.0.0.1:${byAddress.port}`)
      expect(lookups).toEqual([])
      // The receiver.test certificate names no address.
      expect((await postWebhook(delivery(`https://127.0.0.1:${tls.receiver.port}/hooks`), policy())).error?.kind).toBe(
        'tls',
      )
    } finally {
      byAddress.stop()
      removeCertificate(certificate)
    }
  })

  test('a redirect is a failure and is not followed', async () => {
    tls.receiver.answer(request =>
      new URL(request.url).pathname === '/moved'
        ? new Response('followed')
        : Response.redirect(tls.receiver.url('/moved'), 307),
    )
    const result = await postWebhook(delivery(), policy())
    expect(result).toMatchObject({ ok: false, status: 307, error: { kind: 'redirect' } })
    expect(result.error!.message).toContain('/moved')
    expect(tls.receiver.received.map(r => r.path)).toEqual(['/hooks'])
  })
})

describe('no usable reply', () => {
  test('timeout: a receiver slower than the deadline fails at the deadline', async () => {
    tls.receiver.answer(async () => {
      await Bun.sleep(3000)
      return new Response('late')
    })
    const result = await postWebhook(delivery(), policy(), { timeoutMs: 300 })
    expect(result).toMatchObject({ ok: false, status: null, error: { kind: 'timeout' } })
    expect(result.durationMs).toBeGreaterThanOrEqual(290)
    expect(result.durationMs).toBeLessThan(2000)
  })

  test('a reply whose body trickles past the deadline keeps its status and what had arrived', async () => {
    tls.receiver.answer(() => {
      const body = new ReadableStream({
        async pull(controller) {
          controller.enqueue(new TextEncoder().encode('accepted;'))
          await Bun.sleep(3000)
        },
      })
      return new Response(body, { status: 200 })
    })
    const result = await postWebhook(delivery(), policy(), { timeoutMs: 300 })
    expect(result).toMatchObject({ ok: true, status: 200, responseStart: 'accepted;', error: null })
    expect(result.durationMs).toBeLessThan(2000)
  })

  test('a name that never resolves fails at the deadline too', async () => {
    const hang = () => new Promise<string[]>(() => {})
    const result = await postWebhook(delivery(), policy({ resolve: hang }), { timeoutMs: 200 })
    expect(result.error?.kind).toBe('timeout')
    expect(result.durationMs).toBeLessThan(1500)
  })

  test('TLS: a certificate for another name is refused, also right after a good delivery to the same address', async () => {
    const resolve = resolveTo({ [RECEIVER_NAME]: ['127.0.0.1'], 'other.test': ['127.0.0.1'] })
    expect((await postWebhook(delivery(), policy({ resolve }))).ok).toBe(true)
    const result = await postWebhook(delivery(`https://other.test:${tls.receiver.port}/hooks`), policy({ resolve }))
    expect(result).toMatchObject({ ok: false, status: null, error: { kind: 'tls' } })
    expect(result.error!.message).toContain('ERR_TLS_CERT_ALTNAME_INVALID')
    expect(tls.receiver.received).toHaveLength(1)
  })

  test('TLS: an untrusted certificate is refused', async () => {
    const result = await postWebhook(
      delivery(),
      outboundPolicy({ allowNetworks: ['127.0.0.0/8'], resolve: resolveTo({ [RECEIVER_NAME]: ['127.0.0.1'] }) }),
    )
    expect(result.error?.kind).toBe('tls')
    expect(tls.receiver.received).toHaveLength(0)
  })

  test('connect: nothing listening; a name with several addresses falls through to one that answers', async () => {
    const refused = await postWebhook(delivery(`https://${RECEIVER_NAME}:${await freePort()}/hooks`), policy())
    expect(refused).toMatchObject({ ok: false, status: null, address: '127.0.0.1', error: { kind: 'connect' } })
    const resolve = resolveTo({ [RECEIVER_NAME]: ['127.0.0.2', '127.0.0.1'] })
    const fallback = await postWebhook(delivery(), policy({ resolve }))
    expect(fallback).toMatchObject({ ok: true, address: '127.0.0.1' })
  })

  test('dns: an unknown name; invalid_url: a stored URL that no longer passes the rules', async () => {
    expect((await postWebhook(delivery('https://unknown.test/hooks'), policy())).error).toMatchObject({
      kind: 'dns',
      message: expect.stringContaining('ENOTFOUND'),
    })
    expect((await postWebhook(delivery(`http://${RECEIVER_NAME}:${tls.receiver.port}/`), policy())).error?.kind).toBe(
      'invalid_url',
    )
    expect((await postWebhook(delivery(`https://${RECEIVER_NAME}:22/`), policy())).error?.kind).toBe('invalid_url')
    expect(tls.receiver.received).toHaveLength(0)
  })
})

test('the service trusts an extra certificate authority through NODE_EXTRA_CA_CERTS', async () => {
  const module = fileURLToPath(new URL('../../../api/src/webhooks/', import.meta.url))
  const script = `
    import { outboundPolicy } from '${module}address-policy.ts'
    import { postWebhook } from '${module}outbound.ts'
    const policy = outboundPolicy({ allowNetworks: ['127.0.0.0/8'], resolve: async () => ['127.0.0.1'] })
    const result = await postWebhook({ url: '${tls.receiver.url()}', body: '{}', headers: {} }, policy)
    console.log(JSON.stringify(result))`
  const child = Bun.spawn([process.execPath, '-e', script], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificate.certFile },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  expect(JSON.parse(stdout || 'null'), stderr).toMatchObject({ ok: true, status: 200 })
})
