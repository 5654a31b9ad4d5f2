import { LitElement, nothing, type PropertyValues } from 'lit'
import { AGE_CONFIRMATION_MS, isAgeConfirmed, rememberAge, safeRedirect, withAge } from './internal/age-gate.ts'
import { CheckError, fetchCheck, type CheckResult } from './internal/api.ts'
import { awaitGate, claimGate, type GateAnswer, type GateText, gateText, settleGate } from './internal/gate-queue.ts'
import { cycleFocus, deepActiveElement } from './internal/focus.ts'
import { shopperLines, shopperText } from './internal/shopper-texts.ts'
import * as view from './templates.ts'
import { badgeStyles } from './styles.ts'

type Phase = 'loading' | 'waiting' | 'gate' | 'ready' | 'denied' | 'error'

/**
 * @summary Whether a hemp product may be sold to this visitor's state, with an age gate where the law requires one.
 *
 * @event service:loaded - The check result (legal_status, badge_color, headline, …) in `detail`.
 * @event service:age-confirmed - The visitor confirmed their age; `detail.minimum_age`.
 * @event service:age-denied - The visitor said they are under the minimum age; no detail.
 * @event service:error - The check failed; `detail.message` says why, `detail.code` is the service's code (or null).
 *
 * @cssproperty --hd-* - Colours, sizes, font and which lines show: the table in widget/README.md.
 * @csspart badge - The badge box; also headline, age, reason (shopper), summary, restrictions, confidence,
 *   verified (merchant), footer, fallback, error, modal.
 */
export class HempDataBadge extends LitElement {
  static styles = badgeStyles
  static properties = {
    apiKey: { attribute: 'api-key' },
    apiBase: { attribute: 'api-base' },
    apiUrl: { attribute: 'api-url' },
    substance: {},
    productType: { attribute: 'product-type' },
    state: {},
    autoDetectState: { attribute: 'auto-detect-state' },
    ageGateTitle: { attribute: 'age-gate-title' },
    ageGateMessage: { attribute: 'age-gate-message' },
    ageGateConfirm: { attribute: 'age-gate-confirm' },
    ageGateDeny: { attribute: 'age-gate-deny' },
    ageGateDeniedUrl: { attribute: 'age-gate-denied-url' },
    detail: {},
    phase: { state: true },
    result: { state: true },
    message: { state: true },
  }

  declare apiKey: string | null
  declare apiBase: string | null
  /** Overrides the API address (when the script is served from elsewhere than the API). */
  declare apiUrl: string | null
  declare substance: string | null
  declare productType: string | null
  declare state: string | null
  declare autoDetectState: string | null
  declare ageGateTitle: string | null
  declare ageGateMessage: string | null
  declare ageGateConfirm: string | null
  declare ageGateDeny: string | null
  declare ageGateDeniedUrl: string | null
  /** `merchant`: the full detail and errors; otherwise a shopper's badge in the merchant's words (internal/shopper-texts.ts). */
  declare detail: string | null
  declare phase: Phase
  declare result: CheckResult | null
  declare message: string
  private code: string | null = null
  /** Where the service:* events are dispatched: the container the loader mounted into, else this element. */
  eventTarget: EventTarget = this
  private returnFocus: HTMLElement | null = null
  private painted = false
  private request = 0
  private stopWaiting: (() => void) | null = null

  constructor() {
    super()
    this.phase = 'loading'
    this.result = null
    this.message = ''
  }

  connectedCallback(): void {
    super.connectedCallback()
    void this.check()
  }

  /** While the gate is open, focus that leaves the dialog (a click or a script elsewhere) is brought back. */
  private keepFocus = (event: FocusEvent): void => {
    if (!event.composedPath().includes(this)) this.renderRoot.querySelector<HTMLElement>('.confirm')?.focus()
  }

  disconnectedCallback(): void {
    super.disconnectedCallback()
    this.ownerDocument.removeEventListener('focusin', this.keepFocus)
    this.stopWaiting?.()
    settleGate(this, null)
  }

  private get api(): string {
    return (this.apiUrl || this.apiBase || location.origin).replace(/\/$/, '')
  }

  protected updated(changed: PropertyValues): void {
    const inputs = ['apiKey', 'substance', 'productType', 'state', 'autoDetectState']
    if (this.hasUpdated && inputs.some(name => changed.has(name) && changed.get(name) !== undefined)) void this.check()
    if (changed.has('phase') && this.phase === 'gate') {
      this.renderRoot.querySelector<HTMLElement>('.confirm')?.focus()
      this.ownerDocument.addEventListener('focusin', this.keepFocus)
    }
    if (changed.has('phase') && changed.get('phase') === 'gate')
      this.ownerDocument.removeEventListener('focusin', this.keepFocus)
    if (this.phase === 'ready' && !this.painted) {
      this.painted = true
      // Marked after the frame that shows the badge: the widget's load-to-paint time.
      requestAnimationFrame(() => setTimeout(() => performance.mark('hempdata:badge-painted')))
    }
  }

