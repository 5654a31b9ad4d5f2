/** Settings: every variable is validated at start, and a bad value stops the start naming it. */
import { describe, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { defaultHttpThreads, EnvError, readEnv } from '../../api/src/env.ts'

const KEY_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'
const KEY_BASE64 = Buffer.from(KEY_HEX, 'hex').toString('base64')
const KEY_BASE64URL = Buffer.from(KEY_HEX, 'hex').toString('base64url')

describe('readEnv', () => {
  test('defaults give the embedded nested service on port 3000', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      port: 3000,
      variant: 'nested',
      databaseUrl: null,
      redisUrl: null,
      adminSecret: null,
      production: false,
      devKey: true,
    })
    expect(env.dataDir).toEndWith('.data/pglite')
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.httpThreads).toBe(defaultHttpThreads())
    expect(env).toMatchObject({ smtpUrl: null, mailFrom: 'HempData <no-reply@localhost>', workers: true })
  })

  test('reads every setting', () => {
    const env = readEnv({
      PORT: '8080',
      HD_API_VARIANT: 'column',
      DATABASE_URL: 'postgres://u@db:5432/hd',
      REDIS_URL: 'redis://cache:6379',
      HD_ADMIN_SECRET: 'a-long-enough-secret',
      HD_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
      HD_PUBLIC_URL: 'https://api.hempdata.example/',
      NODE_ENV: 'production',
      HD_DB_TIMEOUT_MS: '1500',
      HD_GEO_REGION_HEADER: 'CloudFront-Viewer-Country-Region',
      HD_HTTP_THREADS: '3',
      SMTP_URL: 'smtps://apikey:s3cret@smtp.example.com:465',
      HD_MAIL_FROM: 'alerts@hempdata.example',
      HD_WORKERS: 'false',
      HD_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8, ::1',
      HD_SECRET_KEY: KEY_HEX,
      HD_SECRET_KEY_PREVIOUS: `${KEY_BASE64}, ${KEY_BASE64URL}`,
    })
    expect(env).toMatchObject({
      port: 8080,
      variant: 'column',
      databaseUrl: 'postgres://u@db:5432/hd',
      redisUrl: 'redis://cache:6379',
      trustedProxies: ['10.0.0.0/8', '::1'],
      publicUrl: 'https://api.hempdata.example',
      production: true,
      devKey: false,
      dbTimeoutMs: 1500,
      geoRegionHeader: 'cloudfront-viewer-country-region',
      httpThreads: 3,
      smtpUrl: 'smtps://apikey:s3cret@smtp.example.com:465',
      mailFrom: 'alerts@hempdata.example',
      workers: false,
      webhookAllowNetworks: ['127.0.0.0/8', '::1'],
    })
    expect(Buffer.from(env.secretKey!).toString('hex')).toBe(KEY_HEX)
    expect(env.previousSecretKeys.map(key => Buffer.from(key).toString('hex'))).toEqual([KEY_HEX, KEY_HEX])
  })

  test('the secret-box key: required in production on a Postgres server, generated into the data folder otherwise', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/hd' })).toThrow(
      /^HD_SECRET_KEY: required in production with DATABASE_URL/,
    )
    expect(readEnv({ NODE_ENV: 'production' }).secretKey).toBeNull()
    expect(readEnv({ DATABASE_URL: 'postgres://u@db/hd' }).secretKey).toBeNull()
    expect(readEnv({}).webhookAllowNetworks).toEqual([])
    expect(readEnv({}).previousSecretKeys).toEqual([])
  })

  const bad: [string, string][] = [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['HD_API_VARIANT', 'flat'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://cache'],
    ['HD_ADMIN_SECRET', 'short'],
    ['HD_TRUSTED_PROXIES', '10.0.0.0/99'],
    ['HD_TRUSTED_PROXIES', 'proxy.local'],
    ['HD_PUBLIC_URL', 'ftp://x'],
    ['HD_SEED_ON_START', 'maybe'],
    ['HD_DB_TIMEOUT_MS', '5'],
    ['HD_RATE_LIMIT_PREFIX', 'has space'],
    ['HD_GEO_REGION_HEADER', 'not a header'],
    ['HD_GEO_REGION_HEADER', 'x-region:'],
    ['HD_HTTP_THREADS', '0'],
    ['HD_HTTP_THREADS', 'all'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp//nohost'],
    ['HD_MAIL_FROM', 'HempData'],
    ['HD_MAIL_FROM', 'a@b.example, c@d.example'],
    ['HD_MAIL_FROM', 'Name <not-an-address>'],
    ['HD_WORKERS', 'sometimes'],
    ['HD_WEBHOOK_ALLOW_NETWORKS', '127.0.0.0/33'],
    ['HD_WEBHOOK_ALLOW_NETWORKS', 'localhost'],
    ['HD_SECRET_KEY', 'too-short'],
    ['HD_SECRET_KEY', KEY_HEX.slice(2)],
    ['HD_SECRET_KEY', `${KEY_BASE64.slice(0, -4)}!!!=`],
    ['HD_SECRET_KEY_PREVIOUS', `${KEY_HEX}, nope`],
  ]
  for (const [name, value] of bad) {
    test(`${name}=${value} is refused, naming ${name}`, () => {
      let caught: unknown
      try {
        readEnv({ [name]: value })
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(EnvError)
      expect((caught as EnvError).variable).toBe(name)
      expect((caught as Error).message).toStartWith(`${name}:`)
    })
  }
})

test('the server refuses to start with a bad setting and says which', () => {
  const run = spawnSync(process.execPath, ['api/src/index.ts'], {
    env: { PATH: process.env.PATH, HD_API_VARIANT: 'flat' },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('HD_API_VARIANT')
})

test('a production start on a Postgres server without HD_SECRET_KEY stops with a message saying what to set', () => {
  const run = spawnSync(process.execPath, ['api/src/index.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('HempData cannot start: HD_SECRET_KEY: required in production with DATABASE_URL')
  expect(run.stderr).toContain('openssl rand -base64 32')
})
