/**
 * Browser sessions of the dashboard. The cookie carries a random 256-bit token; the table keeps its
 * SHA-256 only, so a copy of the database signs no one in. A session lives 30 days after its last
 * use (sliding); the expiry is moved at most once an hour, so reading pages is not a write each.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accounts, sessions } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'
import { hashKey } from '../lib/keys.ts'
import type { Account } from './key-cache.ts'

export const SESSION_DAYS = 30
export const SESSION_MS = SESSION_DAYS * 86_400_000
const SLIDE_AFTER_MS = 3_600_000

export interface ActiveSession {
  id: string
  /** The token as the cookie carries it (in memory for this request only). */
  token: string
  account: Account
  expiresAt: Date
  /** True when this request moved the expiry: the cookie is sent again with the new life. */
  renewed: boolean
}

/** Tokens are 43 base64url characters; anything else is refused before a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export class Sessions {
  constructor(private readonly database: Database) {}

  async create(
    accountId: string,
    ip: string | null,
    userAgent: string | null,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Date.now() + SESSION_MS)
    await this.database.db.insert(sessions).values({
      id: prefixedId('ses'),
      hash: hashKey(token),
      accountId,
      expiresAt: expiresAt.toISOString(),
      createdIp: ip,
      createdUserAgent: userAgent?.slice(0, 300) ?? null,
    })
    return { token, expiresAt }
  }

  /** The live session of a token, with its account (which must be active); null otherwise. */
  async find(token: string): Promise<ActiveSession | null> {
    if (!TOKEN.test(token)) return null
    const [row] = await this.database.db
      .select()
      .from(sessions)
      .innerJoin(accounts, eq(sessions.accountId, accounts.id))
      .where(and(eq(sessions.hash, hashKey(token)), gt(sessions.expiresAt, sql`now()`)))
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
    return { id: session.id, token, account: row.accounts, expiresAt, renewed }
  }

  async end(token: string): Promise<void> {
    if (TOKEN.test(token)) await this.database.db.delete(sessions).where(eq(sessions.hash, hashKey(token)))
  }

  /** Signs the account out on every device; returns how many sessions ended. */
  async endAll(accountId: string): Promise<number> {
    const ended = await this.database.db
      .delete(sessions)
      .where(eq(sessions.accountId, accountId))
      .returning({ id: sessions.id })
    return ended.length
  }

  /** Sessions of an account that are still live, newest first (the account page lists them). */
  count(accountId: string): Promise<number> {
    return this.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, sql`now()`)))
      .then(rows => rows[0]?.n ?? 0)
  }
}
