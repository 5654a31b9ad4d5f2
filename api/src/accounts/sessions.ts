/**
 * Browser sessions of the dashboard. The cookie carries a random 256-bit token; the table keeps its
 * SHA-256 only, so a copy of the database signs no one in. A session lives 30 days after its last
 * use (sliding); the expiry is moved at most once an hour, so reading pages is not a write each.
 *
 * A session found is remembered for CACHE_MS, so a page costs no session query: the embedded
 * database answers one query at a time, and the pages' latency budget is for the page. Ending
 * sessions (sign-out, sign-out everywhere, an e-mail change or its undo, the account's deactivation),
 * or changing what a session shows of its account, NOTIFYs every HTTP thread and instance
 * (ACCOUNTS_CHANNEL), which forget that account's sessions at once; CACHE_MS bounds a missed notice.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { accounts, sessions } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'
import { hashKey } from '../lib/keys.ts'
import { ACCOUNTS_CHANNEL, announceAccountChange } from './account-views.ts'
import type { Account } from './key-cache.ts'

export const SESSION_DAYS = 30
export const SESSION_MS = SESSION_DAYS * 86_400_000
const SLIDE_AFTER_MS = 3_600_000
const CACHE_MS = 5000
const CACHE_MAX = 10_000
/**
 * Actions that could take the account over or leak a secret (change the e-mail address, make a
 * secret key, rotate a webhook secret, delete a subscription) need the address proved this
 * recently: a stolen session cookie alone cannot do them, since the fresh link goes to the owner.
 */
export const RECENT_SIGN_IN_MINUTES = 15

/** Whether the session's holder proved the account's address within RECENT_SIGN_IN_MINUTES. */
export const recentlyProved = (session: Pick<ActiveSession, 'provedAt'>, now = Date.now()): boolean =>
  now - session.provedAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000

export interface ActiveSession {
  id: string
  /** The token as the cookie carries it (in memory for this request only). */
  token: string
  account: Account
  expiresAt: Date
  /** When the holder last proved the account's address by an e-mailed link (accounts/step-up.ts). */
  provedAt: Date
  /** True when this request moved the expiry: the cookie is sent again with the new life. */
  renewed: boolean
}

/** Tokens are 43 base64url characters; anything else is refused before a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

interface Cached {
  session: ActiveSession
  until: number
}

/**
 * Ends every session of an account (but `except`, the one a link just made) in the caller's
 * transaction, with the notice that makes every thread and instance forget them on its commit.
 * Returns how many ended.
 */
export async function endSessions(db: Db, accountId: string, except?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id })
  await announceAccountChange(db, accountId)
  return ended.length
}

export class Sessions {
  /** By token hash. */
  private cache = new Map<string, Cached>()
  private unlisten: (() => Promise<void>) | null = null

  constructor(private readonly database: Database) {}

  /** Forgets the sessions of the account named by each notice (all of them for an empty one). */
  async listen(): Promise<void> {
    this.unlisten = await this.database.listen(
      ACCOUNTS_CHANNEL,
      accountId => this.forgetAccount(accountId),
      () => this.cache.clear(),
    )
  }

  async close(): Promise<void> {
    await this.unlisten?.()
  }

  /** Forgets this thread's copies of an account's sessions (every account's for ''); other threads hear the notice. */
  forgetAccount(accountId: string): void {
    if (!accountId) {
      this.cache.clear()
      return
    }
    for (const [hash, cached] of this.cache) if (cached.session.account.id === accountId) this.cache.delete(hash)
  }

  /** Tells every thread and instance that this account's sessions, or what they show of it, changed. */
  async changed(accountId: string): Promise<void> {
    this.forgetAccount(accountId)
    await announceAccountChange(this.database.db, accountId)
  }

  /** A new session, proved now (it is made only by spending an e-mailed link); `db`: the link's transaction. */
  async create(
    accountId: string,
    ip: string | null,
    userAgent: string | null,
    db: Db = this.database.db,
  ): Promise<{ id: string; token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Date.now() + SESSION_MS)
    const id = prefixedId('ses')
    await db.insert(sessions).values({
      id,
      hash: hashKey(token),
      accountId,
      expiresAt: expiresAt.toISOString(),
      createdIp: ip,
      createdUserAgent: userAgent?.slice(0, 300) ?? null,
    })
    return { id, token, expiresAt }
  }

  /** The live session of a token, with its account (which must be active); null otherwise. */
  async find(token: string): Promise<ActiveSession | null> {
    if (!TOKEN.test(token)) return null
    const hash = hashKey(token)
    const cached = this.cache.get(hash)
    if (cached && cached.until > Date.now() && cached.session.expiresAt.getTime() > Date.now())
      return { ...cached.session, renewed: false }
    const [row] = await this.database.db
      .select()
      .from(sessions)
      .innerJoin(accounts, eq(sessions.accountId, accounts.id))
      .where(and(eq(sessions.hash, hash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
    if (row?.accounts.status !== 'active') return null
    const session = row.sessions
    let expiresAt = new Date(session.expiresAt)
    const renewed = Date.now() - Date.parse(session.lastSeenAt) > SLIDE_AFTER_MS
    if (renewed) {
      expiresAt = new Date(Date.now() + SESSION_MS)
      await this.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt: expiresAt.toISOString() })
        .where(eq(sessions.id, session.id))
    }
    const provedAt = new Date(session.provedAt)
    const found = { id: session.id, token, account: row.accounts, expiresAt, provedAt, renewed }
    if (this.cache.size >= CACHE_MAX) this.cache.clear()
    this.cache.set(hash, { session: found, until: Date.now() + CACHE_MS })
    return found
  }

  /** Ends one session (sign-out) in the caller's transaction; every thread forgets it on the notice. */
  async end(db: Db, sessionId: string, accountId: string): Promise<void> {
    this.forgetAccount(accountId)
    await db.delete(sessions).where(eq(sessions.id, sessionId))
    await announceAccountChange(db, accountId)
  }

  /** Signs the account out on every device, in the caller's transaction; returns how many sessions ended. */
  endAll(db: Db, accountId: string): Promise<number> {
    this.forgetAccount(accountId)
    return endSessions(db, accountId)
  }

  /** How many sessions of an account are still live (the account page says on how many devices). */
  count(accountId: string): Promise<number> {
    return this.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, sql`now()`)))
      .then(rows => rows[0]?.n ?? 0)
  }
}
