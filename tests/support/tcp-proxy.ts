/** A TCP proxy in front of Postgres that a test can cut or turn into a black hole. */
import { createConnection, createServer, type Server, type Socket } from 'node:net'

export interface FaultProxy {
  port: number
  /** Closes every open connection and refuses new ones. */
  cut(): Promise<void>
  /** Accepts connections and never answers (a hung network). */
  blackhole(): void
  close(): Promise<void>
}

export async function startProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<FaultProxy> {
  const sockets = new Set<Socket>()
  const pairs: [Socket, Socket][] = []
  let mode: 'forward' | 'blackhole' = 'forward'
  const server: Server = createServer(client => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => {})
    if (mode === 'blackhole') return
    const upstream = createConnection(targetPort, targetHost)
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    client.pipe(upstream).pipe(client)
    pairs.push([client, upstream])
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy()
  }
  return {
    port,
    async cut() {
      destroyAll()
      await new Promise<void>(resolve => server.close(() => resolve()))
    },
    blackhole() {
      // Open connections stay open but carry nothing further, as on a dead network path.
      mode = 'blackhole'
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
    },
    async close() {
      destroyAll()
      if (server.listening) await new Promise<void>(resolve => server.close(() => resolve()))
    },
  }
}
