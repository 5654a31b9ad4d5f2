/** The front door: `/` and `/errors` in the site's frame, the operator's contact, the favicon. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ERROR_CODES } from '../../../../api/src/lib/errors.ts'
import { type TestApp, testApp } from '../../../support/app.ts'

let withContact: TestApp
let without: TestApp

beforeAll(async () => {
  ;[withContact, without] = await Promise.all([
    testApp({ variant: 'nested', env: { HD_OPERATOR_CONTACT: 'ops@hempdata.example' } }),
    testApp({ variant: 'column' }),
  ])
}, 240_000)
afterAll(async () => {
  await Promise.all([withContact?.close(), without?.close()])
})

/** The frame every site page shares: our stylesheet, the icon, the brand home link, the footer. */
function expectFrame(html: string) {
  expect(html).toContain('<link rel="stylesheet" href="/assets/dashboard.css"/>')
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
  expect(html).toContain('<a class="brand" href="/">')
  expect(html).toContain('<footer class="page">')
}

describe('GET /', () => {
  test('a page saying what HempData does, with sign-up, sign-in, docs, errors and the contact', async () => {
    const res = await withContact.get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('text/html')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    expectFrame(res.text)
    expect(res.text).toContain('<h1>Hemp and cannabinoid compliance data</h1>')
    for (const href of ['/signup', '/login', '/docs', '/errors']) expect(res.text).toContain(`href="${href}"`)
    expect(res.text).toContain('<a href="mailto:ops@hempdata.example">ops@hempdata.example</a>')
    expect(res.text).toContain('(nested interface)')
  })

  test('without a contact configured, the advice to quote the request id and no link', async () => {
    const res = await without.get('/')
    expect(res.text).not.toContain('mailto:')
    expect(res.text).toContain('Quote the request id of a failed call when you contact whoever runs this deployment.')
    expect(res.text).toContain('(column interface)')
  })
})

describe('GET /errors', () => {
  test('every code in the frame, with the contact', async () => {
    const res = await withContact.get('/errors')
    expect(res.status).toBe(200)
    expectFrame(res.text)
    for (const [code, [status]] of Object.entries(ERROR_CODES)) {
      expect(res.text).toContain(`id="${code}"`)
      expect(res.text).toContain(`HTTP ${status}`)
    }
    expect(res.text).toContain('href="mailto:ops@hempdata.example"')
  })
})

describe('favicon', () => {
  test('/favicon.svg and /favicon.ico (where browsers look first) are the icon', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await without.get(path)
      expect(icon.status).toBe(200)
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
      expect(icon.text).toStartWith('<svg')
    }
  })
})

describe('HD_OPERATOR_CONTACT', () => {
  test('an https address is linked as given; anything else stops the start', async () => {
    const { readEnv } = await import('../../../../api/src/env.ts')
    expect(readEnv({ HD_OPERATOR_CONTACT: 'https://help.example/hempdata' }).operatorContact).toBe(
      'https://help.example/hempdata',
    )
    expect(() => readEnv({ HD_OPERATOR_CONTACT: 'javascript:alert(1)' })).toThrow('HD_OPERATOR_CONTACT')
  })
})
