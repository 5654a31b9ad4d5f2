/**
 * A subscriber's HTTPS endpoint stood in for by a local `Bun.serve({ tls })`, with a self-signed
 * certificate for `receiver.test` made by openssl in a temp folder (trusted by passing it as `ca`, or
 * through NODE_EXTRA_CA_CERTS in a child process). Each test sets what the receiver answers and
 * reads what it received.
 */
import { afterAll, beforeAll, beforeEach } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isIP } from 'node:net'
import { join } from 'node:path'
import type { Resolver } from '../../api/src/webhooks/address-policy.ts'

export const RECEIVER_NAME = 'receiver.test'

export interface Certificate {
  cert: string
  key: string
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  certFile: string
  dir: string
}

/** A self-signed P-256 certificate valid for `name` (a host name or an IP address) only. */
export function makeCertificate(name = RECEIVER_NAME): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'hd-tls-'))
  const [certFile, keyFile] = [join(dir, 'cert.pem'), join(dir, 'key.pem')]
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=${isIP(name) ? 'IP' : 'DNS'}:${name}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`)
  return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8'), certFile, dir }
}

export interface Received {
  method: string
  path: string
  headers: Headers
  body: string
}

export type Handler = (request: Request) => Response | Promise<Response>

export interface TlsReceiver {
  port: number
  /** `https://receiver.test:<port><path>`: resolve the name with `resolveTo`. */
  url(path?: string): string
  received: Received[]
  answer(handler: Handler): void
  stop(): void
}

export function startTlsReceiver(certificate: Certificate): TlsReceiver {
  let handler: Handler = () => new Response('ok')
  const received: Received[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    tls: { cert: certificate.cert, key: certificate.key },
    async fetch(request) {
      const url = new URL(request.url)
      received.push({
        method: request.method,
        path: url.pathname + url.search,
        headers: request.headers,
        body: await request.text(),
      })
      return handler(request)
    },
  })
  return {
    port: server.port!,
    url: (path = '/hooks') => `https://${RECEIVER_NAME}:${server.port}${path}`,
    received,
    answer: next => {
      handler = next
    },
    stop: () => server.stop(true),
  }
}

/** A resolver answering from a table; a name missing from it fails as an unknown name does. */
export function resolveTo(table: Record<string, string[] | (() => string[])>): Resolver {
  return async hostname => {
    const answer = table[hostname]
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return typeof answer === 'function' ? answer() : answer
  }
}

export function removeCertificate(certificate: Certificate): void {
  rmSync(certificate.dir, { recursive: true, force: true })
}

/**
 * A receiver for the tests of the calling file or describe block: started before them, stopped
 * after, and emptied and answering 200 `ok` again before each.
 */
export function useTlsReceiver(): { certificate: Certificate; receiver: TlsReceiver } {
  const context = {} as { certificate: Certificate; receiver: TlsReceiver }
  beforeAll(() => {
    context.certificate = makeCertificate()
    context.receiver = startTlsReceiver(context.certificate)
  })
  afterAll(() => {
    context.receiver.stop()
    removeCertificate(context.certificate)
  })
  beforeEach(() => {
    context.receiver.received.length = 0
    context.receiver.answer(() => new Response('ok'))
  })
  return context
}
