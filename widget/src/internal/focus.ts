/** Focus inside the badge's age gate: where focus was before it opened, and Tab kept within it. */

/** The focused element, looking into shadow roots (the storefront may use web components too). */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/** Moves focus to the next (Shift+Tab: previous) of `selector`'s elements in `root`, wrapping around. */
export function cycleFocus(root: HTMLElement | DocumentFragment, selector: string, event: KeyboardEvent): void {
  const buttons = Array.from(root.querySelectorAll<HTMLElement>(selector))
  const index = buttons.indexOf(root instanceof ShadowRoot ? (root.activeElement as HTMLElement) : buttons[0])
  event.preventDefault()
  buttons[(index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus()
}
