/**
 * The only reader of process.env. Every setting HempData understands is parsed and validated
 * here once at start; a bad value stops the start with a message naming the variable.
 */
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import ipaddr from 'ipaddr.js'

export type Variant = 'nested' | 'column'

export interface Env {
  port: number
  variant: Variant
  databaseUrl: string | null
  dataDir: string
  redisUrl: string | null
  adminSecret: string | null
  trustedProxies: string[]
  publicUrl: string
  production: boolean
  seedOnStart: boolean
  devKey: boolean
  /** The most a request waits on the database before answering 503 SERVICE_UNAVAILABLE (connecting included). */
  dbTimeoutMs: number
  /**
   * How long after its last successful verification a key that was found good may still be admitted
   * while the database cannot be reached (0: never). Cached reads then go on through an outage.
   */
  keyGraceMs: number
  rateLimitPrefix: string
  /**
   * HTTP threads serving on the port, each with its own copy of the snapshot (about 40 MB). The
   * default uses every core up to four.
   */
  httpThreads: number
  /**
   * A request header set by a trusted CDN with the visitor's region (`CO` or `US-CO`), used before
   * the IP database when a check must detect the state. Null: only the IP database is used.
   */
  geoRegionHeader: string | null
  /** `smtp://` or `smtps://` with credentials; null: e-mail is printed to the console (and kept in Postgres). */
  smtpUrl: string | null
  /** The From of every e-mail: `Name <address>` or an address. */
  mailFrom: string
  /** Run the background workers (e-mail, …) in this process; false when `npm run worker` runs them apart. */
  workers: boolean
  /**
   * Ranges outside the public Internet that webhook deliveries may still reach (local development,
   * tests). Empty: only public unicast addresses.
   */
  webhookAllowNetworks: string[]
  /**
   * The server key that seals webhook signing secrets at rest (32 bytes). Null: the embedded
   * database keeps one generated in its data folder (see api/src/lib/secret-key-file.ts).
   */
  secretKey: Uint8Array | null
  /** Earlier server keys, kept only to open secrets sealed before a key rotation. */
  previousSecretKeys: Uint8Array[]
  /** Subscription billing through Stripe; null (no STRIPE_SECRET_KEY): the billing endpoints answer 503 FEATURE_DISABLED. */
  stripe: StripeSettings | null
  /**
   * How people reach whoever runs this deployment, as a link (`mailto:` or http(s)): shown on the
   * home page and /errors. Null: those pages say to quote the request id, without a link.
   */
  operatorContact: string | null
}

export interface StripeSettings {
  /** `sk_test_…` or `sk_live_…` (restricted `rk_…` keys too). */
  secretKey: string
  /** The `whsec_…` secret of the webhook endpoint Stripe calls (POST /v1/webhooks/stripe); null: events are refused. */
  webhookSecret: string | null
  /** Where the SDK sends its calls (HD_STRIPE_API_URL, a local stand-in); null: Stripe's own servers. */
  apiUrl: URL | null
}

function stripeSettings(src: Source): StripeSettings | null {
  const secretKey = text(src, 'STRIPE_SECRET_KEY')
  const webhookSecret = text(src, 'STRIPE_WEBHOOK_SECRET')
  const apiUrl = url(src, 'HD_STRIPE_API_URL', ['http:', 'https:'])
  if (secretKey === null) return null
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey))
    throw new EnvError('STRIPE_SECRET_KEY', 'expected a Stripe secret key (sk_test_…, sk_live_…, rk_…)')
  if (webhookSecret !== null && !webhookSecret.startsWith('whsec_'))
    throw new EnvError('STRIPE_WEBHOOK_SECRET', 'expected the endpoint secret Stripe shows (whsec_…)')
  return { secretKey, webhookSecret, apiUrl: apiUrl === null ? null : new URL(apiUrl) }
}

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`)
  }
}

type Source = Record<string, string | undefined>

function text(src: Source, name: string): string | null {
  const value = src[name]?.trim()
  return value ? value : null
}

function integer(src: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = text(src, name)
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new EnvError(name, `expected a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return Number(raw)
}

function flag(src: Source, name: string, fallback: boolean): boolean {
  const raw = text(src, name)
  if (raw === null) return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false
  throw new EnvError(name, `expected true or false, got "${raw}"`)
}

function url(src: Source, name: string, protocols: string[]): string | null {
  const raw = text(src, name)
  if (raw === null) return null
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new EnvError(name, 'not a valid URL')
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new EnvError(name, `expected a ${protocols.join(' or ')} URL, got ${parsed.protocol}`)
  }
  return raw
}

function prefix(src: Source, name: string): string {
  const raw = text(src, name) ?? 'hd_rl'
  if (!/^[A-Za-z0-9_:-]{1,64}$/.test(raw)) throw new EnvError(name, 'use 1 to 64 letters, digits, _ : or -')
  return raw
}

/** One mailbox, `Name <local@domain>` or `local@domain`, on one line. */
function mailbox(src: Source, name: string, fallback: string): string {
  const raw = text(src, name) ?? fallback
  if (!/^(?:[^<>\r\n@]*<[^\s<>@,;]+@[^\s<>@,;]+>|[^\s<>@,;]+@[^\s<>@,;]+)$/.test(raw)) {
    throw new EnvError(name, `expected "Name <address@domain>" or "address@domain", got "${raw}"`)
  }
  return raw
}

