/** <hempdata-badge> and the script-tag loader in happy-dom, against a real HempData over HTTP (the age gate's tests: badge.age-gate.ts). */
import { describe, expect, test } from 'bun:test'
import { badgePage } from '../support/badge-page.ts'
import { freePort } from '../support/server-process.ts'
import { nextEvent, until } from '../support/dom.ts'
import { ageGateTests } from './badge.age-gate.ts'

const page = badgePage()
const { keys, embed } = page
const { HempDataBadge } = await import('../../widget/src/index.ts')
const { mountAll } = await import('../../widget/src/internal/loader.ts')
const ageGate = await import('../../widget/src/internal/age-gate.ts')

type Badge = InstanceType<typeof HempDataBadge>

const shadow = (badge: Element) => (badge as Badge).shadowRoot!
const text = (badge: Element, selector: string) =>
  shadow(badge).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null

describe('loader', () => {
  test('one badge per script tag, in its container, with real results and service:loaded on the container', async () => {
    const first = embed({ apiKey: keys.professional, substance: 'delta-8-thc', productType: 'edibles', state: 'TX' })
    const second = embed({
      apiKey: keys.professional,
      substance: 'cbd',
      productType: 'edibles',
      state: 'CO',
      container: 'related',
      detail: 'merchant',
    })
    const loaded = [nextEvent(first, 'service:loaded'), nextEvent(second, 'service:loaded')]
    const badges = mountAll()
    expect(badges).toHaveLength(2)
    const [red, yellow] = await Promise.all(loaded)
    expect(red).toMatchObject({ state: 'TX', badge_color: 'red', legal_status: 'prohibited' })
    expect(yellow).toMatchObject({ state: 'CO', badge_color: 'yellow' })
    await until(() => !!shadow(badges[0]).querySelector('.badge') && !!shadow(badges[1]).querySelector('.badge'))
    expect(first.querySelector('hempdata-badge')).toBe(badges[0])
    expect(second.querySelector('hempdata-badge')).toBe(badges[1])
    expect(shadow(badges[0]).querySelector('.badge')!.classList.contains('hd-badge--red')).toBe(true)
    expect(badges[0].classList.contains('hd-badge--red')).toBe(true)
    expect(text(badges[0], '.headline')).toBe('Not allowed in Texas')
    expect(text(badges[1], '.headline')).toBe('Legal with conditions in Colorado')
    // The shopper's badge: the verdict and one reason that agrees with it; no detail for merchants.
    expect(text(badges[0], '.reason')).toBe('This product cannot be sold to customers in Texas.')
    for (const merchantOnly of ['.summary', '.restrictions', '.confidence', '.verified', '.age'])
      expect(shadow(badges[0]).querySelector(merchantOnly)).toBeNull()
    // The merchant's badge (data-detail="merchant"): the full detail.
    expect(shadow(badges[1]).querySelectorAll('.restrictions li').length).toBe(yellow.restrictions.length)
    expect(text(badges[1], '.confidence')).toBe(`Confidence: ${Math.round(yellow.confidence * 100)}%`)
    expect(text(badges[1], '.verified')).toStartWith('Last verified:')
    expect(text(badges[1], '.footer')).toContain('HempData')
  })

  test('every data-* attribute of the contract reaches the badge; the API is the script’s host', () => {
    embed({
      apiKey: 'hd_live_pk_x',
      substance: 'cbd',
      productType: 'tinctures',
      state: 'WA',
      autoDetectState: 'true',
      ageGateTitle: 'T {age}',
      ageGateMessage: 'M {age}',
      ageGateConfirm: 'C {age}',
      ageGateDeny: 'D {age}',
      ageGateDeniedUrl: 'https://example.com/under-age',
      apiUrl: 'https://api.example',
      detail: 'merchant',
      textGreen: 'G {state}',
      textYellow: 'Y {state}',
      textRed: 'R {state}',
      textAge: 'A {age}',
      textFallback: 'F',
    })
    const [badge] = mountAll()
    const expected: Record<string, string> = {
      'api-key': 'hd_live_pk_x',
      substance: 'cbd',
      'product-type': 'tinctures',
      state: 'WA',
      'auto-detect-state': 'true',
      'age-gate-title': 'T {age}',
      'age-gate-message': 'M {age}',
      'age-gate-confirm': 'C {age}',
      'age-gate-deny': 'D {age}',
      'age-gate-denied-url': 'https://example.com/under-age',
      'api-base': page.api.url,
      'api-url': 'https://api.example',
      detail: 'merchant',
      'text-green': 'G {state}',
      'text-yellow': 'Y {state}',
      'text-red': 'R {state}',
      'text-age': 'A {age}',
      'text-fallback': 'F',
    }
    for (const [name, value] of Object.entries(expected)) expect(badge.getAttribute(name), name).toBe(value)
  })

  test('loading the script twice mounts nothing twice; a missing container is skipped without throwing', () => {
    embed({ apiKey: keys.professional, substance: 'cbd', productType: 'edibles', state: 'CO' })
    const stray = document.createElement('script')
    stray.dataset.apiKey = keys.professional
    stray.dataset.container = 'nowhere'
    document.body.append(stray)
    expect(mountAll()).toHaveLength(1)
    expect(mountAll()).toHaveLength(0)
    expect(document.querySelectorAll('hempdata-badge')).toHaveLength(1)
  })

  test('data-auto-detect-state="true" without data-state: the service locates the visitor (a Boulder, CO address)', async () => {
    const container = embed({
      apiKey: keys.professional,
      substance: 'cbd',
      productType: 'edibles',
      autoDetectState: 'true',
    })
    const loaded = nextEvent(container, 'service:loaded')
    mountAll()
    expect(await loaded).toMatchObject({ state: 'CO', state_source: 'ip_address' })
  })
})

