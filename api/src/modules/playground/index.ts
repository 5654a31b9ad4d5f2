/**
 * GET and POST /playground: the page of the published demo key (page.tsx). A POST sends the chosen
 * request through the app itself with the demo key, the visitor's Origin and client address, so the
 * key's checks and caps hold for the page exactly as for any caller; the answer is shown as sent.
 * The parameters of another request are kept when the visitor switches request and sends again.
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { readForm } from '../../http/form.ts'
import { contentSecurityPolicy, inlineHash } from '../../http/security-headers.ts'
import { describe } from '../../http/openapi.ts'
import { htmlPage } from '../accounts/page.ts'
import { COPY_SCRIPT, PlaygroundPage } from './page.tsx'
import { curlOf, requestById, sdkOf, urlOf, valuesOf } from './requests.ts'

const CSP = contentSecurityPolicy({
  'default-src': ["'none'"],
  'style-src': ["'self'"],
  'script-src': [inlineHash(COPY_SCRIPT)],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
})

const page = (summary: string, audit?: false) =>
  describe({ tag: 'Playground', summary, security: 'none', hide: true, errors: ['VALIDATION_ERROR'], audit })

/** Sends a request through the whole app (auth, limits, routes), as a client would. */
export type SendThroughApp = (request: Request) => Promise<Response>

export function playgroundModule(deps: AppDeps, send: SendThroughApp) {
  const base = deps.env.publicUrl
  const origin = new URL(base).origin

  async function view(request: Request, chosen: string, given: (name: string) => string, run: boolean) {
    const config = await deps.playground.current()
    const demoKey = config.enabled ? config.demoKey : null
    const target = requestById(chosen)
    const values = valuesOf(target, given)
    const url = urlOf(target, values)
    // Switched off, a request still goes with the last key, so the visitor sees the playground's own answer.
    const key = config.demoKey ?? 'YOUR_KEY'
    let answer: { status: number; body: string } | null = null
    if (run) {
      const headers = new Headers({ authorization: `Bearer ${key}` })
      // The visitor's own Origin (a browser sends it with a form POST) and client address.
      const from = request.headers.get('origin')
      if (from) headers.set('origin', from)
      const res = await send(deps.clientIp.onBehalfOf(new Request(`${origin}${url}`, { headers }), request))
      const text = await res.text()
      let body = text
      try {
        body = JSON.stringify(JSON.parse(text), null, 2)
      } catch {}
      answer = { status: res.status, body }
    }
    const node = PlaygroundPage({
      request: target,
      values,
      demoKey,
      curl: curlOf(base, url, key, origin),
      sdk: sdkOf(target, values, base, key),
      answer,
    })
    const res = htmlPage(deps, request, node, { csp: CSP })
    // With no-referrer a browser sends its form's Origin as "null": same-origin keeps the page's own.
    res.headers.set('referrer-policy', 'same-origin')
    return res
  }

  return new Elysia({ name: 'hd-playground' })
    .get(
      '/playground',
      ({ request }) => view(request, new URL(request.url).searchParams.get('request') ?? '', () => '', false),
      {
        detail: page('The API playground (demo key)'),
      },
    )
    .post(
      '/playground',
      async ({ request }) => {
        const form = await readForm(request)
        return view(request, form.text('request'), name => form.text(name), true)
      },
      { parse: 'none', detail: page('Send a playground request', false) },
    )
}
