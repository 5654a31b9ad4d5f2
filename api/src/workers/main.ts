/**
 * `npm run worker`: the background workers alone, without HTTP. Run any number of these beside
 * services started with HD_WORKERS=false, on the same Postgres server (DATABASE_URL). An embedded
 * database belongs to one process, so there it runs only while the service is stopped.
 * SIGTERM or SIGINT stop it gracefully: running jobs finish, or go back to the queue.
 */
import { hold } from '../server/data-dir-lock.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { EnvError, readEnv, type Env } from '../env.ts'
import { startWorkers } from './index.ts'

function fail(message: string): never {
  console.error(`HempData worker cannot start: ${message}`)
  process.exit(1)
}

function settings(): Env {
  try {
    return readEnv()
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }
}

const env = settings()
let release = () => {}
if (!env.databaseUrl) {
  try {
    release = hold(env.dataDir)
  } catch (error) {
    fail(`${(error as Error).message} (the service runs the workers itself unless HD_WORKERS=false)`)
  }
}

const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  timeoutMs: env.dbTimeoutMs,
}).catch(error => {
  release()
  fail(`the database cannot be opened: ${(error as Error).message}`)
})
await migrateDatabase(database)
const workers = await startWorkers(database, env)
const storage = env.databaseUrl ? 'Postgres server' : `embedded PGlite in ${env.dataDir}`
console.log(`HempData worker ${workers.runner.workerId} running (${storage}, e-mail by ${workers.mailTransport})`)

let stopping = false
async function shutdown(): Promise<void> {
  if (stopping) return
  stopping = true
  await workers.stop()
  await database.close()
  release()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
