/**
 * The baseline: an empty Elysia handler on the same bun binary as HempData. Its req/s is the
 * ceiling for this machine, runtime and load generator, so HempData's numbers are read as a
 * ratio to it rather than as absolute figures that change with the hardware.
 *
 * Run by the bench as a child process: `bun tests/bench/baseline-server.ts` with PORT set.
 */
import { Elysia } from 'elysia'

const port = Number(process.env.PORT)
if (!Number.isInteger(port) || port <= 0) {
  console.error('baseline-server: set PORT to the port to listen on')
  process.exit(1)
}

const app = new Elysia().get('/', () => 'ok').listen(port)
console.log(`baseline listening on ${app.server?.port}`)

const stop = () => {
  app.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
