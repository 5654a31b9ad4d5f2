/**
 * The badge's only styling surface is --hd-* custom properties and parts (listed in widget/README.md).
 * The shadow root keeps the storefront's rules out, but inherited properties cross it: a theme's
 * `body { text-transform: uppercase; letter-spacing: 4px; line-height: 3 }` or `html { font-size:
 * 22px }` would reach our text. So the host resets everything inherited (`all: initial`), the boxes
 * inside reset again what a rule on the host element itself could set, sizes are px and em (never the
 * page's rem), and only the font family follows the page unless --hd-font-family says otherwise.
 */
import { css } from 'lit'

export const badgeStyles = css`
  :host {
    all: initial;
    display: block;
    font-family: var(--hd-font-family, inherit);
    font-size: var(--hd-font-size, 14px);
    max-width: var(--hd-max-width, 28em);
  }
  .badge, .notice, .modal {
    font-family: var(--hd-font-family, inherit); font-size: var(--hd-font-size, 14px); font-style: normal;
    font-weight: 400; font-variant: normal; line-height: 1.4; letter-spacing: normal; word-spacing: normal;
    text-transform: none; text-align: start; text-indent: 0; text-shadow: none; white-space: normal;
    direction: ltr; visibility: visible; cursor: auto;
  }
  .badge, .notice {
    box-sizing: border-box;
    padding: var(--hd-padding, 0.75em 1em);
    border: var(--hd-border-width, 1px) solid var(--hd-border-color);
    border-radius: var(--hd-radius, 0.5em);
    background: var(--hd-background);
    color: var(--hd-color);
    display: flex;
    flex-direction: column;
    gap: var(--hd-gap, 0.35em);
  }
  .hd-badge--green { --hd-background: var(--hd-green-bg, #e8f6ec); --hd-color: var(--hd-green-fg, #14532d); --hd-border-color: var(--hd-green-border, #22a052); }
  .hd-badge--yellow { --hd-background: var(--hd-yellow-bg, #fff8e1); --hd-color: var(--hd-yellow-fg, #713f12); --hd-border-color: var(--hd-yellow-border, #d49b06); }
  .hd-badge--red { --hd-background: var(--hd-red-bg, #fdecec); --hd-color: var(--hd-red-fg, #7f1d1d); --hd-border-color: var(--hd-red-border, #d33a3a); }
  .notice { --hd-background: var(--hd-notice-bg, #f4f4f5); --hd-color: var(--hd-notice-fg, #27272a); --hd-border-color: var(--hd-notice-border, #a1a1aa); }
  .error { --hd-background: var(--hd-error-bg, #f4f4f5); --hd-color: var(--hd-error-fg, #3f3f46); }
  p, ul { margin: 0; }
  .headline { font-weight: var(--hd-headline-weight, 700); font-size: var(--hd-headline-size, 1.05em); }
  .summary { color: var(--hd-summary-color, inherit); }
  .restrictions { display: var(--hd-restrictions-show, block); padding-left: 1.2em; color: var(--hd-restrictions-color, inherit); font-size: var(--hd-restrictions-size, 0.93em); }
  .restrictions li { list-style: var(--hd-restrictions-marker, disc); }
  .confidence { display: var(--hd-confidence-show, block); }
  .verified { display: var(--hd-verified-show, block); }
  .age { font-weight: 600; }
  .confidence, .verified, .detail { font-size: 0.85em; color: var(--hd-meta-color, inherit); opacity: 0.85; }
  .footer { display: block; font-size: 0.8em; color: var(--hd-footer-color, inherit); opacity: 0.8; }
  .footer--hideable { display: var(--hd-footer-show, block); }
  .footer a { color: inherit; }
  .backdrop {
    position: fixed; inset: 0; z-index: var(--hd-modal-z-index, 2147483000);
    display: flex; align-items: center; justify-content: center;
    background: var(--hd-modal-backdrop, rgba(0, 0, 0, 0.55));
  }
  .modal {
    box-sizing: border-box; max-width: min(26em, calc(100vw - 32px)); padding: var(--hd-modal-padding, 1.5em);
    border-radius: var(--hd-modal-radius, 0.75em); background: var(--hd-modal-bg, #fff); color: var(--hd-modal-fg, #18181b);
    box-shadow: 0 10px 40px rgba(0, 0, 0, 0.3);
  }
  .modal h2 { margin: 0 0 0.5em; font-size: 1.2em; font-weight: 700; line-height: 1.3; }
  .modal p { margin: 0 0 1em; }
  .actions { display: flex; gap: 0.75em; flex-wrap: wrap; }
  button {
    font: inherit; letter-spacing: inherit; text-transform: none; cursor: pointer; margin: 0; padding: 0.5em 1em;
    min-height: 0; width: auto; box-shadow: none; border-radius: var(--hd-button-radius, 0.375em);
    border: 1px solid transparent;
  }
  .confirm { background: var(--hd-button-bg, #166534); color: var(--hd-button-fg, #fff); }
  .deny { background: var(--hd-button-secondary-bg, #fff); color: var(--hd-button-secondary-fg, #18181b); border-color: currentColor; }
  button:focus-visible { outline: 3px solid var(--hd-focus-color, #2563eb); outline-offset: 2px; }
`
