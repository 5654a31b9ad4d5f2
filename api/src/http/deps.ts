/** Everything the HTTP layer needs, built once at start (or per test). */
import type { AccountViews } from '../accounts/account-views.ts'
import type { AccountService } from '../accounts/service.ts'
import type { Sessions } from '../accounts/sessions.ts'
import type { UsageCounter } from '../accounts/usage-counter.ts'
import type { PlaygroundSettings } from '../accounts/playground-settings.ts'
import type { Database } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { IpDatabase } from '../engines/geo/ip-database.ts'
import type { ResponseCache } from './response-cache.ts'
import type { SecurityHeaders } from './security-headers.ts'
import type { ClientIpResolver } from '../lib/client-ip.ts'
import type { MonthlyAllowance } from '../limits/monthly-allowance.ts'
import type { RateLimits } from '../limits/rate-limits.ts'
import type { SnapshotStore } from '../snapshot/store.ts'
import type { VariantProfile } from '../variants/profile.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import type { OutboundPolicy } from '../webhooks/address-policy.ts'
import type { ReceiptService } from '../receipts/index.ts'

export interface AppDeps {
  env: Env
  database: Database
  store: SnapshotStore
  accounts: AccountService
  /** The dashboard's browser sessions. */
  sessions: Sessions
  /** What the dashboard's pages show of each account, remembered briefly (accounts/account-views.ts). */
  views: AccountViews
  /** Requests per key per day, counted in memory and written in batches. */
  usage: UsageCounter
  limits: RateLimits
  /** The playground demo key's settings (http/playground.ts, /ops/playground). */
  playground: PlaygroundSettings
  /** Monthly allowances of product checks and state lookups (the column variant's free tier). */
  allowance: MonthlyAllowance
  profile: VariantProfile
  clientIp: ClientIpResolver
  responses: ResponseCache
  /** The security headers of every response (HSTS when served over HTTPS). */
  security: SecurityHeaders
  /** The time forecasts are computed at; injectable so tests are deterministic. Defaults to the system clock. */
  clock?: () => Date
  geo: IpDatabase
  /** Seals and opens webhook signing secrets; made on first use (it may generate the embedded key file). */
  secretBox: () => SecretBox
  /** Signs and stores verification receipts, and reads them back (receipts/). */
  receipts: ReceiptService
  /** Where webhook test events may go (public addresses, plus HD_WEBHOOK_ALLOW_NETWORKS). */
  outbound: OutboundPolicy
  /** Test events' timeout and clock (tests shorten and move them). */
  webhooks?: { timeoutMs?: number; now?: () => Date }
}
