/** HTTP as raw bytes on a TCP connection: for requests no HTTP client will send (malformed, oversized, cut off). */
import { connect } from 'node:net'

/** Sends `data` on a fresh connection and returns everything the server writes before closing (or 2 s). */
export function rawExchange(target: number, data: string | Buffer, waitMs = 2000): Promise<string> {
  return new Promise(resolve => {
    const socket = connect(target, '127.0.0.1')
    let out = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(out)
    }
    const timer = setTimeout(done, waitMs)
    socket.on('data', chunk => {
      out += chunk.toString('latin1')
      // One response is enough: stop at the end of its body.
      const head = out.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: (\d+)/i.exec(out)?.[1]
      if (head !== -1 && length !== undefined && out.length >= head + 4 + Number(length)) done()
    })
    socket.on('close', done)
    socket.on('error', done)
    socket.write(data)
  })
}
