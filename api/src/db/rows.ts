/** Conversions between database rows and domain records. */
import type { bills, changelog, regulations } from './schema/index.ts'
import type { Bill, ChangeEvent, Regulation, RegulationRecord } from '../domain/types.ts'

type RegulationRow = typeof regulations.$inferSelect
type BillRow = typeof bills.$inferSelect
type ChangelogRow = typeof changelog.$inferSelect

const iso = (value: string): string => new Date(value).toISOString()

export function regulationFromRow(row: RegulationRow): Regulation {
  return {
    ...row,
    substance: row.substance as Regulation['substance'],
    productType: row.productType as Regulation['productType'],
    legalStatus: row.legalStatus as Regulation['legalStatus'],
    federalStatus: row.federalStatus as Regulation['federalStatus'],
    verificationTier: row.verificationTier as Regulation['verificationTier'],
    lastVerified: iso(row.lastVerified),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }
}

export function regulationToRow(record: RegulationRecord, now: string): typeof regulations.$inferInsert {
  return { ...record, createdAt: now, updatedAt: now }
}

export function billFromRow(row: BillRow): Bill {
  return { ...row, status: row.status as Bill['status'], lastChecked: iso(row.lastChecked) }
}

export function changeFromRow(row: ChangelogRow): ChangeEvent {
  return {
    ...row,
    substance: row.substance as ChangeEvent['substance'],
    productType: row.productType as ChangeEvent['productType'],
    eventType: row.eventType as ChangeEvent['eventType'],
    after: row.after,
    changedAt: iso(row.changedAt),
    detectedAt: iso(row.detectedAt),
  }
}
