/**
 * Reading an account's audit log: newest first, a page at a time through all of it (a cursor, so
 * entries written meanwhile never push older ones out of reach), filtered by action and by actor,
 * and the whole filtered log as CSV. Nothing here or anywhere deletes an entry.
 */
import { stringify } from 'csv-stringify/sync'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { auditEvents } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { AUDIT_ACTIONS, type AuditAction } from './audit.ts'

export type AuditEvent = typeof auditEvents.$inferSelect

export const AUDIT_PAGE_SIZE = 50
/** Rows read at a time while writing the CSV export. */
const EXPORT_BATCH = 1000

export interface AuditFilter {
  action: AuditAction | null
  /** A prefix of the actor as stored (`key:`, `session:ses_…`, `operator:`); null for anyone. */
  actor: string | null
}

export interface AuditCursor {
  at: string
  id: string
}

const CURSOR = /^[A-Za-z0-9_-]{1,200}$/
const ACTOR = /^[a-z]+(:[A-Za-z0-9_.@…-]{0,80})?$/

/** The filter a page's query string asks for; 400 VALIDATION_ERROR naming the parameter when it is not one. */
export function auditFilterOf(query: URLSearchParams): AuditFilter {
  const action = query.get('action') || null
  if (action !== null && !AUDIT_ACTIONS.includes(action as AuditAction))
    throw new ApiError('VALIDATION_ERROR', `query.action: expected one of ${AUDIT_ACTIONS.join(', ')}`)
  const actor = query.get('actor')?.trim() || null
  if (actor !== null && !ACTOR.test(actor))
    throw new ApiError('VALIDATION_ERROR', 'query.actor: expected an actor such as key:, session:ses_… or operator:')
  return { action: action as AuditAction | null, actor }
}

export const encodeCursor = (cursor: AuditCursor): string =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url')

/** The cursor of `?after=`; 400 VALIDATION_ERROR when it is not one this page gave. */
export function decodeCursor(raw: string | null): AuditCursor | null {
  if (!raw) return null
  const [at, id] = CURSOR.test(raw) ? Buffer.from(raw, 'base64url').toString().split('|') : []
  if (!at || !id || !/^aud_[a-z2-7]{24}$/.test(id) || Number.isNaN(Date.parse(at)))
    throw new ApiError('VALIDATION_ERROR', 'query.after: not a page of this log; start from the first page')
  return { at, id }
}

function where(accountId: string, filter: AuditFilter, after: AuditCursor | null): SQL | undefined {
  const e = auditEvents
  return and(
    eq(e.accountId, accountId),
    filter.action ? eq(e.action, filter.action) : undefined,
    filter.actor ? sql`left(${e.actor}, ${filter.actor.length}) = ${filter.actor}` : undefined,
    after ? sql`(${e.at}, ${e.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
  )
}

function read(db: Db, accountId: string, filter: AuditFilter, after: AuditCursor | null, limit: number) {
  return db
    .select()
    .from(auditEvents)
    .where(where(accountId, filter, after))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
}

/** One page, newest first, after `after` (the first page without it), and the cursor of the next page (null: the last). */
export async function auditPage(
  db: Db,
  accountId: string,
  filter: AuditFilter,
  after: AuditCursor | null,
  size = AUDIT_PAGE_SIZE,
): Promise<{ events: AuditEvent[]; next: string | null }> {
  const rows = await read(db, accountId, filter, after, size + 1)
  const events = rows.slice(0, size)
  const last = events.at(-1)
  return { events, next: rows.length > size && last ? encodeCursor({ at: last.at, id: last.id }) : null }
}

const COLUMNS = ['at', 'actor', 'action', 'target', 'ip', 'before', 'after']

/**
 * The whole filtered log as CSV, newest first, read a batch at a time. Cells that a spreadsheet
 * would run as a formula (=, +, -, @ first) are quoted as text.
 */
export async function auditCsv(db: Db, accountId: string, filter: AuditFilter): Promise<string> {
  const lines: unknown[][] = []
  let after: AuditCursor | null = null
  for (;;) {
    const rows: AuditEvent[] = await read(db, accountId, filter, after, EXPORT_BATCH)
    for (const e of rows)
      lines.push([
        new Date(e.at).toISOString(),
        e.actor,
        e.action,
        e.target ?? '',
        e.ip ?? '',
        e.before ? JSON.stringify(e.before) : '',
        e.after ? JSON.stringify(e.after) : '',
      ])
    if (rows.length < EXPORT_BATCH) break
    const last = rows[rows.length - 1]
    after = { at: last.at, id: last.id }
  }
  return stringify(lines, { header: true, columns: COLUMNS, escape_formulas: true })
}
