/** `npm run keys`: accounts and keys without a database shell, on the embedded database. */
import { afterAll, describe, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hold } from '../../../api/src/server/data-dir-lock.ts'
import { KEY_REGEX_SOURCE } from '../../../api/src/lib/keys.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hd-keys-'))
const keys = (...args: string[]) =>
  spawnSync(process.execPath, ['api/src/cli/keys.ts', ...args], {
    env: { PATH: process.env.PATH, HD_DATA_DIR: dataDir, HD_API_VARIANT: 'nested' },
    encoding: 'utf8',
    timeout: 60_000,
  })

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('npm run keys', () => {
  let accountId = ''
  let keyId = ''

  test('create makes an account and prints its secret key once', () => {
    const run = keys('create', '--email', 'Buyer@Shop.example', '--tier', 'professional', '--name', 'Shop')
    expect(run.status).toBe(0)
    const secret = run.stdout.split('\n').find(line => new RegExp(KEY_REGEX_SOURCE).test(line))
    expect(secret).toStartWith('hd_live_sk_')
    accountId = /account (acct_\w+)/.exec(run.stdout)![1]
    keyId = /key\s+(key_\w+)/.exec(run.stdout)![1]
  })

  test('a starter account must choose exactly five states', () => {
    const run = keys('create', '--email', 'small@shop.example', '--tier', 'starter', '--states', 'CO,TX')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('exactly 5 states')
  })

  test('the same e-mail cannot be used twice', () => {
    const run = keys('create', '--email', 'buyer@shop.example', '--tier', 'enterprise')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('already exists')
  })

  test('list shows the account and its key by display prefix only', () => {
    const run = keys('list')
    expect(run.stdout).toContain(accountId)
    expect(run.stdout).toContain('hd_live_sk_')
    expect(run.stdout).not.toMatch(new RegExp(KEY_REGEX_SOURCE.replace(/^\^|\$$/g, '')))
  })

  test('add --kind publishable --origins stores normalized origins and lists them', () => {
    const run = keys(
      'add',
      accountId,
      '--kind',
      'publishable',
      '--origins',
      'https://Shop.example:443/, http://localhost:8080',
    )
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/hd_live_pk_/)
    expect(run.stdout).toContain('origins https://shop.example,http://localhost:8080')
    expect(keys('list', accountId).stdout).toContain('origins https://shop.example,http://localhost:8080')
  })

  test('add refuses an origin that is not http(s), and origins on a secret key', () => {
    const bad = keys('add', accountId, '--kind', 'publishable', '--origins', 'shop.example')
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('"shop.example" is not an http(s) origin')
    const secret = keys('add', accountId, '--origins', 'https://shop.example')
    expect(secret.status).toBe(1)
    expect(secret.stderr).toContain('only publishable keys carry origins')
  })

  test('revoke deactivates the key', () => {
    const run = keys('revoke', keyId)
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('deactivated')
  })

  test('refuses an embedded folder that a running server holds', () => {
    // This process holds the folder as a running server does.
    const release = hold(dataDir)
    const run = keys('list')
    release()
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`in use by process ${process.pid}`)
  })
})
