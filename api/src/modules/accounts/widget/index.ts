/** GET /dashboard/widget: the snippet builder with a live preview (the badge script, under the page's CSP). */
import { and, eq, isNotNull } from 'drizzle-orm'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { detectState } from '../../../engines/geo/detect-state.ts'
import { apiKeys } from '../../../db/schema/index.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'
import { htmlPage, pageDoc, signedIn, WIDGET_CSP } from '../page.ts'
import { type WidgetOptions, WidgetPage } from './views.tsx'

/** The account's newest usable publishable key, opened from its sealed copy; null when it has none. */
async function publishableKeyOf(deps: AppDeps, box: () => SecretBox, accountId: string): Promise<string | null> {
  const keys = await deps.database.db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        eq(apiKeys.kind, 'publishable'),
        eq(apiKeys.status, 'active'),
        isNotNull(apiKeys.sealedKey),
      ),
    )
  const usable = keys
    .filter(k => !k.expiresAt || Date.parse(k.expiresAt) > Date.now())
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]
  return usable?.sealedKey ? box().open(usable.sealedKey, usable.id) : null
}

/**
 * The state the builder starts on: the account's first chosen state; else detection when this
 * visitor's own request can be placed (so the preview shows what their shoppers would see), and
 * Colorado when it cannot (a dashboard opened on localhost would otherwise preview a fallback).
 */
function startingState(deps: AppDeps, request: Request, chosen: string[] | null): string {
  if (chosen?.length) return chosen[0]
  const header = deps.env.geoRegionHeader
  const placed = detectState(deps.geo, deps.store.current, {
    regionHeader: header ? request.headers.get(header) : null,
    address: deps.clientIp.addressOfRequest(request),
  })
  return placed ? '' : 'CO'
}

export function widgetModule(deps: AppDeps, box: () => SecretBox) {
  return new Elysia({ name: 'hd-accounts-widget' }).get(
    '/dashboard/widget',
    ({ request }) =>
      signedIn(deps, request, async visitor => {
        const snapshot = deps.store.current
        const query = new URL(request.url).searchParams
        const pick = (name: string, allowed: string[], fallback: string) => {
          const value = query.get(name)
          return value !== null && allowed.includes(value) ? value : fallback
        }
        const text = (name: string) => (query.get(name) ?? '').trim().slice(0, 200)
        const options: WidgetOptions = {
          state: pick(
            'state',
            ['', ...snapshot.states.map(s => s.code)],
            startingState(deps, request, visitor.session.account.states),
          ),
          substance: pick(
            'substance',
            snapshot.substances.map(s => s.id),
            'cbd',
          ),
          productType: pick(
            'product_type',
            snapshot.productTypes.map(t => t.id),
            'edibles',
          ),
          title: text('title'),
          message: text('message'),
          confirm: text('confirm'),
          deny: text('deny'),
        }
        const view = WidgetPage({
          csrf: visitor.csrf,
          apiUrl: deps.env.publicUrl,
          publishableKey: await deps.views.read(visitor.session.account.id, 'publishable-key', () =>
            publishableKeyOf(deps, box, visitor.session.account.id),
          ),
          gate: deps.profile.widget.gate(visitor.session.account.tier)?.message ?? null,
          options,
          states: snapshot.states,
          substances: snapshot.substances,
          productTypes: snapshot.productTypes,
        })
        return htmlPage(deps, request, view, { csp: WIDGET_CSP })
      }),
    { detail: pageDoc('Widget snippet builder', 'session') },
  )
}
