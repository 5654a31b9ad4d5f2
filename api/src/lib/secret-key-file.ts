/**
 * The server key of the embedded default, kept beside the database in the data folder
 * (HD_DATA_DIR/secret-box.key, mode 0600): generated once, reused on every later start. Losing it
 * would make every sealed webhook secret unreadable, so it is written durably (file and folder
 * synced) and created atomically: when two processes start at once, both end up with the one key
 * that reached the disk first.
 *
 * It protects secrets in a database dump or a backup that leaves the key out; whoever can read the
 * whole data folder can read both. Deployments that want more set HD_SECRET_KEY from a secret store.
 */
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

export const KEY_FILE_NAME = 'secret-box.key'

export function keyFilePath(dataDir: string): string {
  return join(dataDir, KEY_FILE_NAME)
}

/** The key stored in `dataDir`, generated and stored first when there is none. */
export function generatedKeyFor(dataDir: string): Uint8Array {
  const path = keyFilePath(dataDir)
  return readKeyFile(path) ?? createKeyFile(dataDir, path)
}

function readKeyFile(path: string): Uint8Array | null {
  let mode: number
  try {
    mode = statSync(path).mode
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  if ((mode & 0o077) !== 0) {
    throw new Error(
      `${path} can be read by other users (mode ${(mode & 0o777).toString(8)}); run \`chmod 600 ${path}\``,
    )
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64')
  if (key.length !== 32)
    throw new Error(`${path} does not hold a 32-byte key; restore it from a backup, or set HD_SECRET_KEY`)
  return key
}

function createKeyFile(dataDir: string, path: string): Uint8Array {
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32)
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const fd = openSync(draft, 'wx', 0o600)
  try {
    writeSync(fd, `${key.toString('base64')}\n`)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    // link() never replaces an existing file: the first process to link wins, the others read its key.
    linkSync(draft, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readKeyFile(path)!
  } finally {
    rmSync(draft, { force: true })
  }
  syncFolder(dataDir)
  return key
}

function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
