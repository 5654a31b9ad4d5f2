/**
 * The script-tag loader: every `<script data-api-key=…>` on the page mounts one badge into its
 * container (`data-container`, default `hempdata-widget`). A tag is mounted once, so a page that
 * loads the script twice, or two tags for two products, all work.
 */

/** data-* attributes of the contract → the badge's attributes. */
const ATTRIBUTES: Record<string, string> = {
  apiKey: 'api-key',
  substance: 'substance',
  productType: 'product-type',
  state: 'state',
  autoDetectState: 'auto-detect-state',
  ageGateTitle: 'age-gate-title',
  ageGateMessage: 'age-gate-message',
  ageGateConfirm: 'age-gate-confirm',
  ageGateDeny: 'age-gate-deny',
  ageGateDeniedUrl: 'age-gate-denied-url',
  // Who reads the badge (shopper by default, or merchant) and the shopper's texts in the merchant's words.
  detail: 'detail',
  textGreen: 'text-green',
  textYellow: 'text-yellow',
  textRed: 'text-red',
  textAge: 'text-age',
  textFallback: 'text-fallback',
  // HempData's own addition: the API address when the script is served from elsewhere (a CDN copy).
  apiUrl: 'api-url',
}

export const DEFAULT_CONTAINER = 'hempdata-widget'
const MOUNTED = 'data-hd-mounted'

/** Mounts the badge of one script tag; returns it, or null when its container is missing. */
export function mountScript(script: HTMLScriptElement, doc: Document = document): HTMLElement | null {
  const container = doc.getElementById(script.dataset.container || DEFAULT_CONTAINER)
  if (!container) {
    console.warn(`HempData: no element with id "${script.dataset.container || DEFAULT_CONTAINER}" for the badge.`)
    return null
  }
  script.setAttribute(MOUNTED, '')
  const existing = container.querySelector<HTMLElement>('hempdata-badge')
  if (existing) return existing
  const badge = doc.createElement('hempdata-badge') as HTMLElement & { eventTarget: EventTarget }
  for (const [key, attribute] of Object.entries(ATTRIBUTES)) {
    const value = script.dataset[key]
    if (value !== undefined) badge.setAttribute(attribute, value)
  }
  // The API is the host that serves the script.
  if (script.src) badge.setAttribute('api-base', new URL(script.src, doc.baseURI).origin)
  badge.eventTarget = container
  container.append(badge)
  return badge
}

export function mountAll(doc: Document = document): HTMLElement[] {
  const scripts = doc.querySelectorAll<HTMLScriptElement>(`script[data-api-key]:not([${MOUNTED}])`)
  return Array.from(scripts)
    .map(script => mountScript(script, doc))
    .filter((badge): badge is HTMLElement => badge !== null)
}

/** Mounts now, or once the document is parsed when the containers may come after the script. */
export function mountWhenReady(doc: Document = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => mountAll(doc), { once: true })
  else mountAll(doc)
}
