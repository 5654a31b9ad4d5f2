/** What the overview shows: plan, limits, chosen states, requests per day, this month's checks, and the sign-up key to show once. */
import { mayUseLive } from '../keys/service.ts'
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { AppDeps } from '../../../http/deps.ts'
import type { Account } from '../../../accounts/key-cache.ts'
import { audited, type AuditBy } from '../../../accounts/audit.ts'
import { utcDay } from '../../../accounts/usage-counter.ts'
import { apiKeys, monthlyUsage, usageDaily } from '../../../db/schema/index.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'

export const CHART_DAYS = 30

interface Figures {
  days: DayCount[]
  checksThisMonth: number
}

export interface DayCount {
  day: string
  count: number
}

export interface Overview {
  tier: string
  ratePerMinute: number
  stateAllowance: number | null
  monthlyAllowance: number | null
  checksThisMonth: number
  days: DayCount[]
  /** Whether a secret key made at sign-up waits to be shown once (by a POST: `revealSignUpKey`). */
  unshown: boolean
  /** Whether the plan makes live keys (every tier above the lowest). */
  liveKeys: boolean
}

type OverviewDeps = Pick<AppDeps, 'database' | 'profile' | 'usage' | 'accounts' | 'views'>

/** The last CHART_DAYS UTC days, oldest first, each with its requests (0 when none). */
export async function requestsPerDay(deps: OverviewDeps, accountId: string, now = new Date()): Promise<DayCount[]> {
  // This thread's counts since its last flush are written first, so a request just made shows.
  await deps.usage.flush().catch(() => {})
  const days = Array.from({ length: CHART_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (CHART_DAYS - 1 - i) * 86_400_000)),
  )
  const rows = await deps.database.db
    .select({ day: usageDaily.day, count: sql<number>`sum(${usageDaily.count})::int` })
    .from(usageDaily)
    .innerJoin(apiKeys, eq(usageDaily.keyId, apiKeys.id))
    .where(and(eq(apiKeys.accountId, accountId), gte(usageDaily.day, days[0])))
    .groupBy(usageDaily.day)
  const byDay = new Map(rows.map(row => [row.day, row.count]))
  return days.map(day => ({ day, count: byDay.get(day) ?? 0 }))
}

/** The chart and the month's checks; remembered briefly (counts are written every 10 s anyway). */
function figuresOf(deps: OverviewDeps, accountId: string): Promise<Figures> {
  // Counts this thread has not written yet may be this account's: then the figures are read afresh.
  return deps.views.read(
    accountId,
    'figures',
    async () => {
      const month = new Date().toISOString().slice(0, 7)
      const [checks] = await deps.database.db
        .select({ checks: monthlyUsage.checks })
        .from(monthlyUsage)
        .where(and(eq(monthlyUsage.accountId, accountId), eq(monthlyUsage.month, month)))
      return { days: await requestsPerDay(deps, accountId), checksThisMonth: checks?.checks ?? 0 }
    },
    { fresh: deps.usage.pending > 0 },
  )
}

export async function overviewOf(deps: OverviewDeps, account: Account): Promise<Overview> {
  return {
    tier: account.tier,
    ratePerMinute: account.rateLimitPerMinute ?? deps.profile.rateLimitPerMinute(account.tier),
    stateAllowance: deps.profile.stateAllowance(account.tier),
    monthlyAllowance: deps.profile.monthlyAllowance(account.tier),
    ...(await figuresOf(deps, account.id)),
    unshown: (await unshownKey(deps, account.id))?.sealedKey != null,
    liveKeys: mayUseLive(deps, account),
  }
}

/** The sign-up's secret key while it has not been shown: remembered with the account's views, so a busy overview costs no query. */
function unshownKey(deps: OverviewDeps, accountId: string) {
  return deps.views.read(accountId, 'sealed-secret-key', async () => {
    const [row] = await deps.database.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.kind, 'secret'), isNotNull(apiKeys.sealedKey)))
      .limit(1)
    return row ?? null
  })
}

/**
 * Shows the sign-up's secret key once, for a same-site POST (a cross-site link to /dashboard spends
 * nothing): its sealed copy is dropped in the transaction that audits the showing, so exactly one
 * request (tab, thread or instance) shows it. Null when there is none left to show.
 */
export async function revealSignUpKey(deps: OverviewDeps, box: () => SecretBox, account: Account, by: AuditBy) {
  const key = await unshownKey(deps, account.id)
  if (!key?.sealedKey) return null
  const sealed = key.sealedKey
  const shown = await audited(
    deps.database.db,
    by,
    tx => deps.accounts.dropSealedKey(key.id, tx),
    dropped => (dropped ? { accountId: account.id, action: 'key.shown', target: key.id } : null),
  )
  await deps.views.changed(account.id)
  return shown ? { id: key.id, label: key.label, secret: box().open(sealed, key.id) } : null
}
