/** Applies the committed drizzle-kit migrations in api/drizzle on either driver. */
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { Database } from './client.ts'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))
const MIGRATION_LOCK = 724_5371

export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    const config = { migrationsFolder: MIGRATIONS_FOLDER }
    // Each migrator expects its own driver's Drizzle type; the schema and files are the same.
    if (database.driver === 'pglite') await migratePglite(database.db as never, config)
    else await migratePostgres(database.db as never, config)
  })
}
