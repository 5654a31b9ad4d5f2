/** Starts HempData: settings → database → migrations and seed → snapshot → HTTP threads → background workers. */
import { createApp } from './app.ts'
import { boot } from './server/boot.ts'
import { issueDevKey } from './server/dev-key.ts'
import { hold } from './server/data-dir-lock.ts'
import { EnvError, readEnv, type Env } from './env.ts'
import { listen, startHttpThreads, type HttpThreads } from './server/threads.ts'
import { startWorkersThread } from './workers/in-thread.ts'

function settings(): Env {
  try {
    return readEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`HempData cannot start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

const started = performance.now()
const env = settings()
const release = env.databaseUrl ? () => {} : holdOrExit(env.dataDir)

function holdOrExit(dataDir: string): () => void {
  try {
    return hold(dataDir)
  } catch (error) {
    console.error(`HempData cannot start: ${(error as Error).message}`)
    process.exit(1)
  }
}
const services = await boot(env)
// Issued before listening: once the service answers, the key it prints is already usable (and printed).
const devKey = env.devKey ? await issueDevKey(services) : null
const shared = env.httpThreads > 1
const app = listen(createApp(services), services, env.port, shared)
const port = app.server?.port ?? env.port
const threads = await startOthers()

/** The other HTTP threads, on the port this one bound (a PORT of 0 picks one); if they cannot start, HempData stops. */
async function startOthers(): Promise<HttpThreads | null> {
  if (!shared) return null
  try {
    return await startHttpThreads(services, port, env.httpThreads - 1)
  } catch (error) {
    console.error(
      `HempData cannot start its HTTP threads (HD_HTTP_THREADS=${env.httpThreads}): ${(error as Error).message}`,
    )
    await app.stop()
    await services.close()
    release()
    process.exit(1)
  }
}
const workers = env.workers ? await startWorkersThread(services.database) : null
const seconds = ((performance.now() - started) / 1000).toFixed(1)

const storage = env.databaseUrl ? 'Postgres server' : `embedded PGlite in ${env.dataDir}`
const serving = `${env.httpThreads} HTTP thread${env.httpThreads === 1 ? '' : 's'}`
console.log(
  `HempData ${services.profile.name} variant on http://localhost:${port} (${storage}, rate limits in ${services.limits.store}, ${serving}) ready in ${seconds} s`,
)
if (workers)
  console.log(
    `Background workers running in a thread of this process (e-mail by ${workers.mailTransport === 'smtp' ? 'SMTP' : 'console: set SMTP_URL to send it'}).`,
  )
else console.log('HD_WORKERS=false: background jobs (e-mail) wait for `npm run worker`.')
if (services.seeded && services.seeded.mode !== 'skipped') {
  console.log(
    `Loaded ${services.seeded.records} regulation records (${services.seeded.mode}, ${services.seeded.events} changelog events).`,
  )
}
if (devKey) {
  console.log(
    `\nYour secret key (${devKey.tier} tier, shown once):\n  ${devKey.secret}\n\nTry it:\n  curl -H "Authorization: Bearer ${devKey.secret}" "http://localhost:${port}/v1/regulations?state=CO&substance=cbd"\n`,
  )
  console.log(`Docs: http://localhost:${port}/docs   Errors: http://localhost:${port}/errors\n`)
}

async function shutdown(): Promise<void> {
  await app.stop()
  await threads?.stop()
  await workers?.stop()
  await services.close()
  release()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
