/**
 * Whether this machine has CPU to spare, for background work that should yield to requests (as
 * Postgres's autovacuum yields by its cost delay). Read from /proc/stat every WINDOW_MS: the machine
 * is busy once under ENTER_IDLE of its CPU time was idle over a window, and stays busy until more
 * than LEAVE_IDLE was (so a borderline load does not flap). Where /proc/stat cannot be read (not
 * Linux) the machine is never called busy, and background work runs as it always would.
 *
 * It sees the whole machine, the way the kernel shares it: on a host whose CPUs are shared with
 * other work, that work's load counts too. A container's CPU quota is not seen.
 */
import { readFileSync } from 'node:fs'

const WINDOW_MS = 250
const ENTER_IDLE = 0.1
const LEAVE_IDLE = 0.25

/** Idle and total clock ticks of all CPUs, from the aggregate `cpu` line; null when unreadable. */
export function readCpuTicks(): { idle: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number)
    if (!line.startsWith('cpu ') || ticks.length < 8 || ticks.some(n => !Number.isFinite(n))) return null
    // user nice system idle iowait irq softirq steal: idle and iowait are time nothing ran.
    return { idle: ticks[3] + ticks[4], total: ticks.reduce((sum, n) => sum + n, 0) }
  } catch {
    return null
  }
}

export class MachineLoad {
  private last: { idle: number; total: number } | null
  private timer: ReturnType<typeof setInterval> | null = null
  private busyNow = false
  /** Called when the machine has CPU to spare again. */
  onIdle: (() => void) | null = null

  constructor(private readonly read: typeof readCpuTicks = readCpuTicks) {
    this.last = read()
  }

  start(windowMs = WINDOW_MS): void {
    if (this.last === null || this.timer) return
    this.timer = setInterval(() => this.sample(), windowMs)
    this.timer.unref?.()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  get busy(): boolean {
    return this.busyNow
  }

  /** Takes one reading and updates `busy` from the window since the last one. */
  sample(): void {
    const now = this.read()
    const last = this.last
    this.last = now
    if (!now || !last || now.total <= last.total) return
    const idle = (now.idle - last.idle) / (now.total - last.total)
    const wasBusy = this.busyNow
    this.busyNow = wasBusy ? idle <= LEAVE_IDLE : idle < ENTER_IDLE
    if (wasBusy && !this.busyNow) this.onIdle?.()
  }
}
