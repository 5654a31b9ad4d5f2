/** What billing's event handlers and their effects work with: the database, Stripe, accounts and mail. */
import type Stripe from 'stripe'
import type { AccountService } from '../accounts/service.ts'
import type { Database } from '../db/client.ts'
import type { Variant } from '../env.ts'
import type { SecretBox } from '../lib/secret-box.ts'

export interface BillingEvents {
  database: Database
  stripe: Stripe
  accounts: AccountService
  variant: Variant
  box: () => SecretBox
  mail: { from: string; publicUrl: string }
  now?: () => Date
}
