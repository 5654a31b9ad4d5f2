/**
 * The side of HempData for people in a browser: the front door and the error reference, sign-up and sign-in by e-mail link, and
 * the dashboard (overview, keys, widget builder, webhooks, verifications, account and its e-mail, audit). Pages
 * are rendered on the server with hono/jsx (escaped by default); every form works without client
 * JavaScript (POST, then 303). Sensitive forms ask for a recent sign-in (step-up.tsx).
 */
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { secure } from '../../http/security-headers.ts'
import { STYLESHEET } from './layout.tsx'
import { homeModule } from './home/index.ts'
import { keysModule } from './keys/index.ts'
import { overviewModule } from './overview/index.ts'
import { pageDoc } from './page.ts'
import { emailModule } from './email/index.ts'
import { settingsModule } from './settings/index.ts'
import { billingPageModule } from './billing/index.ts'
import { signInModule } from './sign-in/index.ts'
import { webhooksPageModule } from './webhooks/index.ts'
import { verificationsPageModule } from './verifications/index.ts'
import { widgetModule } from './widget/index.ts'

const CSS = readFileSync(new URL('./dashboard.css', import.meta.url))
const CSS_ETAG = `"${createHash('sha256').update(CSS).digest('base64url').slice(0, 27)}"`

export function accountsModule(deps: AppDeps) {
  // Opened on first use: the embedded default keeps its key in the data folder (lib/secret-key-file.ts).
  const boxOf = deps.secretBox
  return new Elysia({ name: 'hd-accounts' })
    .get(
      STYLESHEET,
      ({ request, set }) => {
        secure(deps.security, request, set.headers)
        set.headers['cache-control'] = 'public, max-age=300'
        set.headers.etag = CSS_ETAG
        if (request.headers.get('if-none-match') === CSS_ETAG) {
          set.status = 304
          return ''
        }
        set.headers['content-type'] = 'text/css; charset=utf-8'
        return new Response(CSS, { headers: set.headers as Record<string, string> })
      },
      { detail: pageDoc('The account pages’ stylesheet', 'none') },
    )
    .use(homeModule(deps))
    .use(signInModule(deps))
    .use(overviewModule(deps, boxOf))
    .use(keysModule(deps, boxOf))
    .use(widgetModule(deps, boxOf))
    .use(webhooksPageModule(deps))
    .use(verificationsPageModule(deps))
    .use(settingsModule(deps))
    .use(billingPageModule(deps))
    .use(emailModule(deps))
}
