/** A test app's database that counts the queries starting with a select (the real queries still run). */
import type { Database } from '../../api/src/db/client.ts'

export function countingSelects(database: Database): { database: Database; selects: () => number; reset: () => void } {
  let selects = 0
  const db = new Proxy(database.db, {
    get(target, name, receiver) {
      if (name === 'select') selects++
      const value = Reflect.get(target, name, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    database: { ...database, db } as Database,
    selects: () => selects,
    reset: () => {
      selects = 0
    },
  }
}
