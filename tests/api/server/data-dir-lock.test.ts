/**
 * The embedded data folder's lock: a live holder keeps others out; a holder that died, even one not
 * yet reaped by its parent (a zombie, which still answers kill(pid, 0)), does not; nor does a lock
 * file naming a process id that another process now has. Real processes, killed with SIGKILL.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hold, lockFile } from '../../../api/src/server/data-dir-lock.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const HOLDER = join(ROOT, 'tests/support/hold-data-dir.ts')
const dirs: string[] = []
const stops: (() => void)[] = []

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hd-lock-'))
  dirs.push(dir)
  return dir
}

/**
 * Starts a holder of `dir` whose parent never reaps it: a shell that starts it, prints its pid and
 * becomes `sleep`. Killed, the holder stays a zombie until that sleep ends.
 */
async function unreapedHolder(dir: string): Promise<number> {
  const shell = spawn('sh', ['-c', `"${process.execPath}" "${HOLDER}" "${dir}" & echo $!; exec sleep 30`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  stops.push(() => shell.kill('SIGKILL'))
  let out = ''
  shell.stdout.on('data', chunk => (out += chunk))
  const started = Date.now()
  while (!/^\d+\nheld/.test(out)) {
    if (Date.now() - started > 20_000) throw new Error(`holder did not start: ${out}`)
    await Bun.sleep(20)
  }
  const pid = Number(out.split('\n')[0])
  stops.push(() => {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {}
  })
  return pid
}

const state = (pid: number): string => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('embedded data folder lock', () => {
  test('a live holder keeps another process out, and is named', async () => {
    const dir = folder()
    const pid = await unreapedHolder(dir)
    expect(() => hold(dir)).toThrow(`in use by process ${pid}`)
  })

  test.skipIf(process.platform !== 'linux')(
    'a holder killed with SIGKILL and not yet reaped does not block a restart',
    async () => {
      const dir = folder()
      const pid = await unreapedHolder(dir)
      process.kill(pid, 'SIGKILL')
      await Bun.sleep(100)
      expect(state(pid)).toBe('Z')
      const release = hold(dir)
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid))
      release()
    },
  )

  test('a lock file naming a live process that does not hold it (a reused pid) does not block', () => {
    const dir = folder()
    writeFileSync(lockFile(dir), '1')
    writeFileSync(join(dir, 'hempdata.pid'), '1')
    const release = hold(dir)
    release()
    // Released: the next process takes it at once.
    hold(dir)()
  })
})
