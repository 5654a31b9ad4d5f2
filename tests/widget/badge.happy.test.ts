/** <hempdata-badge> and the script-tag loader in happy-dom, against a real HempData over HTTP. */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { ADDRESSES, publishableKey } from '../support/checks.ts'
import { freePort } from '../support/server-process.ts'
import { nextEvent, registerDom, startApi, unregisterDom, until, type LiveApi } from '../support/dom.ts'

registerDom()
const { HempDataBadge } = await import('../../widget/src/index.ts')
const { mountAll } = await import('../../widget/src/internal/loader.ts')
const { AGE_CONFIRMATION_KEY, AGE_CONFIRMATION_MS, safeRedirect } = await import(
  '../../widget/src/internal/age-gate.ts'
)

let api: LiveApi
const keys = { professional: '', enterprise: '' }

beforeAll(async () => {
  api = await startApi(ADDRESSES.CO)
  keys.professional = await publishableKey(api.t, 'professional')
  keys.enterprise = await publishableKey(api.t, 'enterprise')
}, 120_000)
afterAll(async () => {
  await api?.stop()
  await unregisterDom()
})
beforeEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

type Badge = InstanceType<typeof HempDataBadge>

/** Adds a container and the merchant's script tag for it, as pasted on a product page. */
function embed(
  data: Record<string, string>,
  container = data.container ?? 'hempdata-widget',
  src = `${api.url}/widget/v1/hempdata.js`,
): HTMLElement {
  const div = document.createElement('div')
  div.id = container
  document.body.append(div)
  const script = document.createElement('script')
  script.src = src
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value
  document.body.append(script)
  return div
}

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
      'api-base': api.url,
      'api-url': 'https://api.example',
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

