/**
 * The script-tag entry (the only module with side effects): registers <hempdata-badge> once and
 * mounts a badge for every `<script data-api-key>` on the page. See widget/README.md.
 */
import { HempDataBadge } from './hempdata-badge.ts'
import { mountAll, mountWhenReady } from './internal/loader.ts'

performance.mark('hempdata:script-start')

// Guarded: a page that loads the script twice must not throw on a second define().
if (!customElements.get('hempdata-badge')) customElements.define('hempdata-badge', HempDataBadge)

mountWhenReady()

export { HempDataBadge, mountAll }
