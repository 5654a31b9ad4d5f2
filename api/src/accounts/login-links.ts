/**
 * One-time links sent by e-mail: sign in, confirm a new address, or undo an address change. The
 * token is 256 random bits in the link; the table keeps its SHA-256. A link lives 15 minutes (an
 * undo link 7 days) and works once: it is spent by one conditional UPDATE, so two clicks racing each
 * other cannot both win. Opening the link (GET) spends nothing: mail scanners follow links, and
 * only the page's button (POST) spends it. A change of address, and its undo, spend every other
 * link of the account: none sent before can sign anyone in after.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { loginLinks } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'
import { hashKey } from '../lib/keys.ts'

export const LINK_MINUTES = 15
export const UNDO_DAYS = 7
export type LinkPurpose = 'sign_in' | 'change_email' | 'undo_email'

export interface SpentLink {
  id: string
  accountId: string
  email: string
  purpose: LinkPurpose
  /** A dashboard page to go to once signed in (a sensitive action's page), or null. */
  returnTo: string | null
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/
/** The dashboard pages a sign-in link may lead back to: a path, no host, no query. */
const RETURN_PATH = /^\/dashboard(\/[A-Za-z0-9_-]+){0,4}$/

export const isLinkToken = (token: string): boolean => TOKEN.test(token)
export const isReturnPath = (path: string): boolean => RETURN_PATH.test(path)

/** Makes a link for the account; returns its id and token (the token goes in the e-mail, nowhere else). */
export async function createLink(
  db: Db,
  input: { accountId: string; email: string; purpose: LinkPurpose; ip: string | null; returnTo?: string | null },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url')
  const id = prefixedId('lnk')
  const lifeMs = input.purpose === 'undo_email' ? UNDO_DAYS * 86_400_000 : LINK_MINUTES * 60_000
  await db.insert(loginLinks).values({
    id,
    hash: hashKey(token),
    email: input.email,
    purpose: input.purpose,
    accountId: input.accountId,
    returnTo: input.returnTo && isReturnPath(input.returnTo) ? input.returnTo : null,
    createdIp: input.ip,
    expiresAt: new Date(Date.now() + lifeMs).toISOString(),
  })
  return { id, token }
}

const live = () => and(isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, sql`now()`))

/** Whether a token names a link of `purposes` that is unused and unexpired (for the GET page; spends nothing). */
export async function linkIsLive(db: Db, token: string, purposes: LinkPurpose[]): Promise<boolean> {
  if (!isLinkToken(token)) return false
  const [row] = await db
    .select({ purpose: loginLinks.purpose })
    .from(loginLinks)
    .where(and(eq(loginLinks.hash, hashKey(token)), live()))
  return !!row && purposes.includes(row.purpose)
}

/** Spends a link of one of `purposes`: its account and purpose, or null when it is unknown, used, expired or for another page. */
export async function spendLink(db: Db, token: string, purposes: LinkPurpose[]): Promise<SpentLink | null> {
  if (!isLinkToken(token)) return null
  const [row] = await db
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginLinks.hash, hashKey(token)), inArray(loginLinks.purpose, purposes), live()))
    .returning({
      id: loginLinks.id,
      accountId: loginLinks.accountId,
      email: loginLinks.email,
      purpose: loginLinks.purpose,
      returnTo: loginLinks.returnTo,
    })
  return row ?? null
}

/** Spends every unused link of an account (sign-in, confirmation and undo alike). */
export async function spendAllLinks(db: Db, accountId: string): Promise<void> {
  await db
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginLinks.accountId, accountId), live()))
}

/**
 * Whether an undo link may still give `email` back to the account it left (other than `except`):
 * then no one else may take the address.
 */
export async function addressReserved(db: Db, email: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginLinks.id })
    .from(loginLinks)
    .where(
      and(
        eq(loginLinks.email, email),
        eq(loginLinks.purpose, 'undo_email'),
        except ? ne(loginLinks.accountId, except) : undefined,
        live(),
      ),
    )
    .limit(1)
  return !!row
}
