/**
 * One-time links sent by e-mail: sign in, or confirm a new address. The token is 256 random bits
 * in the link; the table keeps its SHA-256. A link lives 15 minutes and works once: it is spent by
 * one conditional UPDATE, so two clicks racing each other cannot both win. Opening the link (GET)
 * spends nothing: mail scanners follow links, and only the page's button (POST) spends it.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { loginLinks } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'
import { hashKey } from '../lib/keys.ts'

export const LINK_MINUTES = 15
export type LinkPurpose = 'sign_in' | 'change_email'

export interface SpentLink {
  accountId: string
  email: string
  purpose: LinkPurpose
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const isLinkToken = (token: string): boolean => TOKEN.test(token)

/** Makes a link for the account; returns the token (it goes in the e-mail, nowhere else). */
export async function createLink(
  db: Db,
  input: { accountId: string; email: string; purpose: LinkPurpose; ip: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(loginLinks).values({
    id: prefixedId('lnk'),
    hash: hashKey(token),
    email: input.email,
    purpose: input.purpose,
    accountId: input.accountId,
    createdIp: input.ip,
    expiresAt: new Date(Date.now() + LINK_MINUTES * 60_000).toISOString(),
  })
  return token
}

/** Whether a token names a link that is unused and unexpired (for the GET page; spends nothing). */
export async function linkIsLive(db: Db, token: string): Promise<boolean> {
  if (!isLinkToken(token)) return false
  const [row] = await db
    .select({ id: loginLinks.id })
    .from(loginLinks)
    .where(and(eq(loginLinks.hash, hashKey(token)), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, sql`now()`)))
  return !!row
}

/** Spends a link: its account and purpose, or null when it is unknown, used or expired. */
export async function spendLink(db: Db, token: string): Promise<SpentLink | null> {
  if (!isLinkToken(token)) return null
  const [row] = await db
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginLinks.hash, hashKey(token)), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, sql`now()`)))
    .returning({ accountId: loginLinks.accountId, email: loginLinks.email, purpose: loginLinks.purpose })
  return row ?? null
}