  private emit(type: string, detail: unknown): void {
    this.eventTarget.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
  }

  private fail(message: string, code: string | null = null): void {
    this.phase = 'error'
    this.message = message
    this.code = code
    this.emit('service:error', { message, code })
  }

  /** Runs the check; a newer call supersedes an older one still in flight. */
  async check(): Promise<void> {
    const id = ++this.request
    this.phase = 'loading'
    const missing = [
      ['api-key', this.apiKey],
      ['substance', this.substance],
      ['product-type', this.productType],
    ].filter(([, v]) => !v)
    if (missing.length) return this.fail(`Missing data-${missing.map(([name]) => name).join(', data-')}.`)
    const state = this.state?.trim() || undefined
    if (!state && this.autoDetectState !== 'true')
      return this.fail('Set data-state, or data-auto-detect-state="true" to detect the visitor’s state.')
    try {
      const result = await fetchCheck({
        apiBase: this.api,
        apiKey: this.apiKey!,
        substance: this.substance!,
        productType: this.productType!,
        state,
      })
      if (id !== this.request) return
      this.result = result
      this.emit('service:loaded', result)
      this.openGateIfNeeded()
    } catch (error) {
      if (id !== this.request) return
      if (error instanceof CheckError) this.fail(error.message, error.code)
      else this.fail('The compliance check failed.')
    }
  }

  /** The badge, or the age gate first when the law requires one and the visitor has not confirmed. */
  private openGateIfNeeded(): void {
    const age = this.result?.minimum_age ?? null
    if (!this.result?.age_gate_required || age === null || isAgeConfirmed(age)) {
      this.phase = 'ready'
      return
    }
    if (claimGate(this)) {
      this.returnFocus = deepActiveElement(this.ownerDocument)
      this.phase = 'gate'
      return
    }
    this.phase = 'waiting'
    this.stopWaiting = awaitGate(answer => this.afterOtherGate(answer, age))
  }

  /** Another badge's gate was answered: a confirmation that covers our age, or a "no" to a lower age, answers ours. */
  private afterOtherGate(answer: GateAnswer, age: number): void {
    this.stopWaiting = null
    if (answer?.confirmed && isAgeConfirmed(age)) {
      this.phase = 'ready'
      this.emit('service:age-confirmed', { minimum_age: age })
    } else if (answer && !answer.confirmed && answer.age <= age) {
      this.phase = 'denied'
      this.emit('service:age-denied', null)
    } else {
      this.openGateIfNeeded()
    }
  }

  private closeGate(next: Phase): void {
    this.phase = next
    const target = this.returnFocus
    this.returnFocus = null
    void this.updateComplete.then(() => target?.focus())
  }

  confirmAge(): void {
    const age = this.result?.minimum_age ?? 0
    rememberAge(age)
    this.closeGate('ready')
    this.emit('service:age-confirmed', { minimum_age: age })
    settleGate(this, { confirmed: true, age })
  }

  denyAge(): void {
    this.closeGate('denied')
    this.emit('service:age-denied', null)
    settleGate(this, { confirmed: false, age: this.result?.minimum_age ?? 0 })
    const target = safeRedirect(this.ageGateDeniedUrl, location.href)
    if (target) location.assign(target)
  }

  /** Escape answers "no"; Tab and Shift+Tab cycle inside the dialog. */
  private onDialogKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault()
      this.denyAge()
    } else if (event.key === 'Tab') cycleFocus(this.renderRoot, '.modal button', event)
  }

  render() {
    const result = this.result
    this.classList.remove('hd-badge--green', 'hd-badge--yellow', 'hd-badge--red')
    if (this.phase === 'loading') return view.noticeTemplate('Checking where this product may be sold…')
    if (this.phase === 'waiting') return view.noticeTemplate('Waiting for the age confirmation…')
    const merchant = this.detail === 'merchant'
    if (this.phase === 'error')
      return merchant
        ? view.errorTemplate(this.message, this.code)
        : view.fallbackTemplate(shopperText(this, 'fallback'))
    if (!result) return nothing
    const age = result.minimum_age
    if (this.phase === 'denied')
      return view.noticeTemplate(`Sorry, this product is only available to visitors ${age} or older.`, 'unavailable')
    this.classList.add(`hd-badge--${result.badge_color}`)
    if (this.phase === 'gate') {
      const text = (key: GateText, fallback: string) => withAge(gateText(this, key) ?? fallback, age)
      return view.dialogTemplate({
        title: text('ageGateTitle', 'Age verification'),
        message: text('ageGateMessage', 'Are you {age} or older?'),
        confirm: text('ageGateConfirm', 'Yes, I am {age} or older'),
        deny: text('ageGateDeny', 'No'),
        onConfirm: () => this.confirmAge(),
        onDeny: () => this.denyAge(),
        onKey: this.onDialogKey,
      })
    }
    return merchant
      ? view.merchantTemplate(result, this.api)
      : view.shopperTemplate(result, shopperLines(this, result), this.api)
  }
}

export { AGE_CONFIRMATION_MS }
