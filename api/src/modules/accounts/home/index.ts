/**
 * The front door: `/` (what HempData does; sign up, sign in, docs, errors), `/errors` (the page every
 * error's doc_url points into) in the same frame as the rest of the site, and the favicon.
 */
import { readFileSync } from 'node:fs'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { secure } from '../../../http/security-headers.ts'
import { htmlPage, pageDoc } from '../page.ts'
import { ErrorsPage, HomePage } from './views.tsx'

export const FAVICON = '/favicon.svg'
const ICON = readFileSync(new URL('./favicon.svg', import.meta.url))

type Set = { headers: Record<string, string | number | undefined> }

export function homeModule(deps: Pick<AppDeps, 'security' | 'env' | 'profile'>) {
  const contact = deps.env.operatorContact
  // Nothing personal on these pages: a browser or a proxy may keep them for an hour.
  const shared = { headers: { 'cache-control': 'public, max-age=3600' } }
  const icon = (request: Request, set: Set) => {
    secure(deps.security, request, set.headers)
    set.headers['content-type'] = 'image/svg+xml'
    set.headers['cache-control'] = 'public, max-age=86400'
    return new Response(ICON, { headers: set.headers as Record<string, string> })
  }
  return (
    new Elysia({ name: 'hd-home' })
      .get('/', ({ request }) => htmlPage(deps, request, HomePage({ contact, variant: deps.profile.name }), shared), {
        detail: pageDoc('The home page', 'none'),
      })
      .get('/errors', ({ request }) => htmlPage(deps, request, ErrorsPage({ contact }), shared), {
        detail: pageDoc('The error reference every doc_url points into', 'none'),
      })
      .get(FAVICON, ({ request, set }) => icon(request, set), { detail: pageDoc('The site icon', 'none') })
      // Browsers ask for /favicon.ico before they read a page's icon link: the same icon at both.
      .get('/favicon.ico', ({ request, set }) => icon(request, set), {
        detail: pageDoc('The site icon, where browsers look first', 'none'),
      })
  )
}
