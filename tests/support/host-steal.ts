/**
 * How much of this machine's CPU time its host took while the bench measured ("steal" in
 * /proc/stat). On a virtual machine that shares its cores, a round with high steal is slower and
 * its tail latencies longer for reasons that are not HempData's; the bench shows the share next to
 * every figure so a reader can tell a contended run from a slow build. Linux only; null elsewhere.
 */
import { readFileSync } from 'node:fs'

export interface CpuTimes {
  steal: number
  total: number
}

/** The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal … */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find(l => l.startsWith('cpu '))
  if (!line) return null
  const ticks = line.trim().split(/\s+/).slice(1).map(Number)
  if (ticks.length < 8 || ticks.some(n => !Number.isFinite(n))) return null
  // guest and guest_nice (fields 9 and 10) are already counted in user and nice.
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0)
  return { steal: ticks[7], total }
}

export function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'))
  } catch {
    return null
  }
}

/** The share of CPU time stolen between two readings, 0 to 1; null when either is missing. */
export function stealShare(before: CpuTimes | null, after: CpuTimes | null): number | null {
  if (!before || !after || after.total <= before.total) return null
  return (after.steal - before.steal) / (after.total - before.total)
}
