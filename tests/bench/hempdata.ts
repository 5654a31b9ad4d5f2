/**
 * Starts HempData the way production runs it (`bun api/src/index.ts`, NODE_ENV=production, no dev
 * key) and gets a real secret key through the operator API, so the bench measures the same code
 * path a customer hits: key lookup, rate limiting and all.
 */
import { randomBytes } from 'node:crypto'
import { BUN, freePort, makeTempDir, startChild, waitForHttp, type Child } from './children.ts'

export interface HempData {
  child: Child
  baseUrl: string
  dataDir: string | null
}

export interface HempDataOptions {
  databaseUrl: string | null
  redisUrl: string | null
  /** First start migrates and seeds PGlite (~20 s); leave headroom for a slow disk. */
  startTimeoutMs?: number
  /** More settings (say, a local webhook receiver's network and certificate authority). */
  env?: Record<string, string>
}

/** Settings the bench owns; inherited ones would make the run depend on the caller's shell. */
const OWNED = [
  'NODE_ENV',
  'PORT',
  'HD_DATA_DIR',
  'HD_ADMIN_SECRET',
  'HD_DEV_KEY',
  'DATABASE_URL',
  'REDIS_URL',
  'HD_SEED_ON_START',
  'HD_HTTP_THREADS',
  'HD_SECRET_KEY',
]

export async function startHempData(options: HempDataOptions): Promise<HempData & { adminSecret: string }> {
  const port = await freePort()
  const adminSecret = randomBytes(24).toString('hex')
  // A fresh PGlite directory per run: the bench starts from the seeded dataset, not from
  // whatever an earlier run or a developer left in .data/.
  const dataDir = options.databaseUrl ? null : makeTempDir('hempdata-bench-')
  const env: Record<string, string | undefined> = { ...process.env }
  for (const name of OWNED) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HD_ADMIN_SECRET: adminSecret,
    HD_DEV_KEY: 'false',
    ...(dataDir ? { HD_DATA_DIR: dataDir } : {}),
    // Production on a Postgres server must name the key that seals webhook secrets.
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl, HD_SECRET_KEY: randomBytes(32).toString('base64') }
      : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  })
  const child = startChild('HempData', BUN, ['api/src/index.ts'], env)
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHttp(child, `${baseUrl}/v1/status`, options.startTimeoutMs ?? 120_000)
  return { child, baseUrl, dataDir, adminSecret }
}

const BENCH_ACCOUNT = {
  name: 'Bench',
  email: 'bench@example.com',
  tier: 'enterprise',
  // The negotiated limit: high enough that the bench never hits it, while the limiter still
  // counts every request (rate limiting is part of what is measured).
  rate_limit_per_minute: 100_000_000,
}

async function ops(
  baseUrl: string,
  adminSecret: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-admin-key': adminSecret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    json = { raw: text }
  }
  return { status: res.status, json }
}

function fail(step: string, res: { status: number; json: any }): never {
  throw new Error(`${step} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 500)}`)
}

/** Creates the Bench account (or reuses it on a shared Postgres) and issues a secret and a publishable key. */
export async function createBenchKey(
  baseUrl: string,
  adminSecret: string,
): Promise<{ secret: string; publishable: string }> {
  let accountId: string
  const created = await ops(baseUrl, adminSecret, 'POST', '/ops/accounts', BENCH_ACCOUNT)
  if (created.status === 201) {
    accountId = created.json.data.id
  } else if (created.status === 409) {
    // --database-url against a server that kept the account from an earlier run: reuse it and
    // put its tier and limit back to what the bench expects.
    const list = await ops(baseUrl, adminSecret, 'GET', '/ops/accounts')
    if (list.status !== 200) fail('GET /ops/accounts', list)
    const existing = (list.json.data as Array<{ id: string; email: string }>).find(a => a.email === BENCH_ACCOUNT.email)
    if (!existing) fail('POST /ops/accounts', created)
    accountId = existing.id
    const patched = await ops(baseUrl, adminSecret, 'PATCH', `/ops/accounts/${accountId}`, {
      tier: BENCH_ACCOUNT.tier,
      status: 'active',
      rate_limit_per_minute: BENCH_ACCOUNT.rate_limit_per_minute,
    })
    if (patched.status !== 200) fail(`PATCH /ops/accounts/${accountId}`, patched)
  } else {
    fail('POST /ops/accounts', created)
  }
  const key = await ops(baseUrl, adminSecret, 'POST', `/ops/accounts/${accountId}/keys`, {})
  if (key.status !== 201) fail(`POST /ops/accounts/${accountId}/keys`, key)
  const secret = key.json.data?.key
  if (typeof secret !== 'string' || !secret.startsWith('hd_'))
    fail('POST /ops/accounts/:id/keys (no key in data.key)', key)
  // The widget's key: publishable, no origin list (autocannon sends no Origin).
  const widgetKey = await ops(baseUrl, adminSecret, 'POST', `/ops/accounts/${accountId}/keys`, { kind: 'publishable' })
  if (widgetKey.status !== 201) fail(`POST /ops/accounts/${accountId}/keys (publishable)`, widgetKey)
  return { secret, publishable: widgetKey.json.data.key }
}