describe('errors', () => {
  async function failing(data: Record<string, string>, src?: string): Promise<{ badge: Element; message: string }> {
    const container = embed(data, undefined, src)
    const error = nextEvent(container, 'service:error')
    const [badge] = mountAll()
    const { message } = await error
    await until(() => !!shadow(badge).querySelector('.error'))
    return { badge, message }
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

  test('the service’s refusal is shown with its code', async () => {
    const { message } = await failing({
      apiKey: 'hd_live_pk_notarealkeyatall',
      substance: 'cbd',
      productType: 'edibles',
      state: 'CO',
    })
    expect(message).toContain('(UNAUTHORIZED)')
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

describe('age gate (Alabama delta-9 edibles: 21+)', () => {
  const alabama = { substance: 'delta-9-thc', productType: 'edibles', state: 'AL' }

  async function gated(extra: Record<string, string> = {}) {
    const before = document.createElement('button')
    before.textContent = 'Add to cart'
    document.body.append(before)
    before.focus()
    const container = embed({ apiKey: keys.professional, ...alabama, ...extra })
    const loaded = nextEvent(container, 'service:loaded')
    const [badge] = mountAll()
    await loaded
    await until(() => !!shadow(badge).querySelector('[role="dialog"]'))
    return { badge: badge as Badge, container, before, dialog: shadow(badge).querySelector('[role="dialog"]')! }
  }

  test('an accessible dialog asks for the minimum age, with focus on its first button and Tab kept inside', async () => {
    const { badge, dialog } = await gated()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(shadow(badge).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Age verification')
    expect(shadow(badge).getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Are you 21 or older?',
    )
    expect(shadow(badge).querySelector('.badge')).toBeNull()
    const [confirm, deny] = Array.from(shadow(badge).querySelectorAll('button'))
    await until(() => shadow(badge).activeElement === confirm)
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(shadow(badge).activeElement).toBe(deny)
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(shadow(badge).activeElement).toBe(confirm)
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }))
    expect(shadow(badge).activeElement).toBe(deny)
  })

  test('yes → the badge, service:age-confirmed with minimum_age, kept for 24 hours, focus restored', async () => {
    const { badge, container, before } = await gated()
    const confirmed = nextEvent(container, 'service:age-confirmed')
    ;(shadow(badge).querySelector('.confirm') as HTMLButtonElement).click()
    expect(await confirmed).toEqual({ minimum_age: 21 })
    await until(() => !!shadow(badge).querySelector('.badge'))
    expect(shadow(badge).querySelector('[role="dialog"]')).toBeNull()
    await until(() => document.activeElement === before)
    const saved = JSON.parse(localStorage.getItem(AGE_CONFIRMATION_KEY)!)
    expect(saved.age).toBe(21)
    expect(Math.abs(saved.at - Date.now())).toBeLessThan(5000)
  })

  test('no → service:age-denied and the unavailable message; Escape answers no as well', async () => {
    for (const answer of ['click', 'escape'] as const) {
      document.body.innerHTML = ''
      const { badge, container, dialog } = await gated()
      const denied = nextEvent(container, 'service:age-denied')
      if (answer === 'click') (shadow(badge).querySelector('.deny') as HTMLButtonElement).click()
      else dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      expect(await denied).toBeNull()
      await until(() => (text(badge, '[part="unavailable"]') ?? '').includes('only available to visitors 21 or older'))
      expect(localStorage.getItem(AGE_CONFIRMATION_KEY)).toBeNull()
    }
  })

  test('a confirmation younger than 24 hours skips the gate; an older one, or one for a lower age, does not', async () => {
    const cases: [number, number, boolean][] = [
      [21, Date.now() - AGE_CONFIRMATION_MS + 60_000, false],
      [21, Date.now() - AGE_CONFIRMATION_MS - 1, true],
      [18, Date.now(), true],
    ]
    for (const [age, at, gate] of cases) {
      document.body.innerHTML = ''
      localStorage.setItem(AGE_CONFIRMATION_KEY, JSON.stringify({ age, at }))
      const container = embed({ apiKey: keys.professional, ...alabama })
      const loaded = nextEvent(container, 'service:loaded')
      const [badge] = mountAll()
      await loaded
      await until(() => !!shadow(badge).querySelector(gate ? '[role="dialog"]' : '.badge'))
      expect(!!shadow(badge).querySelector('[role="dialog"]'), `age ${age} at ${at}`).toBe(gate)
    }
  })

  test('the merchant’s texts, with {age} replaced', async () => {
    const { badge } = await gated({
      ageGateTitle: 'Adults only',
      ageGateMessage: 'Are you at least {age}?',
      ageGateConfirm: 'I am {age}+',
      ageGateDeny: 'I am under {age}',
    })
    expect(text(badge, 'h2')).toBe('Adults only')
    expect(text(badge, '#hd-gate-message')).toBe('Are you at least 21?')
    expect(text(badge, '.confirm')).toBe('I am 21+')
    expect(text(badge, '.deny')).toBe('I am under 21')
  })

  test('two badges that need the gate share one dialog: the answer settles both', async () => {
    for (const confirmed of [true, false]) {
      document.body.innerHTML = ''
      localStorage.clear()
      const first = embed({ apiKey: keys.professional, ...alabama })
      const second = embed({
        apiKey: keys.professional,
        substance: 'cbd',
        productType: 'topicals',
        state: 'AL',
        container: 'second',
      })
      const answers = [first, second].map(c => nextEvent(c, confirmed ? 'service:age-confirmed' : 'service:age-denied'))
      const badges = mountAll()
      await until(
        () =>
          badges.some(b => !!shadow(b).querySelector('[role="dialog"]')) &&
          badges.some(b => (text(b, '.notice') ?? '').includes('Waiting')),
      )
      expect(badges.filter(b => shadow(b).querySelector('[role="dialog"]'))).toHaveLength(1)
      const asking = badges.find(b => shadow(b).querySelector('[role="dialog"]'))!
      ;(shadow(asking).querySelector(confirmed ? '.confirm' : '.deny') as HTMLButtonElement).click()
      const details = await Promise.all(answers)
      if (confirmed) expect(details).toEqual([{ minimum_age: 21 }, { minimum_age: 21 }])
      await until(() => badges.every(b => !!shadow(b).querySelector(confirmed ? '.badge' : '[part="unavailable"]')))
    }
  })

  test('a denied URL is followed only when it is http(s)', () => {
    expect(safeRedirect('/too-young', 'https://shop.example/p')).toBe('https://shop.example/too-young')
    expect(safeRedirect('javascript:alert(1)', 'https://shop.example/p')).toBeNull()
    expect(safeRedirect('data:text/html,x', 'https://shop.example/p')).toBeNull()
  })
})

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
