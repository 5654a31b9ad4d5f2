/** `npm run receipt-keys`: an operator rotates the receipt signing key on the embedded database. */
import { afterAll, describe, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'hd-receipt-keys-'))
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['api/src/cli/receipt-keys.ts', ...args], {
    env: {
      PATH: process.env.PATH,
      HD_DATA_DIR: dataDir,
      HD_API_VARIANT: 'nested',
      HD_SECRET_KEY: '1f3a9c2e5b8d1f4a6c0e9b2d5f8a1c4e7b0d3f6a9c2e5b8d1f4a6c0e9b2d5f8b',
    },
    encoding: 'utf8',
    timeout: 120_000,
  })

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('npm run receipt-keys', () => {
  test('rotate twice: the newest key signs, the one before stays published for its overlap, zero hours retires at once', () => {
    const first = run('rotate')
    expect(first.status).toBe(0)
    const kid1 = /signing with (rkey_\w+)/.exec(first.stdout)![1]!
    const second = run('rotate', '--overlap-hours', '48')
    expect(second.status).toBe(0)
    const kid2 = /signing with (rkey_\w+)/.exec(second.stdout)![1]!
    expect(second.stdout).toContain(`${kid1} stays published for 48 h`)
    const third = run('rotate', '--overlap-hours', '0')
    const kid3 = /signing with (rkey_\w+)/.exec(third.stdout)![1]!
    const listed = run('list').stdout
    expect(listed).toContain(`${kid3}  published`)
    expect(listed).toContain(`${kid1}  published`)
    expect(listed).toContain(`${kid2}  retired`)
  }, 360_000)

  test('a bad command or overlap is refused with the usage', () => {
    for (const args of [['spin'], ['rotate', '--overlap-hours=-1'], ['rotate', '--overlap-hours', 'soon']]) {
      const refused = run(...args)
      expect(refused.status).toBe(2)
      expect(refused.stdout).toContain('usage: npm run receipt-keys')
    }
  })
})
