/**
 * A Postgres server of a test's own, in a temporary folder on a free port, that the test may stop,
 * freeze (SIGSTOP every process of it), thaw and restart without touching the shared server. Needs
 * the server binaries (`pg_config --bindir`, or /usr/lib/postgresql/<version>/bin); as root it runs
 * them as the `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { freePort } from './server-process.ts'

export interface PrivatePostgres {
  port: number
  /** A URL of a database on it (created on first use). */
  url(database?: string): Promise<string>
  /** Drops `database` (ending its connections) and creates it empty. */
  recreate(database: string): Promise<void>
  /** `fast` closes connections cleanly; `immediate` is a crash (recovery at the next start). */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /** Every process of the server stops where it is: connections stay open and nothing answers. */
  freeze(): void
  thaw(): void
  /** Ends the server's backends whose last statement matches `pattern` (LIKE, on pg_stat_activity.query). */
  terminate(pattern: string): Promise<number>
  /** Whether a backend's current or last statement matches one of `patterns` (LIKE). */
  running(patterns: string[]): Promise<boolean>
  destroy(): void
}

function binDir(): string | null {
  const configured = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (configured.status === 0 && existsSync(join(configured.stdout.trim(), 'initdb'))) return configured.stdout.trim()
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.map(v => join(root, v, 'bin')).find(dir => existsSync(join(dir, 'initdb'))) ?? null
}

/** Whether this machine can run a private server (the fault tests skip without one). */
export const privatePostgresAvailable = (): boolean => binDir() !== null

const asRoot = process.getuid?.() === 0

function run(bin: string, args: string[]): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] })
}

/** Every process of the server: the postmaster and its children. */
function serverPids(dataDir: string): number[] {
  const file = join(dataDir, 'postmaster.pid')
  if (!existsSync(file)) return []
  const postmaster = Number(readFileSync(file, 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter(entry => /^\d+$/.test(entry))
    .filter(pid => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false
      }
    })
  return [postmaster, ...children.map(Number)]
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir()
  if (!bin) throw new Error('No Postgres server binaries on this machine')
  const root = mkdtempSync(join(tmpdir(), 'hd-pg-'))
  if (asRoot)
    chownSync(
      root,
      Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    )
  const dataDir = join(root, 'data')
  run(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const port = await freePort()
  // fsync off: only the server process is ever killed here, never the machine, so the page cache keeps every commit.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = () =>
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(root, 'log'), '-w', '-t', '30', 'start'])
  const signal = (name: NodeJS.Signals) => {
    for (const pid of serverPids(dataDir)) {
      try {
        process.kill(pid, name)
      } catch {}
    }
  }
  const base = `postgres://postgres@127.0.0.1:${port}`
  const made = new Set<string>()
  start()
  return {
    port,
    async url(database = 'postgres') {
      if (database !== 'postgres' && !made.has(database)) {
        const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} })
        await admin.unsafe(`create database ${database}`)
        await admin.end()
        made.add(database)
      }
      return `${base}/${database}`
    },
    async recreate(database) {
      const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} })
      await admin.unsafe(`drop database if exists ${database} with (force)`)
      await admin.unsafe(`create database ${database}`)
      await admin.end()
      made.add(database)
    },
    stop(mode = 'fast') {
      run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop'])
    },
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async terminate(pattern) {
      const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} })
      const rows =
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where query like ${pattern} and pid <> pg_backend_pid()`
      await admin.end()
      return rows.length
    },
    async running(patterns) {
      const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} })
      const rows =
        await admin`select 1 from pg_stat_activity where query like any(${patterns}) and pid <> pg_backend_pid()`
      await admin.end()
      return rows.length > 0
    },
    destroy() {
      signal('SIGCONT')
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } catch {}
      rmSync(root, { recursive: true, force: true })
    },
  }
}
