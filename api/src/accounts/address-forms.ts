/**
 * What a visitor's /signup or /login form asks for is done by a background job (ADDRESS_FORM_JOB):
 * the form only enqueues it, so the page and its timing are the same whether or not the address has
 * an account (no enumeration), and nothing asked for is lost if the process stops, since the job is
 * in Postgres before the form is answered.
 *
 * Each run is one transaction, all or nothing: a new account with its test keys (a secret and a
 * publishable key on the variant's lowest tier, sealed to be shown once), its audit entries, a
 * sign-in link and the welcome e-mail. An address with an account gets a sign-in link instead
 * (audited); an unknown address on /login gets nothing, and so does an address an account left
 * less than a week ago (its undo link may give it back: accounts/email-change.ts). Two sign-ups of
 * one address at once make one account: the second transaction fails on the address's uniqueness,
 * and its retry sends a sign-in link.
 */
import type { Database, Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { JobHandler } from '../jobs/handler.ts'
import { enqueue } from '../jobs/queue.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import type { VariantProfile } from '../variants/profile.ts'
import { type AuditBy, recordAudit } from './audit.ts'
import type { Account } from './key-cache.ts'
import { linkMail, type LinkMailKind } from './link-mail.ts'
import { addressReserved, createLink } from './login-links.ts'
import type { AccountService } from './service.ts'

export const ADDRESS_FORM_JOB = 'accounts.address_form'
/** The five states a new starter account begins with, until the owner chooses (overview page). */
export const DEFAULT_STATES = ['CA', 'CO', 'FL', 'NY', 'TX']

export interface AddressForm {
  form: 'signup' | 'login'
  /** Normalized (lower-case, checked) by the form. */
  email: string
  company: string
  ip: string
}

export interface AddressFormParts {
  database: Database
  accounts: AccountService
  profile: VariantProfile
  box: () => SecretBox
  env: Pick<Env, 'publicUrl' | 'mailFrom'>
}

/** Enqueues what a form asked for (in the caller's transaction when `db` is one). */
export async function queueAddressForm(db: Db, form: AddressForm): Promise<void> {
  await enqueue(db, { kind: ADDRESS_FORM_JOB, payload: form })
}

export function addressFormHandler(parts: AddressFormParts): JobHandler<AddressForm> {
  return {
    timeoutMs: 30_000,
    // A person waits for the e-mail: a failed run (say, the sign-up that lost a race) is soon tried again.
    retryDelayMs: attempt => Math.min(60_000, 1000 * 4 ** (attempt - 1)),
    run: form => answerAddressForm(parts, form),
  }
}

/** Does what the form asked for, in one transaction. */
export function answerAddressForm(parts: AddressFormParts, form: AddressForm): Promise<void> {
  return parts.database.db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    const existing = await parts.accounts.findAccountByEmail(form.email, tx)
    if (existing) {
      if (existing.status === 'active') await sendLink(parts, tx, existing, form, 'sign_in')
      return
    }
    if (form.form === 'login' || (await addressReserved(tx, form.email))) return
    const account = await createWithTestKeys(parts, tx, form)
    await sendLink(parts, tx, account, form, 'welcome')
  })
}

/** A visitor's form, from its client address: the actor of what the job does for it. */
const visitor = (form: AddressForm): AuditBy => ({ actor: { kind: 'visitor' }, ip: form.ip })

async function createWithTestKeys(parts: AddressFormParts, tx: Db, form: AddressForm): Promise<Account> {
  const tier = parts.profile.defaultTier
  const states = parts.profile.stateAllowance(tier) === null ? null : DEFAULT_STATES
  const name = form.company || form.email
  const account = await parts.accounts.createAccount(
    { name, company: form.company || null, email: form.email, tier, states },
    undefined,
    tx,
  )
  await recordAudit(tx, visitor(form), {
    accountId: account.id,
    action: 'account.created',
    target: account.id,
    after: { email: account.email, company: account.company, tier: account.tier },
  })
  for (const kind of ['secret', 'publishable'] as const) {
    const { key } = await parts.accounts.createKey(
      account.id,
      {
        kind,
        env: 'test',
        label: kind === 'secret' ? 'Test secret key' : 'Test publishable key',
        createdBy: 'signup',
        seal: (secret, keyId) => parts.box().seal(secret, keyId),
      },
      undefined,
      tx,
    )
    await recordAudit(tx, visitor(form), {
      accountId: account.id,
      action: 'key.created',
      target: key.id,
      after: { kind: key.kind, env: key.env, label: key.label, prefix: key.displayPrefix },
    })
  }
  return account
}

async function sendLink(parts: AddressFormParts, tx: Db, account: Account, form: AddressForm, kind: LinkMailKind) {
  const link = await createLink(tx, { accountId: account.id, email: account.email, purpose: 'sign_in', ip: form.ip })
  await linkMail(tx, parts.box(), parts.env, account.email, link.token, kind)
  if (kind === 'sign_in')
    await recordAudit(tx, visitor(form), { accountId: account.id, action: 'session.link_sent', target: link.id })
}
