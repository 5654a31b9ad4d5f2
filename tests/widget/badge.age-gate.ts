/**
 * The badge's age gate: the dialog, its answers, what is remembered and for how long. Registered by
 * badge.happy.test.ts, which owns the page: happy-dom and the widget load once per test file, and a
 * second page would not have <hempdata-badge> defined.
 */
import { describe, expect, test } from 'bun:test'
import type { HempDataBadge } from '../../widget/src/hempdata-badge.ts'
import type * as AgeGate from '../../widget/src/internal/age-gate.ts'
import type { mountAll as MountAll } from '../../widget/src/internal/loader.ts'
import type { BadgePage } from '../support/badge-page.ts'
import { nextEvent, until } from '../support/dom.ts'

type Badge = HempDataBadge

const shadow = (badge: Element) => (badge as Badge).shadowRoot!
const text = (badge: Element, selector: string) =>
  shadow(badge).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null

export interface AgeGatePage {
  page: BadgePage
  mountAll: typeof MountAll
  ageGate: typeof AgeGate
}

export function ageGateTests({
  page: { keys, embed },
  mountAll,
  ageGate: { AGE_CONFIRMATION_KEY, AGE_CONFIRMATION_MS, safeRedirect },
}: AgeGatePage): void {
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
      expect(shadow(badge).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
        'Age verification',
      )
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
        await until(() =>
          (text(badge, '[part="unavailable"]') ?? '').includes('only available to visitors 21 or older'),
        )
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
        const answers = [first, second].map(c =>
          nextEvent(c, confirmed ? 'service:age-confirmed' : 'service:age-denied'),
        )
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

    test('the shared dialog speaks with the texts a badge on the page sets, whichever badge opens it', async () => {
      for (const textsOn of [0, 1]) {
        document.body.innerHTML = ''
        localStorage.clear()
        const texts = { ageGateTitle: 'Adults only', ageGateMessage: 'Are you at least {age}?' }
        const products: Record<string, string>[] = [
          { ...alabama },
          { substance: 'cbd', productType: 'topicals', state: 'AL', container: 'second' },
        ]
        for (const [i, product] of products.entries())
          embed({ apiKey: keys.professional, ...product, ...(i === textsOn ? texts : {}) })
        const badges = mountAll()
        await until(() => badges.some(b => !!shadow(b).querySelector('[role="dialog"]')))
        const asking = badges.find(b => shadow(b).querySelector('[role="dialog"]'))!
        expect(text(asking, 'h2'), `texts on badge ${textsOn}`).toBe('Adults only')
        expect(text(asking, '#hd-gate-message')).toBe('Are you at least 21?')
        expect(text(asking, '.confirm')).toBe('Yes, I am 21 or older')
      }
    })

    test('a denied URL is followed only when it is http(s)', () => {
      expect(safeRedirect('/too-young', 'https://shop.example/p')).toBe('https://shop.example/too-young')
      expect(safeRedirect('javascript:alert(1)', 'https://shop.example/p')).toBeNull()
      expect(safeRedirect('data:text/html,x', 'https://shop.example/p')).toBeNull()
    })
  })
}
