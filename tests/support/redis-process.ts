/** A private redis-server on a free port that a test may stop, start again on the same port, freeze and thaw. */
import { spawn, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { freePort } from './server-process.ts'

export interface RedisProcess {
  url: string
  /** A client of this server, for the test's own checks. */
  client(): Redis
  /** Stops the server (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>
  /** Starts it again on the same port, empty, and waits until it answers. */
  start(): Promise<void>
  /** SIGSTOP: the port stays open and nothing answers. */
  freeze(): void
  thaw(): void
  close(): Promise<void>
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  const clients: Redis[] = []

  async function start(): Promise<void> {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`)
      if (await answers(url)) return
      await Bun.sleep(50)
    }
    throw new Error(`redis-server did not answer on port ${port}`)
  }

  async function stop(): Promise<void> {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise(resolve => running.once('exit', resolve))
    running.kill('SIGCONT')
    running.kill('SIGTERM')
    await Promise.race([exited, Bun.sleep(5000)])
    if (running.exitCode === null) running.kill('SIGKILL')
  }

  await start()
  return {
    url,
    client() {
      const client = new Redis(url)
      // The test stops this server on purpose: the client reconnects when it is back.
      client.on('error', () => {})
      clients.push(client)
      return client
    },
    stop,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async close() {
      for (const client of clients) client.disconnect()
      await stop()
    },
  }
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
