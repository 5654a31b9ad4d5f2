/** The badge (for a shopper or for the merchant), the fallback, and the age-gate dialog as Lit templates. */
import { html, nothing } from 'lit'
import type { CheckResult } from './internal/api.ts'

const dateOf = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
}

const footer = (result: CheckResult, apiBase: string) =>
  html`<p class="footer ${result.footer_hideable ? 'footer--hideable' : ''}" part="footer">
    Compliance data by <a href=${apiBase} target="_blank" rel="noopener">HempData</a>. Not legal advice.
  </p>`

/** What a shopper reads: the verdict, the age rule, at most one short reason (texts already in the merchant's words). */
export function shopperTemplate(result: CheckResult, texts: { reason: string; age: string }, apiBase: string) {
  const color = result.badge_color
  return html`<section class="badge hd-badge--${color}" part="badge badge-${color}" role="region" aria-label=${result.headline}>
    <p class="headline" part="headline">${result.headline}</p>
    ${texts.age ? html`<p class="age" part="age">${texts.age}</p>` : nothing}
    ${texts.reason ? html`<p class="reason" part="reason">${texts.reason}</p>` : nothing}
    ${footer(result, apiBase)}
  </section>`
}

/** What the merchant reads (data-detail="merchant"): the full restrictions, the reasoning, confidence and date. */
export function merchantTemplate(result: CheckResult, apiBase: string) {
  const color = result.badge_color
  return html`<section class="badge hd-badge--${color}" part="badge badge-${color}" role="region" aria-label=${result.headline}>
    <p class="headline" part="headline">${result.headline}</p>
    <p class="summary" part="summary">${result.summary}</p>
    ${
      result.restrictions.length
        ? html`<ul class="restrictions" part="restrictions">${result.restrictions.map(r => html`<li>${r}</li>`)}</ul>`
        : nothing
    }
    <p class="confidence" part="confidence">Confidence: ${Math.round(result.confidence * 100)}%</p>
    <p class="verified" part="verified">Last verified: ${dateOf(result.last_verified)}</p>
    ${footer(result, apiBase)}
  </section>`
}

/** Loading, waiting for another badge's age gate, or turned away by it. */
export const noticeTemplate = (text: string, part = 'notice') =>
  html`<div class="notice" part=${part} role="status" aria-live="polite"><p>${text}</p></div>`

/** No verdict to show a shopper (no state found, the service unreachable): the merchant's neutral line, or nothing. */
export const fallbackTemplate = (text: string) =>
  text
    ? html`<div class="notice fallback" part="fallback" role="status" aria-live="polite"><p>${text}</p></div>`
    : nothing

/** The merchant's view of a failure: what went wrong, with the service's code. */
export const errorTemplate = (message: string, code: string | null) =>
  html`<div class="notice error" part="error" role="status" aria-live="polite">
    <p>Compliance information is unavailable right now.</p><p class="detail">${message}${code ? ` (${code})` : ''}</p></div>`

export interface DialogTexts {
  title: string
  message: string
  confirm: string
  deny: string
  onConfirm: () => void
  onDeny: () => void
  onKey: (event: KeyboardEvent) => void
}

export function dialogTemplate(d: DialogTexts) {
  return html`<div class="backdrop" part="modal-backdrop">
    <div class="modal" part="modal" role="dialog" aria-modal="true" aria-labelledby="hd-gate-title" aria-describedby="hd-gate-message" @keydown=${d.onKey}>
      <h2 id="hd-gate-title">${d.title}</h2>
      <p id="hd-gate-message">${d.message}</p>
      <div class="actions">
        <button type="button" class="confirm" part="confirm" @click=${d.onConfirm}>${d.confirm}</button>
        <button type="button" class="deny" part="deny" @click=${d.onDeny}>${d.deny}</button>
      </div>
    </div>
  </div>`
}
