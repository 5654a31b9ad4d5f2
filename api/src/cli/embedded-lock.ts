/**
 * An embedded (PGlite) database belongs to one process. The server records its pid in the data
 * folder; tools refuse to open the folder while that process lives, instead of corrupting it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const lockFile = (dataDir: string): string => join(dataDir, 'hempdata.pid')

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The pid of another live process holding the folder, or null. */
export function heldBy(dataDir: string): number | null {
  const file = lockFile(dataDir)
  if (!existsSync(file)) return null
  const pid = Number(readFileSync(file, 'utf8'))
  return pid && pid !== process.pid && alive(pid) ? pid : null
}

export function hold(dataDir: string): () => void {
  const other = heldBy(dataDir)
  if (other) throw new Error(`${dataDir} is in use by process ${other}; stop it first or use a Postgres server (DATABASE_URL).`)
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(lockFile(dataDir), String(process.pid))
  return () => rmSync(lockFile(dataDir), { force: true })
}
