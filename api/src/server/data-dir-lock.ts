/**
 * An embedded (PGlite) database belongs to one process. The server and the tools take an exclusive
 * lock (flock(2)) on a file in the data folder and hold it while they run; another process is
 * refused the folder meanwhile, instead of corrupting it. The kernel drops the lock as soon as its
 * holder ends, however it ends (kill -9 included, before the dead process is even reaped), so a
 * dead holder never blocks a restart; and no process id is ever compared, so one reused by another
 * process cannot be taken for the holder. The holder writes its pid into the file only to name it.
 */
import { dlopen, FFIType } from 'bun:ffi'
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_EX = 2
const LOCK_NB = 4

type Flock = (fd: number, operation: number) => number

/** flock(2) from the C library, through Bun's FFI; null where there is none (Windows). */
function loadFlock(): Flock | null {
  try {
    const libc = dlopen(process.platform === 'darwin' ? 'libc.dylib' : 'libc.so.6', {
      flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
    })
    return (fd, operation) => libc.symbols.flock(fd, operation)
  } catch {
    return null
  }
}

const flock = loadFlock()

export const lockFile = (dataDir: string): string => join(dataDir, 'hempdata.lock')

/** Takes the data folder for this process; returns the release. Throws naming the holder when another process has it. */
export function hold(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = lockFile(dataDir)
  if (!flock) {
    console.warn(`HempData cannot lock ${dataDir} on this platform: run one process on it at a time.`)
    return () => {}
  }
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644)
  if (flock(fd, LOCK_EX | LOCK_NB) !== 0) {
    closeSync(fd)
    const holder = readFileSync(file, 'utf8').trim() || 'another process'
    throw new Error(`${dataDir} is in use by process ${holder}; stop it first or use a Postgres server (DATABASE_URL).`)
  }
  ftruncateSync(fd, 0)
  writeSync(fd, String(process.pid), 0)
  // Closing the file releases the lock; the file stays, as another process may be opening it to lock it.
  return () => closeSync(fd)
}
