/**
 * 10,000 malformed form posts and cookies at the account pages, signed in and not, with NULs, C0
 * and C1 controls, bidi overrides and lone surrogates in every field: the answer is never a 5xx, a
 * refusal is a page, a redirect or the error envelope, never a stack trace, and the service's log
 * (all it prints meanwhile) never shows a field's marked value.
 */
import { expect, test } from 'bun:test'
import fc from 'fast-check'
import { accountApps, nextEmail, ORIGIN, Visitor } from '../../../support/accounts.ts'
import { controlText, LOG_MARKER } from '../../../support/fuzz-text.ts'

const apps = accountApps(['nested'] as const)
const RUNS = 10_000

const junk = fc.oneof(
  { weight: 2, arbitrary: controlText },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '%',
    '%zz',
    '%00',
    '\u0000',
    'A'.repeat(20_000),
    '<script>',
    '😀',
    '=',
    '&&&',
    'key_aaaaaaaaaaaaaaaaaaaaaaaa',
    `${LOG_MARKER}@example.com`,
    `Evil\u0000Corp ${LOG_MARKER}`,
  ),
)
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,80}$/)

test(`${RUNS.toLocaleString('en')} malformed form posts and cookies: no 5xx`, async () => {
  const t = apps.nested
  const v = new Visitor(t)
  await v.signUp(nextEmail())
  const session = v.cookies.get('hd_session')!
  const csrf = Visitor.csrfOf(await v.get('/dashboard/keys'))
  const keyId = /\/dashboard\/keys\/(key_[a-z2-7]+)\/roll/.exec((await v.get('/dashboard/keys')).text)![1]
  // Not /logout nor sign-out-everywhere: the session must stay signed in for the pages behind it to be reached.
  const paths = [
    '/signup',
    '/login',
    '/login/link',
    '/dashboard/states',
    '/dashboard/keys',
    `/dashboard/keys/${keyId}/roll`,
    `/dashboard/keys/${keyId}/origins`,
    '/dashboard/keys/%zz/revoke',
    '/dashboard/account/email',
    '/dashboard/reauth',
    '/dashboard/reveal-key',
    '/email/undo',
    '/email/undo?token=%00',
    '/dashboard/audit?action=%00&actor=%E2%80%AE',
    '/dashboard',
    '/dashboard/widget?state=%zz&substance=<x>',
    '/login/link?token=%00',
  ]
  const fields = fc.dictionary(
    fc.constantFrom(
      'csrf',
      'email',
      'company',
      'name',
      'kind',
      'env',
      'grace',
      'origins',
      'states',
      'token',
      'return_to',
      'x',
      'x\u0000',
    ),
    junk,
    { maxKeys: 6 },
  )
  const request = fc.record({
    path: fc.constantFrom(...paths),
    method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
    fields,
    goodToken: fc.boolean(),
    cookie: fc.oneof(
      fc.constant(`hd_session=${session}`),
      fc.constant(`hd_session=${session}; hd_session=x`),
      headerText,
      headerText.map(text => `hd_session=${text}`),
      headerText.map(text => `hd_form=${text}; hd_session=${session}`),
    ),
    contentType: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
      '',
    ),
    rawBody: fc.option(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constant('a'.repeat(40_000))), {
      freq: 4,
    }),
  })
  let sent = 0
  const statuses = new Map<number, number>()
  const logged: string[] = []
  const print = { log: console.log, warn: console.warn, error: console.error }
  for (const level of ['log', 'warn', 'error'] as const)
    console[level] = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '))
      print[level](...args)
    }
  const fuzzed = fc.assert(
    fc.asyncProperty(request, async r => {
      const body = new URLSearchParams()
      for (const [name, value] of Object.entries(r.fields)) body.append(name, value)
      if (r.goodToken) body.set('csrf', csrf)
      const headers: Record<string, string> = {
        cookie: r.cookie,
        origin: ORIGIN,
        'x-forwarded-for': `10.9.${sent % 250}.${sent % 7}`,
      }
      if (r.contentType) headers['content-type'] = r.contentType
      const res = await t.request(r.path, {
        method: r.method,
        headers,
        body: r.method === 'GET' ? undefined : (r.rawBody ?? body.toString()),
        redirect: 'manual',
      })
      sent++
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      expect(res.status < 500, `${r.method} ${r.path} → ${res.status} ${res.text.slice(0, 300)}`).toBe(true)
      expect(res.text).not.toContain('    at ')
    }),
    { numRuns: RUNS },
  )
  await fuzzed.finally(() => Object.assign(console, print))
  expect(sent).toBe(RUNS)
  console.log(
    `[accounts fuzz] ${sent} requests, statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${logged.length} log lines meanwhile`,
  )
  expect(logged.filter(line => line.includes(LOG_MARKER) || /Failed query|params:/.test(line))).toEqual([])
}, 300_000)
