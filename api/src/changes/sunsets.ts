/**
 * Scheduled sunsets: a regulation whose expiry date has come gets one `regulation_expired` event,
 * written through the one write path (changelog row and outbox row in one transaction with the data
 * version bump and NOTIFY), so snapshots, the changelog and webhook subscribers all hear of it. The
 * record itself is left as it is: what replaces a lapsed rule is for an analyst to record.
 */
import { and, eq, isNotNull, lte, notExists, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { regulationFromRow } from '../db/rows.ts'
import { changelog, regulations } from '../db/schema/index.ts'
import { CHANGES_CHANNEL, recordsNotice, versionedTransaction } from '../db/versions.ts'
import type { ChangeEvent } from '../domain/types.ts'
import { changeEventFor } from './events.ts'
import { recordEvents } from './service.ts'

export const SUNSET_REASON = 'The regulation reached its sunset date'

/** Emits `regulation_expired` for every regulation whose expiry date is on or before `today` (YYYY-MM-DD) and has none yet. */
export async function expireRegulations(db: Db, today: string): Promise<ChangeEvent[]> {
  const now = new Date().toISOString()
  return versionedTransaction(
    db,
    {
      version: 'changes',
      channel: CHANGES_CHANNEL,
      changed: events => events.length > 0,
      details: events => recordsNotice([...new Set(events.map(event => event.regulationId))]),
    },
    async tx => {
      const due = await tx
        .select()
        .from(regulations)
        .where(
          and(
            isNotNull(regulations.expiryDate),
            lte(regulations.expiryDate, today),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(changelog)
                .where(
                  and(
                    eq(changelog.regulationId, regulations.id),
                    eq(changelog.eventType, 'regulation_expired'),
                    sql`${changelog.changedAt} >= ${regulations.expiryDate}::timestamptz`,
                  ),
                ),
            ),
          ),
        )
        .for('update')
      const events = due.map(row => {
        const regulation = regulationFromRow(row)
        const expiry = `${regulation.expiryDate}T00:00:00.000Z`
        const fields = [{ field: 'expiry_date', oldValue: null, newValue: regulation.expiryDate }]
        return changeEventFor(
          regulation,
          regulation,
          { eventType: 'regulation_expired', fields },
          SUNSET_REASON,
          expiry,
          now,
        )
      })
      await recordEvents(tx, events)
      return events
    },
  )
}