describe('shopper texts', () => {
  test('the verdict, the age rule and the merchant’s reason; nothing for merchants only', async () => {
    ageGate.rememberAge(21)
    const words = { textYellow: 'Ships to {state} with care.', textAge: 'Adults {age}+ only.' }
    const alabama = { substance: 'delta-9-thc', productType: 'edibles', state: 'AL' }
    const container = embed({ apiKey: keys.professional, ...alabama, ...words })
    const loaded = nextEvent(container, 'service:loaded')
    const [badge] = mountAll()
    const result = await loaded
    await until(() => !!shadow(badge).querySelector('.badge'))
    expect(result.minimum_age).toBe(21)
    expect(result.badge_color).toBe('yellow')
    expect(text(badge, '.age')).toBe('Adults 21+ only.')
    expect(text(badge, '.reason')).toBe('Ships to Alabama with care.')
    const all = shadow(badge).textContent!
    for (const hidden of [...result.restrictions, result.summary, 'Confidence', '%', '§'])
      expect(all).not.toContain(hidden)
  })
})

describe('errors', () => {
  /** A merchant's badge that fails (the merchant view shows the error; a shopper's, the fallback). */
  async function failing(
    data: Record<string, string>,
    src?: string,
  ): Promise<{ badge: Element; message: string; code: string | null }> {
    const container = embed({ detail: 'merchant', ...data }, undefined, src)
    const error = nextEvent(container, 'service:error')
    const [badge] = mountAll()
    const { message, code } = await error
    await until(() => !!shadow(badge).querySelector(data.detail === 'shopper' ? '.fallback' : '.error'))
    return { badge, message, code }
  }

  test('the API down → a polite, visible error state and service:error with a message', async () => {
    const { badge, message } = await failing(
      { apiKey: keys.professional, substance: 'cbd', productType: 'edibles', state: 'CO' },
      `http://127.0.0.1:${await freePort()}/widget/v1/hempdata.js`,
    )
    expect(message).toBe('HempData could not be reached.')
    const box = shadow(badge).querySelector('.error')!
    expect(box.getAttribute('role')).toBe('status')
    expect(box.getAttribute('aria-live')).toBe('polite')
    expect(text(badge, '.error')).toContain('Compliance information is unavailable right now.')
  })

  test('data-api-url pointing at a server that is down → the same error state', async () => {
    const { message } = await failing({
      apiKey: keys.professional,
      substance: 'cbd',
      productType: 'edibles',
      state: 'CO',
      apiUrl: `http://127.0.0.1:${await freePort()}`,
    })
    expect(message).toBe('HempData could not be reached.')
  })

  test('the service’s refusal is shown to the merchant with its code, and service:error carries it', async () => {
    const { badge, code } = await failing({
      apiKey: 'hd_live_pk_notarealkeyatall',
      substance: 'cbd',
      productType: 'edibles',
      state: 'CO',
    })
    expect(code).toBe('UNAUTHORIZED')
    expect(text(badge, '.error')).toContain('(UNAUTHORIZED)')
  })

  test('a shopper sees the neutral fallback (or the merchant’s, or nothing), never the code', async () => {
    const bad = { apiKey: 'hd_live_pk_notarealkeyatall', substance: 'cbd', productType: 'edibles', state: 'CO' }
    const plain = await failing({ ...bad, detail: 'shopper' })
    expect(plain.code).toBe('UNAUTHORIZED')
    expect(text(plain.badge, '.fallback')).toBe('Availability in your state is confirmed at checkout.')
    expect(shadow(plain.badge).textContent).not.toContain('UNAUTHORIZED')
    document.body.innerHTML = ''
    const worded = await failing({ ...bad, detail: 'shopper', textFallback: 'Ask us about {state}.' })
    expect(text(worded.badge, '.fallback')).toBe('Ask us about {state}.')
    document.body.innerHTML = ''
    const container = embed({ ...bad, textFallback: '' })
    const error = nextEvent(container, 'service:error')
    const [silent] = mountAll()
    expect((await error).code).toBe('UNAUTHORIZED')
    await Bun.sleep(20)
    expect(shadow(silent).querySelector('.notice, .badge')).toBeNull()
  })

  test('no state and no auto-detection → error without calling the service', async () => {
    const { message } = await failing({ apiKey: keys.professional, substance: 'cbd', productType: 'edibles' })
    expect(message).toContain('data-auto-detect-state')
  })

  test('missing required attributes are named', async () => {
    const { message } = await failing({ apiKey: keys.professional, state: 'CO' })
    expect(message).toBe('Missing data-substance, data-product-type.')
  })
})

ageGateTests({ page, mountAll, ageGate })

describe('footer', () => {
  for (const [tier, hideable] of [
    ['professional', false],
    ['enterprise', true],
  ] as const) {
    test(`${tier}: the footer ${hideable ? 'obeys' : 'ignores'} --hd-footer-show`, async () => {
      const container = embed({ apiKey: keys[tier], substance: 'cbd', productType: 'edibles', state: 'CO' })
      const loaded = nextEvent(container, 'service:loaded')
      const [badge] = mountAll()
      await loaded
      await until(() => !!shadow(badge).querySelector('.footer'))
      expect(shadow(badge).querySelector('.footer')!.classList.contains('footer--hideable')).toBe(hideable)
    })
  }
})
