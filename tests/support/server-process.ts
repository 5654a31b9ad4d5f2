/** Runs HempData as a real child process (as `npm start` would) for multi-instance tests. */
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

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(BUN, ['api/src/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', HD_DEV_KEY: 'false', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`)
    const up = await fetch(`${url}/v1/status`).then((r) => r.ok, () => false)
    if (up) {
      return {
        url,
        output: () => log,
        async stop() {
          if (child.exitCode !== null) return
          const exited = new Promise((resolve) => child.once('exit', resolve))
          child.kill('SIGTERM')
          await Promise.race([exited, Bun.sleep(5000)])
          if (child.exitCode === null) child.kill('SIGKILL')
        },
      }
    }
    await Bun.sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start within ${timeoutMs} ms:\n${log}`)
}
