/** Runs HempData as a real child process (as `npm start` would) for multi-instance and fault tests. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BUN = process.execPath

export interface ServerProcess {
  url: string
  output: () => string
  stop(): Promise<void>
}

/** A started process that may not be serving yet: fault tests kill it at chosen moments. */
export interface LaunchedServer extends ServerProcess {
  child: ChildProcess
  /** Resolves once `/v1/status` answers (on the first HTTP thread: `printed('ready in')` waits for all); rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>
  /** Resolves once the output contains `text`; rejects if the process exits first. */
  printed(text: string, timeoutMs?: number): Promise<void>
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  await new Promise<void>(resolve => server.close(() => resolve()))
  return port
}

/** Starts the service on `port` (a free one by default) without waiting for it. */
export async function launchServer(env: Record<string, string>, port?: number): Promise<LaunchedServer> {
  const listenOn = port ?? (await freePort())
  let log = ''
  const child: ChildProcess = spawn(BUN, ['api/src/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HD_DEV_KEY: 'false',
      ...env,
      PORT: String(listenOn),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', chunk => (log += chunk))
  child.stderr?.on('data', chunk => (log += chunk))
  let stopping = false
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  // A service that dies on its own is a finding: say so, with what it printed.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[server ${listenOn}] exited on its own (${code ?? signal}):\n${log.slice(-4000)}`)
  })
  const url = `http://127.0.0.1:${listenOn}`
  const gone = () => child.exitCode !== null || child.signalCode !== null

  async function until(done: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (gone()) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ${what}:\n${log}`)
      if (await done()) return
      await Bun.sleep(50)
    }
    throw new Error(`server did not get to ${what} within ${timeoutMs} ms:\n${log}`)
  }

  return {
    url,
    child,
    output: () => log,
    ready: (timeoutMs = 60_000) =>
      until(
        () =>
          fetch(`${url}/v1/status`).then(
            r => r.ok,
            () => false,
          ),
        'serving',
        timeoutMs,
      ),
    printed: (text, timeoutMs = 60_000) => until(async () => log.includes(text), `printing "${text}"`, timeoutMs),
    async kill() {
      stopping = true
      if (!gone()) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      stopping = true
      if (gone()) return
      child.kill('SIGTERM')
      await Promise.race([exited, Bun.sleep(5000)])
      if (!gone()) child.kill('SIGKILL')
      await exited
    },
  }
}

export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = await launchServer(env)
  try {
    await server.ready(timeoutMs)
  } catch (error) {
    await server.kill()
    throw error
  }
  return server
}
