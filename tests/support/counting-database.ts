/** A test app's database that counts the queries it starts, by kind (the real queries still run). */
import type { Database } from '../../api/src/db/client.ts'

const KINDS = ['select', 'insert', 'update', 'delete'] as const
type Kind = (typeof KINDS)[number]

export interface CountingDatabase {
  database: Database
  count(kind: Kind): number
  /** Queries starting with a select. */
  selects(): number
  reset(): void
}

export function countingQueries(database: Database): CountingDatabase {
  const counts: Record<Kind, number> = { select: 0, insert: 0, update: 0, delete: 0 }
  const db = new Proxy(database.db, {
    get(target, name, receiver) {
      if (typeof name === 'string' && name in counts) counts[name as Kind]++
      const value = Reflect.get(target, name, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    database: { ...database, db } as Database,
    count: kind => counts[kind],
    selects: () => counts.select,
    reset: () => {
      for (const kind of KINDS) counts[kind] = 0
    },
  }
}
