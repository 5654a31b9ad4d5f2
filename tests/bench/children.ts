/**
 * Child processes and temp dirs for the bench, and their cleanup.
 *
 * Everything the bench starts is registered here so that a normal finish, a thrown error, Ctrl-C
 * or a kill all leave nothing behind: no server holding a port, no PGlite directory in /tmp.
 * Servers are stopped with SIGTERM first (HempData closes PGlite cleanly on it) and SIGKILLed if
 * they do not exit within a few seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dir, '../..')

/** The project's pinned bun, so the service and the baseline run on exactly the same runtime. */
export const BUN = existsSync(join(ROOT, 'node_modules/.bin/bun'))
  ? join(ROOT, 'node_modules/.bin/bun')
  : process.execPath

export interface Child {
  name: string
  proc: ChildProcess
  /** Everything the child wrote to stdout and stderr, for error messages. */
  log(): string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>
}

const children = new Set<Child>()
const dirs = new Set<string>()
/** Short-lived helpers (the autocannon runs) that only need killing, not a graceful stop. */
const helpers = new Set<ChildProcess>()

export function trackHelper(proc: ChildProcess): void {
  helpers.add(proc)
  proc.on('exit', () => helpers.delete(proc))
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): Child {
  const proc = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    // Keep the tail only: a server that logs per request must not grow the bench's memory.
    output = (output + chunk.toString()).slice(-20_000)
  }
  proc.stdout?.on('data', keep)
  proc.stderr?.on('data', keep)
  const exited = new Promise<number | string>(done => {
    proc.on('exit', (code, signal) => done(code ?? signal ?? 'unknown'))
    proc.on('error', error => {
      output += `\n${error.message}`
      done('spawn-error')
    })
  })
  const child: Child = { name, proc, exited, log: () => output }
  children.add(child)
  exited.then(() => children.delete(child))
  return child
}

export async function stopChild(child: Child, graceMs = 5000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return
  child.proc.kill('SIGTERM')
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs)
  await child.exited
  clearTimeout(timer)
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  dirs.add(dir)
  return dir
}

/** Graceful cleanup for the normal path and for errors: stop children, then remove temp dirs. */
export async function cleanup(): Promise<void> {
  for (const proc of helpers) proc.kill('SIGKILL')
  await Promise.all([...children].map(child => stopChild(child)))
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs.clear()
}

/** Last-resort cleanup from the synchronous 'exit' event: no waiting possible, so SIGKILL. */
function cleanupNow(): void {
  for (const proc of helpers) proc.kill('SIGKILL')
  for (const child of children) child.proc.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}

let installed = false
let interrupted = false
/** True once a signal started the shutdown: errors from the killed children are expected then. */
export const wasInterrupted = (): boolean => interrupted

export function installCleanupHandlers(): void {
  if (installed) return
  installed = true
  process.on('exit', cleanupNow)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      interrupted = true
      console.error(`\nbench: ${signal}, stopping servers…`)
      cleanup().finally(() => process.exit(130))
    })
  }
}

/** A port that was free a moment ago (the OS picks it; the race with other programs is tiny). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

/**
 * Polls `url` until it answers 200. Fails early, with the child's output, if the child exits;
 * that is how a service that cannot start (bad env, missing seed files) is reported.
 */
export async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended: number | string | null = null
  child.exited.then(code => (ended = code))
  while (Date.now() < deadline) {
    if (ended !== null)
      throw new Error(`${child.name} exited (${ended}) before it was ready. Its output:\n${tail(child.log())}`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) })
      if (res.status === 200) return
    } catch {
      // Not listening yet.
    }
    await Bun.sleep(250)
  }
  throw new Error(
    `${child.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s. Its output:\n${tail(child.log())}`,
  )
}

export function tail(text: string, lines = 30): string {
  return text
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map(line => `  | ${line}`)
    .join('\n')
}

/** Runs a load generator to its end and parses what it printed; fails with its stderr, or with the output it could not read. */
export function runTool<T>(name: string, command: string, args: string[], parse: (stdout: string) => T): Promise<T> {
  return new Promise((done, fail) => {
    const proc = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    trackHelper(proc)
    let stdout = ''
    let stderr = ''
    proc.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    proc.on('error', error => fail(new Error(`could not start ${name}: ${error.message}`)))
    proc.on('exit', code => {
      if (code !== 0) return fail(new Error(`${name} exited ${code}: ${stderr.trim().slice(-1000)}`))
      try {
        done(parse(stdout))
      } catch (error) {
        fail(new Error(`could not read ${name}'s output (${(error as Error).message}): ${stdout.slice(0, 800)}`))
      }
    })
  })
}