/** An HTTP header name (RFC 9110 token), lower-cased as Fetch headers are. */
function headerName(src: Source, name: string): string | null {
  const raw = text(src, name)
  if (raw === null) return null
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/.test(raw)) throw new EnvError(name, `"${raw}" is not an HTTP header name`)
  return raw.toLowerCase()
}

/** Comma-separated IP addresses and CIDR ranges. */
function networks(src: Source, name: string): string[] {
  const raw = text(src, name)
  if (raw === null) return []
  const ranges = raw
    .split(',')
    .map(part => part.trim())
    .filter(Boolean)
  for (const range of ranges) {
    const valid = range.includes('/') ? safe(() => ipaddr.parseCIDR(range)) : ipaddr.isValid(range)
    if (!valid) throw new EnvError(name, `"${range}" is not an IP address or CIDR range`)
  }
  return ranges
}

const KEY_HELP = 'expected 32 random bytes as 64 hex digits or base64 (make one with `openssl rand -base64 32`)'

/** A 256-bit key as 64 hex digits or base64 (standard or URL-safe alphabet). */
function key32(raw: string, name: string): Buffer {
  const hex = /^[0-9a-fA-F]{64}$/.test(raw)
  const bytes = hex ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) ? Buffer.from(raw, 'base64') : null
  if (bytes?.length !== 32) throw new EnvError(name, KEY_HELP)
  return bytes
}

function keys(src: Source, name: string): Buffer[] {
  const raw = text(src, name)
  if (raw === null) return []
  return raw
    .split(',')
    .map(part => part.trim())
    .filter(Boolean)
    .map(part => key32(part, name))
}

/**
 * Every instance on one Postgres server must open the secrets the others sealed, so a production
 * deployment on a server names its key; a key generated into one machine's data folder would not do.
 */
function secretKey(src: Source, production: boolean, databaseUrl: string | null): Buffer | null {
  const raw = text(src, 'HD_SECRET_KEY')
  if (raw !== null) return key32(raw, 'HD_SECRET_KEY')
  if (production && databaseUrl !== null) {
    throw new EnvError(
      'HD_SECRET_KEY',
      `required in production with DATABASE_URL, the same on every instance: ${KEY_HELP}`,
    )
  }
  return null
}

/** HTTP threads when HD_HTTP_THREADS is unset: one per core, up to four. */
export const defaultHttpThreads = (): number => Math.min(availableParallelism(), 4)

function safe(fn: () => unknown): boolean {
  try {
    fn()
    return true
  } catch {
    return false
  }
}

export function readEnv(src: Source = process.env): Env {
  const variantRaw = text(src, 'HD_API_VARIANT') ?? 'nested'
  if (variantRaw !== 'nested' && variantRaw !== 'column') {
    throw new EnvError('HD_API_VARIANT', `expected nested or column, got "${variantRaw}"`)
  }
  const port = integer(src, 'PORT', 3000, 0, 65535)
  const production = (text(src, 'NODE_ENV') ?? 'development') === 'production'
  const adminSecret = text(src, 'HD_ADMIN_SECRET')
  if (adminSecret !== null && adminSecret.length < 16) {
    throw new EnvError('HD_ADMIN_SECRET', 'must be at least 16 characters')
  }
  const trustedProxies = networks(src, 'HD_TRUSTED_PROXIES')
  const databaseUrl = url(src, 'DATABASE_URL', ['postgres:', 'postgresql:'])
  return {
    port,
    variant: variantRaw,
    databaseUrl,
    dataDir: resolve(text(src, 'HD_DATA_DIR') ?? '.data/pglite'),
    redisUrl: url(src, 'REDIS_URL', ['redis:', 'rediss:']),
    adminSecret,
    trustedProxies,
    publicUrl: (url(src, 'HD_PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    seedOnStart: flag(src, 'HD_SEED_ON_START', true),
    devKey: flag(src, 'HD_DEV_KEY', !production),
    // 1.5 s leaves a request that also waits on another step (a key, then a check's allowance) within 2 s.
    dbTimeoutMs: integer(src, 'HD_DB_TIMEOUT_MS', 1500, 100, 60000),
    keyGraceMs: integer(src, 'HD_KEY_GRACE_SECONDS', 900, 0, 86400) * 1000,
    rateLimitPrefix: prefix(src, 'HD_RATE_LIMIT_PREFIX'),
    httpThreads: integer(src, 'HD_HTTP_THREADS', defaultHttpThreads(), 1, 64),
    geoRegionHeader: headerName(src, 'HD_GEO_REGION_HEADER'),
    smtpUrl: url(src, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailbox(src, 'HD_MAIL_FROM', 'HempData <no-reply@localhost>'),
    workers: flag(src, 'HD_WORKERS', true),
    webhookAllowNetworks: networks(src, 'HD_WEBHOOK_ALLOW_NETWORKS'),
    secretKey: secretKey(src, production, databaseUrl),
    previousSecretKeys: keys(src, 'HD_SECRET_KEY_PREVIOUS'),
    stripe: stripeSettings(src),
    operatorContact: contact(src, 'HD_OPERATOR_CONTACT'),
  }
}

/** An e-mail address (made a mailto: link) or a mailto:, http: or https: URL. */
function contact(src: Source, name: string): string | null {
  const raw = text(src, name)
  if (raw === null) return null
  if (/^[^\s<>@,;:/]+@[^\s<>@,;/]+$/.test(raw)) return `mailto:${raw}`
  return url(src, name, ['mailto:', 'http:', 'https:'])
}
