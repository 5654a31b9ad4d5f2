/** The badge and the age-gate dialog as Lit templates. */
import { html, nothing } from 'lit'
import type { CheckResult } from './internal/api.ts'

const dateOf = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
}

export function badgeTemplate(result: CheckResult, apiBase: string) {
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
    <p class="footer ${result.footer_hideable ? 'footer--hideable' : ''}" part="footer">
      Compliance data by <a href=${apiBase} target="_blank" rel="noopener">HempData</a>. Not legal advice.
    </p>
  </section>`
}

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
